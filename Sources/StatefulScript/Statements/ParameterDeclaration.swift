/// A `param` or `secret` line: `param NAME`, `param NAME = "Ada"`,
/// `secret PIN`.
public struct ParameterDeclaration: Sendable, Hashable {
    /// The parameter's name.
    public var name: String
    /// Whether the line was `secret`: the value is masked everywhere.
    public var isSecret: Bool
    /// Whether a default was written (the default itself is in the
    /// resolved ``ScriptParameter``; it is not kept here, as it may be secret).
    public var hasDefault: Bool

    /// Creates a declaration.
    public init(name: String, isSecret: Bool, hasDefault: Bool) {
        self.name = name
        self.isSecret = isSecret
        self.hasDefault = hasDefault
    }
}
