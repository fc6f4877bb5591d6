/// A value written in a flow script, in Swift literal syntax, with the place
/// it was written.
///
/// | written | kind |
/// |---|---|
/// | `"text"` (with `\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\u{1F600}`, `${NAME}`) | ``Kind/string(_:)`` |
/// | `42`, `-7` | ``Kind/integer(_:)`` |
/// | `1.5` | ``Kind/floatingPoint(_:)`` |
/// | `true`, `false` | ``Kind/boolean(_:)`` |
/// | `nil` | ``Kind/null`` |
/// | `250ms`, `2s` | ``Kind/duration(_:)`` |
/// | `[1, 2, 3]` | ``Kind/array(_:)`` |
/// | `save`, `notFound(userId: "p-7")` | ``Kind/caseValue(_:)`` |
///
/// ``description`` writes the value back in canonical Swift syntax, which is
/// how the runner compares an expected Effect with a dumped one:
///
/// ```swift
/// let here = SourceLocation(file: "Flows/save.flow", line: 3, column: 6)
/// let userId = CaseArgument(label: "userId", value: ScriptValue(.string("p-7"), at: here), location: here)
/// let value = ScriptValue(.caseValue(CaseValue(name: "notFound", arguments: [userId], location: here)), at: here)
/// value.description  // notFound(userId: "p-7")
/// ```
public struct ScriptValue: Sendable, Hashable, CustomStringConvertible {
    /// What a value is.
    public indirect enum Kind: Sendable, Hashable {
        /// A string literal, parameters already substituted.
        case string(String)
        /// An integer literal.
        case integer(Int)
        /// A literal with a fractional part.
        case floatingPoint(Double)
        /// `true` or `false`.
        case boolean(Bool)
        /// `nil`.
        case null
        /// A duration in milliseconds or seconds: `250ms`, `2s`. Decodes as a
        /// Swift `Duration`.
        case duration(Duration)
        /// A list literal.
        case array([ScriptValue])
        /// An enum case (or a struct, `Name(label: value)`) in Swift case syntax.
        case caseValue(CaseValue)
    }

    /// What the value is.
    public var kind: Kind
    /// Where the value starts.
    public var location: SourceLocation

    /// Creates a value.
    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The value in canonical Swift syntax: strings quoted and escaped so
    /// invisible characters show, lists as `[a, b]`, cases as
    /// `name(label: value, value)`.
    public var description: String {
        switch kind {
        case .string(let string): ScriptLiteral.quoted(string)
        case .integer(let integer): String(integer)
        case .floatingPoint(let double): double.description
        case .boolean(let bool): bool ? "true" : "false"
        case .null: "nil"
        case .duration(let duration): Self.text(of: duration)
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .caseValue(let caseValue): caseValue.description
        }
    }

    /// A short name of the kind of value, for error messages: "a string",
    /// "an integer", "a case name (a bare word)", … Never the value itself,
    /// which may be secret.
    public var kindDescription: String {
        switch kind {
        case .string: "a string"
        case .integer: "an integer"
        case .floatingPoint: "a number with a fractional part"
        case .boolean: "a Boolean"
        case .null: "`nil`"
        case .duration: "a duration"
        case .array: "a list"
        // Not even a bare word is quoted: on a secret line it may be the secret.
        case .caseValue: "a case name (a bare word)"
        }
    }

    /// `250ms`, or `2s` for whole seconds.
    static func text(of duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds)s" }
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000)ms"
    }
}
