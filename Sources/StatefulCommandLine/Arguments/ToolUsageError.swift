/// A command line (or a tool setup) the tool cannot run: exit status 2 with
/// the message and a pointer to the help.
struct ToolUsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
