/// `check [FLOW ...]`: runs flows and compares each transcript with its
/// recording; `--junit` writes a report.
@MainActor
struct CheckCommand {
    func run(_ invocation: ToolInvocation) async -> Int32 {
        await FlowBatch(invocation: invocation, mode: .check).run()
    }
}
