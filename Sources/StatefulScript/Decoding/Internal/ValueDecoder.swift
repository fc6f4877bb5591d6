import Stateful
/// The `Decoder` over one ``ScriptValue``.
struct ValueDecoder: Decoder {
    let value: ScriptValue
    /// The type being decoded, for messages and case-name suggestions.
    let hint: Any.Type
    /// The case whose payload holds this value, for messages.
    let caseName: String?
    let codingPath: [any CodingKey]
    let session: DecodingSession

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var typeName: String { TypeName.full(hint) }

    func child(_ value: ScriptValue, hint: Any.Type, caseName: String?, key: any CodingKey) -> ValueDecoder {
        ValueDecoder(value: value, hint: hint, caseName: caseName, codingPath: codingPath + [key], session: session)
    }

    /// Decodes a `T`, turning a `DecodingError` from the type's own code into
    /// a located ``ScriptDecodingError``.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Duration.self {
            // `Duration`'s own Codable form is a pair of integers; scripts write `250ms`.
            guard case .duration(let duration) = value.kind, let result = duration as? T else {
                throw mismatch(expected: "`Duration` (such as `250ms` or `2s`)")
            }
            return result
        }
        do {
            return try T(from: ValueDecoder(
                value: value, hint: T.self, caseName: caseName, codingPath: codingPath, session: session))
        } catch let error as ScriptDecodingError {
            throw error
        } catch let error as DecodingError {
            if case .caseValue(let caseValue) = value.kind, caseValue.arguments == nil,
               T.self is any RawRepresentable<String>.Type {
                let names = (T.self as? any ScriptCaseNames.Type)?.scriptCaseNames
                    ?? (T.self as? any CaseIterable.Type).map { Self.rawValues(of: $0) } ?? []
                throw ScriptDecodingError.unknownCase(
                    caseValue.name, typeName: TypeName.full(T.self),
                    suggestion: Suggestion.closest(to: caseValue.name, in: names), at: caseValue.location)
            }
            throw ScriptDecodingError.invalidValue(reason: Self.reason(error), at: value.location)
        }
    }

    /// The raw values of a `String`-backed `CaseIterable` enum, for suggestions.
    private static func rawValues<Cases: CaseIterable>(of type: Cases.Type) -> [String] {
        Cases.allCases.compactMap { ($0 as? any RawRepresentable<String>)?.rawValue }
    }

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context),
             .typeMismatch(_, let context), .valueNotFound(_, let context):
            context.debugDescription
        @unknown default:
            "the value could not be decoded"
        }
    }

    func mismatch(expected: String) -> ScriptDecodingError {
        .typeMismatch(expected: expected, found: value.kindDescription, caseName: caseName, at: value.location)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .caseValue(let caseValue) = value.kind else {
            throw mismatch(expected: "a case of `\(typeName)`")
        }
        if let key = Key(stringValue: caseValue.name) {
            return KeyedDecodingContainer(CaseContainer(decoder: self, caseValue: caseValue, key: key))
        }
        if caseValue.name.first?.isUppercase == true, let arguments = caseValue.arguments,
           arguments.allSatisfy({ $0.label != nil }) {
            session.open(caseName: caseValue.name, arguments: arguments)
            return KeyedDecodingContainer(ArgumentsContainer<Key>(
                decoder: self, caseName: caseValue.name, arguments: arguments, location: caseValue.location))
        }
        throw ScriptDecodingError.unknownCase(
            caseValue.name, typeName: typeName,
            suggestion: session.suggests ? suggestion(for: caseValue.name, keys: Key.self) : nil, at: caseValue.location)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value.kind else {
            throw mismatch(expected: "a list `[…]`")
        }
        return ListContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValue(decoder: self)
    }

    /// The valid name closest to `name`.
    private func suggestion<Key: CodingKey>(for name: String, keys: Key.Type) -> String? {
        if let listed = hint as? any ScriptCaseNames.Type {
            return Suggestion.closest(to: name, in: listed.scriptCaseNames)
        }
        if let iterable = Key.self as? any CaseIterable.Type {
            return Suggestion.closest(to: name, in: Self.names(of: iterable))
        }
        return Suggestion.closest(to: name, in: Suggestion.probe(around: name) { Key(stringValue: $0) != nil })
    }

    private static func names<Keys: CaseIterable>(of keys: Keys.Type) -> [String] {
        Keys.allCases.compactMap { ($0 as? any CodingKey)?.stringValue }
    }
}
