/// A statement and the place it was written.
public struct ScriptStep<Command: Sendable, Backend: Sendable>: Sendable {
    /// What the line asks for.
    public var statement: ScriptStatement<Command, Backend>
    /// Where the statement starts (its first token).
    public var location: SourceLocation
    /// The line as written, with every secret masked: what a runner echoes
    /// when it reports the step.
    public var maskedSource: String

    /// Creates a step.
    public init(statement: ScriptStatement<Command, Backend>, location: SourceLocation, maskedSource: String) {
        self.statement = statement
        self.location = location
        self.maskedSource = maskedSource
    }
}
