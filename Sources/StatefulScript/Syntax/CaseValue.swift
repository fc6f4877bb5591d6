/// An enum case written in Swift case syntax: `save`,
/// `setName("Ada")`, `notFound(userId: "p-7")`.
/// A nested case is written by its name, without a leading dot:
/// `choose(size(large), count: 2)`.
///
/// ``arguments`` is `nil` when the case was written without parentheses
/// (`save`) and empty when written with empty ones (`save()`); both decode
/// the same way. An Effect expectation written without parentheses matches
/// that case whatever its payload.
public struct CaseValue: Sendable, Hashable, CustomStringConvertible {
    /// The case name, such as `setName`.
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

    /// The case in canonical Swift syntax, e.g. `notFound(userId: "p-7")`.
    public var description: String {
        guard let arguments else { return name }
        return name + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }
}
