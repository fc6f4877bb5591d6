/// A keyed container whose every primitive `decode` goes through its generic
/// one: the overloads `KeyedDecodingContainerProtocol` requires, written once.
protocol ForwardingKeyedContainer: KeyedDecodingContainerProtocol {}

extension ForwardingKeyedContainer {
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type, generic: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type, generic: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type, generic: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type, generic: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type, generic: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type, generic: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type, generic: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type, generic: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type, generic: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type, generic: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type, generic: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type, generic: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type, generic: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type, generic: key) }

    /// Calls the container's generic `decode(_:forKey:)`.
    private func decode<T: Decodable>(_ type: T.Type, generic key: Key) throws -> T {
        try decode(type, forKey: key)
    }
}
