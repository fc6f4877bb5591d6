/// Why ``StateExpectation/actualValue(in:)`` found no value at a path.
public enum StatePathError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value has no property of this name.
    case noProperty(String, typeName: String, suggestion: String?, available: [String])
    /// The path goes through a case with nothing inside, such as a
    /// `ViewState` that is `loading`, or `nil`.
    case unavailable(String, caseName: String)

    /// What is wrong and what would be right.
    public var description: String {
        switch self {
        case let .noProperty(name, typeName, suggestion, available):
            "`\(typeName)` has no property `\(name)`"
                + (suggestion.map { "; did you mean `\($0)`?" }
                    ?? (available.isEmpty ? "" : "; its properties are: " + available.joined(separator: ", ")))
        case let .unavailable(name, caseName):
            "cannot read `\(name)`: the value is `\(caseName)`"
        }
    }
}
