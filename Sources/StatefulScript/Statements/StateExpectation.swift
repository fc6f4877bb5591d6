/// `expect state name == "Ada"`: a State value at a key path.
///
/// The path is a dotted list of property names (`name`,
/// `address.city`), read from the State the way the value dump shows it; a
/// `ViewState` is looked through to its content when completed. A name may
/// be followed by `[N]`: the element at position N of an array
/// (`attendees[0].name`), or the screen with id N of a ``/Stateful/StackState``
/// (`path[1].payment.secondsLeft`), an enum case with one payload being
/// looked through as a `ViewState` is.
public struct StateExpectation: Sendable, Hashable {
    /// How the value at the path compares with the expected one.
    public enum Comparison: String, Sendable, Hashable {
        /// `==`
        case equal = "=="
        /// `!=`
        case notEqual = "!="
    }

    /// The property names, outermost first.
    public var path: [String]

    /// The path as written, such as `path[1].payment.secondsLeft`: names
    /// and `[N]` subscripts, in order.
    public var pathText: String {
        path.enumerated().map { index, component in
            index == 0 || component.hasPrefix("[") ? component : "." + component
        }.joined()
    }
    /// `==` or `!=`.
    public var comparison: Comparison
    /// The expected value.
    public var value: ScriptValue
    /// Whether the path names a secret property (such as `pin`): reports
    /// mask the expected and actual values.
    public var isSecret: Bool

    /// Creates an expectation.
    public init(path: [String], comparison: Comparison, value: ScriptValue, isSecret: Bool) {
        self.path = path
        self.comparison = comparison
        self.value = value
        self.isSecret = isSecret
    }
}
