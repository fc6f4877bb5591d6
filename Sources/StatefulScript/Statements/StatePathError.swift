/// Why ``StateExpectation/actualValue(in:)`` found no value at a path.
public enum StatePathError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value has no property of this name.
    case noProperty(String, typeName: String, suggestion: String?, available: [String])
    /// The path goes through a case with nothing inside, such as a
    /// `ViewState` that is `loading`, or `nil`.
    case unavailable(String, caseName: String)
    /// `[2]` names no element: the array is shorter, or the stack holds no
    /// screen with that id. `available` lists the ones there are.
    case noElement(String, available: [String])
    /// `[2]` follows a value that is neither an array nor a stack.
    case notACollection(String, typeName: String)

    /// What is wrong and what would be right.
    public var description: String {
        switch self {
        case let .noProperty(name, typeName, suggestion, available):
            "`\(typeName)` has no property `\(name)`"
                + (suggestion.map { "; did you mean `\($0)`?" }
                    ?? (available.isEmpty ? "" : "; its properties are: " + available.joined(separator: ", ")))
        case let .unavailable(name, caseName):
            "cannot read `\(name)`: the value is `\(caseName)`"
        case let .noElement(written, available):
            "there is no element `\(written)`; "
                + (available.isEmpty ? "there are none" : "there are: " + available.joined(separator: ", "))
        case let .notACollection(written, typeName):
            "cannot read `\(written)`: `\(typeName)` is not an array or a stack"
        }
    }
}
