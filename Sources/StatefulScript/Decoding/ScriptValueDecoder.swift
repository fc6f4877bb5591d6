/// Decodes a ``ScriptValue`` into any `Decodable` type, the way Swift's
/// synthesized `Codable` lays values out, so a feature whose Command is
/// `Decodable` is scriptable with no per-command code.
///
/// | script | what the type's `init(from:)` sees |
/// |---|---|
/// | `save` or `save()` | keyed `{"save": {}}` |
/// | `setName("x")` | keyed `{"setName": {"_0": "x"}}` |
/// | `notFound(userId: "p-7")` | keyed `{"notFound": {"userId": "p-7"}}` |
/// | `move(3, animated: true)` | keyed `{"move": {"_0": 3, "animated": true}}` |
/// | `choose(size(large))` | the payload decoded the same way, nested |
/// | `Point(x: 1, y: 2)` | a struct: keyed `{"x": 1, "y": 2}` |
/// | `[1, 2]` | unkeyed |
/// | `250ms`, `2s` | a `Duration` |
/// | `large` for a `String`-backed enum | the raw value `"large"` |
///
/// ```swift
/// let here = SourceLocation(file: "Flows/save.flow", line: 3, column: 6)
/// let value = ScriptValue(.caseValue(CaseValue(name: "save", arguments: nil, location: here)), at: here)
/// let command = try ScriptValueDecoder().decode(ProfileCommand.self, from: value)   // .save
/// ```
///
/// Every argument must be used: `save("x")` is an error (``ScriptDecodingError/extraArgument(caseName:at:)``),
/// not a silently dropped value.
///
/// ## Did you mean
/// For a case name that is not a case of the type, the suggestion comes from,
/// in order: the type's ``ScriptCaseNames`` list if it adopts it; its
/// `CodingKeys` if they are `CaseIterable`; otherwise every name one typo away
/// that the type's `CodingKeys` accept (see ``ScriptCaseNames``).
public struct ScriptValueDecoder: Sendable {
    /// Whether errors carry a "did you mean" suggestion.
    let suggests: Bool

    /// Creates a decoder.
    public init() {
        suggests = true
    }

    /// Creates a decoder that looks for suggestions only when `suggests`.
    init(suggests: Bool) {
        self.suggests = suggests
    }

    /// Decodes `value` as a `T`.
    ///
    /// - Throws: ``ScriptDecodingError``, located at the part of `value` that
    ///   is wrong.
    public func decode<T: Decodable>(_ type: T.Type, from value: ScriptValue) throws(ScriptDecodingError) -> T {
        let session = DecodingSession(suggests: suggests)
        let decoder = ValueDecoder(value: value, hint: T.self, caseName: nil, codingPath: [], session: session)
        let result: T
        do {
            result = try decoder.decodeValue(T.self)
        } catch let error as ScriptDecodingError {
            throw error
        } catch {
            throw .invalidValue(reason: String(describing: error), at: value.location)
        }
        if let unused = session.firstUnusedArgument() {
            throw .extraArgument(caseName: unused.caseName, at: unused.location)
        }
        return result
    }
}
