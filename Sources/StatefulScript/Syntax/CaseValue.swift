/// An enum case written in Swift case syntax: `logIn`,
/// `inputLoginId("login-test@example.com")`, `complete(userId: "u-42")`.
/// A nested case is written by its name, without a leading dot:
/// `choose(size(large), count: 2)`.
///
/// ``arguments`` is `nil` when the case was written without parentheses
/// (`logIn`) and empty when written with empty ones (`logIn()`); both decode
/// the same way. An Effect expectation written without parentheses matches
/// that case whatever its payload.
public struct CaseValue: Sendable, Hashable, CustomStringConvertible {
    /// The case name, such as `inputLoginId`.
    public var name: String
    /// The payload, in order; `nil` when no parentheses were written.
    public var arguments: [CaseArgument]?
    /// Where the case name starts.
    public var location: SourceLocation

    /// Creates a case value.
    public init(name: String, arguments: [CaseArgument]?, location: SourceLocation) {
        self.name = name
        self.arguments = arguments
        self.location = location
    }

    /// The case in canonical Swift syntax, e.g. `complete(userId: "u-42")`.
    public var description: String {
        guard let arguments else { return name }
        return name + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }
}
