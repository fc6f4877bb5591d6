import Foundation

/// The JSON of the file strategy: sorted keys, pretty printed, slashes as
/// they are, a newline at the end.
enum JSONFile {
    static func encode<V: Encodable>(_ value: V) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    static func decode<V: Decodable>(_ type: V.Type, from data: Data) throws -> V {
        try JSONDecoder().decode(type, from: data)
    }
}
