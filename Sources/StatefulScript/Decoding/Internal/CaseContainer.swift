/// The keyed container of an enum written as a case: one key, the case name,
/// whose nested container is the payload.
struct CaseContainer<Key: CodingKey>: ForwardingKeyedContainer {
    let decoder: ValueDecoder
    let caseValue: CaseValue
    let key: Key

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { [key] }

    func contains(_ key: Key) -> Bool {
        key.stringValue == caseValue.name
    }

    private var payload: ArgumentsContainer<ScriptCodingKey> {
        ArgumentsContainer(
            decoder: decoder, caseName: caseValue.name,
            arguments: caseValue.arguments ?? [], location: caseValue.location)
    }

    private func check(_ key: Key) throws {
        guard contains(key) else {
            throw ScriptDecodingError.missingArgument(
                key: key.stringValue, caseName: caseValue.name, at: caseValue.location)
        }
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try check(key)
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        // A hand-written `init(from:)` that decodes a case's payload directly.
        try check(key)
        decoder.session.open(caseName: caseValue.name, arguments: caseValue.arguments ?? [])
        return try payload.decode(type, forKey: ScriptCodingKey(stringValue: "_0"))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try check(key)
        let arguments = caseValue.arguments ?? []
        decoder.session.open(caseName: caseValue.name, arguments: arguments)
        return KeyedDecodingContainer(ArgumentsContainer<NestedKey>(
            decoder: decoder, caseName: caseValue.name, arguments: arguments, location: caseValue.location))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try check(key)
        throw decoder.mismatch(expected: "a list `[…]`")
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try check(key)
        return decoder
    }
}
