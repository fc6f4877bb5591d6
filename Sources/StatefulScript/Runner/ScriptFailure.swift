/// A step of a flow that did not do what the script expected, at its place.
public struct ScriptFailure: Sendable, Hashable, CustomStringConvertible {
    /// Where the step is.
    public var location: SourceLocation
    /// The step as written, secrets masked.
    public var source: String
    /// What went wrong; may span several lines (a diff, say). A step
    /// written in a named step (`step "Fill in the form" {`) starts with
    /// `in step "Fill in the form": `.
    public var message: String
    /// The named steps the failed step is written in, the outermost first
    /// (secrets masked); empty outside any.
    public var stepNames: [String]

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - location: Where the step is.
    ///   - source: The step as written, secrets masked.
    ///   - message: What went wrong.
    ///   - stepNames: The named steps the step is written in, the outermost first.
    public init(location: SourceLocation, source: String, message: String, stepNames: [String] = []) {
        self.location = location
        self.source = source
        self.message = message
        self.stepNames = stepNames
    }

    /// `"Log in" > "Fill in the form"`: the named steps, quoted, the
    /// outermost first; `nil` outside any.
    public var stepTitle: String? {
        stepNames.isEmpty ? nil : stepNames.map(ScriptLiteral.quoted).joined(separator: " > ")
    }

    /// `file:line:column: error: message`, then the step as written.
    public var description: String {
        "\(location): error: \(message)\n    \(source)"
    }
}
