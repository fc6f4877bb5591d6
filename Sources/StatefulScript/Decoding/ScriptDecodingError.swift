/// Why a script value could not be decoded into the type asked for. Each
/// case says where, and ``message`` says what to change.
///
/// The messages never quote a string value from the script (it may be a
/// secret, such as a PIN): they name kinds and types instead.
public enum ScriptDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The case name is not a case of the type.
    case unknownCase(String, typeName: String, suggestion: String?, at: SourceLocation)
    /// A value of another kind was written where this type is needed.
    case typeMismatch(expected: String, found: String, caseName: String?, at: SourceLocation)
    /// The case needs an argument that was not written (`key` is its label,
    /// or `_0`, `_1`, … for an unlabelled one).
    case missingArgument(key: String, caseName: String, at: SourceLocation)
    /// An argument was written with a label the case does not have.
    case unexpectedLabel(String, expected: String, caseName: String, at: SourceLocation)
    /// An argument was written without the label the case needs.
    case missingLabel(expected: String, caseName: String, at: SourceLocation)
    /// More arguments were written than the case has.
    case extraArgument(caseName: String, at: SourceLocation)
    /// An integer does not fit the integer type asked for.
    case integerOutOfRange(typeName: String, at: SourceLocation)
    /// The type's own decoding rejected the value, with its reason.
    case invalidValue(reason: String, at: SourceLocation)

    /// Where the problem is.
    public var location: SourceLocation {
        switch self {
        case .unknownCase(_, _, _, let at), .typeMismatch(_, _, _, let at),
             .missingArgument(_, _, let at), .unexpectedLabel(_, _, _, let at), .missingLabel(_, _, let at),
             .extraArgument(_, let at), .integerOutOfRange(_, let at), .invalidValue(_, let at):
            at
        }
    }

    /// What is wrong and how to fix it, without the location.
    public var message: String {
        switch self {
        case let .unknownCase(name, typeName, suggestion, _):
            "unknown case `\(name)` of `\(typeName)`" + Self.didYouMean(suggestion)
        case let .typeMismatch(expected, found, caseName, _):
            if let caseName {
                "wrong argument type for `\(caseName)`: expected \(expected), found \(found)"
            } else {
                "expected \(expected), found \(found)"
            }
        case let .missingArgument(key, caseName, _):
            if let position = Self.position(of: key) {
                "missing argument \(position + 1) of `\(caseName)`"
            } else {
                "missing argument `\(key):` of `\(caseName)`"
            }
        case let .unexpectedLabel(label, expected, caseName, _):
            if Self.position(of: expected) != nil {
                "`\(caseName)` takes an unlabelled argument here; remove `\(label):`"
            } else {
                "unknown argument label `\(label):` for `\(caseName)`; did you mean `\(expected):`?"
            }
        case let .missingLabel(expected, caseName, _):
            "`\(caseName)` needs the label `\(expected):` here"
        case let .extraArgument(caseName, _):
            "extra argument for `\(caseName)`"
        case let .integerOutOfRange(typeName, _):
            "the integer does not fit in `\(typeName)`"
        case let .invalidValue(reason, _):
            "invalid value: \(reason)"
        }
    }

    /// `location: error: message`.
    public var description: String {
        "\(location): error: \(message)"
    }

    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean `\($0)`?" } ?? ""
    }

    /// The position of a synthesized positional key (`_0` → 0), if it is one.
    static func position(of key: String) -> Int? {
        guard key.first == "_" else { return nil }
        return Int(key.dropFirst())
    }
}
