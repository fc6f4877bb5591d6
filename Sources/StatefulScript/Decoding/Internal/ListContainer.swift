/// The unkeyed container of a list literal.
struct ListContainer: UnkeyedDecodingContainer {
    let decoder: ValueDecoder
    let elements: [ScriptValue]
    private(set) var currentIndex = 0

    init(decoder: ValueDecoder, elements: [ScriptValue]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next(hint: Any.Type) throws -> ValueDecoder {
        guard !isAtEnd else {
            throw ScriptDecodingError.invalidValue(
                reason: "the list needs more than \(elements.count) elements", at: decoder.value.location)
        }
        let element = elements[currentIndex]
        let key = ScriptCodingKey(intValue: currentIndex)
        currentIndex += 1
        return decoder.child(element, hint: hint, caseName: decoder.caseName, key: key)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].kind == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next(hint: T.self).decodeValue(T.self)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next(hint: NestedKey.self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next(hint: [Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try next(hint: Any.self)
    }
}
