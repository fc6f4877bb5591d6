import Stateful

/// A parameter's resolved value and whether it is secret.
///
/// Values come, first found first, from `--param NAME=VALUE`
/// (``ScriptParserOptions/parameters``), the environment, then the default a
/// `param NAME = "…"` or `secret NAME = "…"` line gives.
public struct ScriptParameter: Sendable, Hashable, CustomStringConvertible {
    /// The name, as in `${NAME}`.
    public var name: String
    /// The value.
    public var value: String
    /// Whether the value is masked wherever it would be shown.
    public var isSecret: Bool

    /// Creates a parameter.
    public init(name: String, value: String, isSecret: Bool) {
        self.name = name
        self.value = value
        self.isSecret = isSecret
    }

    /// `NAME="value"`, masked when secret.
    public var description: String {
        let shown = isSecret ? Redaction.masked(value) : value
        return name + "=" + ScriptLiteral.quoted(shown)
    }
}
