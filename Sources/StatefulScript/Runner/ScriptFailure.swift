/// A step of a flow that did not do what the script expected, at its place.
public struct ScriptFailure: Sendable, Hashable, CustomStringConvertible {
    /// Where the step is.
    public var location: SourceLocation
    /// The step as written, secrets masked.
    public var source: String
    /// What went wrong; may span several lines (a diff, say).
    public var message: String

    /// Creates a failure.
    public init(location: SourceLocation, source: String, message: String) {
        self.location = location
        self.source = source
        self.message = message
    }

    /// `file:line:column: error: message`, then the step as written.
    public var description: String {
        "\(location): error: \(message)\n    \(source)"
    }
}
