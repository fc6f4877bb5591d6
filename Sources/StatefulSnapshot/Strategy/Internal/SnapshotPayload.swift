/// What a strategy produces: text, compared line by line, or bytes, kept as
/// they are and shown as a ``HexDump``.
package enum SnapshotPayload: Sendable, Equatable {
    case text(String)
    case bytes([UInt8])

    /// The text a person reads: the text itself, or the bytes' hex dump.
    package var readableText: String {
        switch self {
        case .text(let text): text
        case .bytes(let bytes): HexDump.text(of: bytes)
        }
    }
}
