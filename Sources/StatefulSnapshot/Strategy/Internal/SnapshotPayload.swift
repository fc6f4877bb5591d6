/// What a strategy produces: text, compared line by line; bytes, kept as
/// they are and shown as a ``HexDump``; or the bytes a ``Diffing`` of your
/// own wrote, compared by it.
package enum SnapshotPayload: Sendable, Equatable {
    case text(String)
    case bytes([UInt8])
    /// Bytes written by a custom ``Diffing``'s `toData`.
    case encoded([UInt8])

    /// The text a person reads: the text itself, or the bytes' hex dump
    /// (encoded bytes that are UTF-8 text show as that text).
    package var readableText: String {
        switch self {
        case .text(let text): text
        case .bytes(let bytes): HexDump.text(of: bytes)
        case .encoded(let bytes): String(validating: bytes, as: UTF8.self) ?? HexDump.text(of: bytes)
        }
    }

    /// The bytes of a binary or encoded payload; `nil` for text.
    package var bytes: [UInt8]? {
        switch self {
        case .text: nil
        case .bytes(let bytes), .encoded(let bytes): bytes
        }
    }
}
