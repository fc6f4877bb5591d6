/// `expect state name == "Ada"`: a State value at a key path.
///
/// The path is a dotted list of property names (`name`,
/// `address.city`), read from the State the way the value dump shows it; a
/// `ViewState` is looked through to its content when completed. A name may
/// be followed by `[N]`: the element at position N of an array
/// (`attendees[0].name`), or the screen with id N of a ``/Stateful/StackState``
/// (`path[1].payment.secondsLeft`), an enum case with one payload being
/// looked through as a `ViewState` is.
///
/// Besides `==` and `!=`, a number or a duration compares with `<`, `<=`,
/// `>`, `>=` (`expect state attempts >= 2`); a string or a collection with
/// `contains` (`expect state names contains "Ada"`); and an optional with
/// `is nil` / `is not nil`.
public struct StateExpectation: Sendable, Hashable {
    /// How the value at the path compares with the expected one.
    public enum Comparison: String, Sendable, Hashable {
        /// `==`
        case equal = "=="
        /// `!=`
        case notEqual = "!="
        /// `<`: a number (or a duration) less than the value.
        case less = "<"
        /// `<=`
        case lessOrEqual = "<="
        /// `>`
        case greater = ">"
        /// `>=`
        case greaterOrEqual = ">="
        /// `contains`: a string containing the (string) value, or a
        /// collection with an element that matches the value.
        case contains = "contains"
        /// `is nil`: an empty optional (the value is `nil`).
        case isNil = "is nil"
        /// `is not nil`: an optional holding a value (the value is `nil`).
        case isNotNil = "is not nil"

        /// Whether this comparison orders numbers or durations.
        var orders: Bool { [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(self) }
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
    /// `==`, `!=`, an ordering, `contains`, `is nil` or `is not nil`.
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
