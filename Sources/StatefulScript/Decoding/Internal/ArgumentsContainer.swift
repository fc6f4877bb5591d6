/// The keyed container of a payload (or a struct written as
/// `Name(label: value)`): one key per argument, its label or `_0`, `_1`, …
struct ArgumentsContainer<Key: CodingKey>: ForwardingKeyedContainer {
    let decoder: ValueDecoder
    let caseName: String
    let arguments: [CaseArgument]
    /// Where the case is written, for a missing argument.
    let location: SourceLocation

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        arguments.enumerated().compactMap { Key(stringValue: $1.codingKey(position: $0)) }
    }

    private func argument(for key: Key) -> CaseArgument? {
        arguments.enumerated().first { $1.codingKey(position: $0) == key.stringValue }?.element
    }

    func contains(_ key: Key) -> Bool {
        argument(for: key) != nil
    }

    /// The error for a key the type needs and the script did not write: the
    /// first unused argument whose key the type does not know explains it.
    private func missing(_ key: Key) -> ScriptDecodingError {
        let unknown = arguments.enumerated().first { position, argument in
            !decoder.session.isUsed(argument) && Key(stringValue: argument.codingKey(position: position)) == nil
        }?.element
        guard let unknown else {
            return .missingArgument(key: key.stringValue, caseName: caseName, at: location)
        }
        if let label = unknown.label {
            return .unexpectedLabel(label, expected: key.stringValue, caseName: caseName, at: unknown.location)
        }
        return .missingLabel(expected: key.stringValue, caseName: caseName, at: unknown.location)
    }

    private func use(_ key: Key) throws -> CaseArgument {
        guard let argument = argument(for: key) else { throw missing(key) }
        decoder.session.use(argument)
        return argument
    }

    private func decoder(for argument: CaseArgument, hint: Any.Type, key: Key) -> ValueDecoder {
        decoder.child(argument.value, hint: hint, caseName: caseName, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let argument = argument(for: key) else { throw missing(key) }
        guard argument.value.kind == .null else { return false }
        decoder.session.use(argument)
        return true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let argument = try use(key)
        return try decoder(for: argument, hint: T.self, key: key).decodeValue(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let argument = try use(key)
        return try decoder(for: argument, hint: NestedKey.self, key: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let argument = try use(key)
        return try decoder(for: argument, hint: [Any].self, key: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard let key = Key(stringValue: "super") else { throw missingSuper() }
        return try superDecoder(forKey: key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        let argument = try use(key)
        return decoder(for: argument, hint: Any.self, key: key)
    }

    private func missingSuper() -> ScriptDecodingError {
        .missingArgument(key: "super", caseName: caseName, at: location)
    }
}
