/// A statement and the place it was written.
public struct ScriptStep<Command: Sendable, Backend: Sendable>: Sendable {
    /// What the line asks for.
    public var statement: ScriptStatement<Command, Backend>
    /// Where the statement starts (its first token).
    public var location: SourceLocation
    /// The line as written, with every secret masked: what a runner echoes
    /// when it reports the step.
    public var maskedSource: String
    /// The names of the named steps (`step "Fill in the form" {`) the
    /// statement is written in, the outermost first, secrets masked; empty
    /// outside any.
    public var stepNames: [String]

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - statement: What the line asks for.
    ///   - location: Where the statement starts.
    ///   - maskedSource: The line as written, secrets masked.
    ///   - stepNames: The named steps it is written in, the outermost first.
    public init(
        statement: ScriptStatement<Command, Backend>, location: SourceLocation, maskedSource: String, stepNames: [String] = []
    ) {
        self.statement = statement
        self.location = location
        self.maskedSource = maskedSource
        self.stepNames = stepNames
    }
}
