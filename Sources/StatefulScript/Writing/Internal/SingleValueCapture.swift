/// Encodes a value to find out whether its `Encodable` form is one value
/// (`UUID`, an id wrapping one): what a single-value container received,
/// or `nil` when the type used a keyed or unkeyed container, or nothing.
final class SingleValueCapture: Encoder {
    /// What a single-value container received.
    enum Captured {
        case null
        case value(Any)
    }

    private var captured: Captured?
    private var usedOtherContainer = false
    private var singleContainerCount = 0

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func capture(_ value: any Encodable) -> Captured? {
        let encoder = SingleValueCapture()
        do {
            try value.encode(to: encoder)
        } catch {
            return nil
        }
        guard !encoder.usedOtherContainer, encoder.singleContainerCount == 1 else { return nil }
        return encoder.captured
    }

    fileprivate func store(_ value: Captured) {
        captured = value
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        usedOtherContainer = true
        return KeyedEncodingContainer(DiscardingKeyedContainer<Key>())
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        usedOtherContainer = true
        return DiscardingUnkeyedContainer()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        singleContainerCount += 1
        return CapturingContainer(encoder: self)
    }
}

/// Hands the one value to the capture, unencoded: the writer writes it.
private struct CapturingContainer: SingleValueEncodingContainer {
    let encoder: SingleValueCapture
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() { encoder.store(.null) }
    mutating func encode<T: Encodable>(_ value: T) { encoder.store(.value(value)) }
}

/// A keyed container whose contents do not matter: the type is not one value.
private struct DiscardingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil(forKey key: Key) {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {}
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(DiscardingKeyedContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        DiscardingUnkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { SingleValueCapture() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { SingleValueCapture() }
}

/// An unkeyed container whose contents do not matter.
private struct DiscardingUnkeyedContainer: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count = 0
    mutating func encodeNil() { count += 1 }
    mutating func encode<T: Encodable>(_ value: T) { count += 1 }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(DiscardingKeyedContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { DiscardingUnkeyedContainer() }
    mutating func superEncoder() -> any Encoder { SingleValueCapture() }
}
