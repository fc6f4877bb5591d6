import Stateful
/// The single-value container: where literals become Swift values.
struct SingleValue: SingleValueDecodingContainer {
    let decoder: ValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    private var value: ScriptValue { decoder.value }

    func decodeNil() -> Bool {
        value.kind == .null
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .boolean(let bool) = value.kind else {
            throw decoder.mismatch(expected: "`Bool` (`true` or `false`)")
        }
        return bool
    }

    func decode(_ type: String.Type) throws -> String {
        switch value.kind {
        case .string(let string):
            return string
        case .caseValue(let caseValue)
            where caseValue.arguments == nil && decoder.hint is any RawRepresentable<String>.Type:
            // `large` for `enum Size: String { case large }`.
            return caseValue.name
        default:
            throw decoder.mismatch(expected: "`String` (a quoted string)")
        }
    }

    func decode(_ type: Double.Type) throws -> Double {
        switch value.kind {
        case .floatingPoint(let double): return double
        case .integer(let integer): return Double(integer)
        default: throw decoder.mismatch(expected: "`Double` (a number)")
        }
    }

    func decode(_ type: Float.Type) throws -> Float {
        switch value.kind {
        case .floatingPoint(let double): return Float(double)
        case .integer(let integer): return Float(integer)
        default: throw decoder.mismatch(expected: "`Float` (a number)")
        }
    }

    private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard case .integer(let integer) = value.kind else {
            throw decoder.mismatch(expected: "`\(TypeName.full(I.self))` (an integer)")
        }
        guard let exact = I(exactly: integer) else {
            throw ScriptDecodingError.integerOutOfRange(typeName: TypeName.full(I.self), at: value.location)
        }
        return exact
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decodeValue(T.self)
    }
}
