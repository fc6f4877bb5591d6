/// Encodes a value to find out its `Encodable` form when it is one the
/// script writes directly: one value (`UUID`, an id wrapping one), or one
/// keyed container of values (a struct, by the keys its coding uses). `nil`
/// for anything else (nested or unkeyed containers, or nothing).
final class SingleValueCapture: Encoder {
    /// What the value encoded.
    enum Captured {
        /// `nil`, through a single-value container.
        case null
        /// One value, through a single-value container.
        case value(Any)
        /// Values by key, in the order encoded; `nil` for `encodeNil`.
        case keyed([(key: String, value: Any?)])
    }

    private var captured: Captured?
    private var usedOtherContainer = false
    private var singleContainerCount = 0
    private var keyedContainerCount = 0
    fileprivate var keyedValues: [(key: String, value: Any?)] = []

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func capture(_ value: any Encodable) -> Captured? {
        let encoder = SingleValueCapture()
        do {
            try value.encode(to: encoder)
        } catch {
            return nil
        }
        guard !encoder.usedOtherContainer else { return nil }
        switch (encoder.singleContainerCount, encoder.keyedContainerCount) {
        case (1, 0): return encoder.captured
        case (0, 1): return .keyed(encoder.keyedValues)
        default: return nil
        }
    }

    fileprivate func store(_ value: Captured) {
        captured = value
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        keyedContainerCount += 1
        return KeyedEncodingContainer(CapturingKeyedContainer<Key>(encoder: self))
    }

    /// A keyed container asked for what the script cannot write (nesting).
    fileprivate func giveUp() {
        usedOtherContainer = true
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

/// Hands each keyed value to the capture, unencoded.
private struct CapturingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: SingleValueCapture
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) { encoder.keyedValues.append((key.stringValue, nil)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) { encoder.keyedValues.append((key.stringValue, value)) }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder.giveUp()
        return KeyedEncodingContainer(DiscardingKeyedContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.giveUp()
        return DiscardingUnkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder {
        encoder.giveUp()
        return SingleValueCapture()
    }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.giveUp()
        return SingleValueCapture()
    }
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
