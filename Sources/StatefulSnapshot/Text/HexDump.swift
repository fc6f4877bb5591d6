/// Bytes as a person reads them: 16 a line, each line the offset, the bytes
/// in hex and their printable ASCII between bars, then the size — so that a
/// changed byte is a changed line in a diff. How binary snapshots are shown
/// in failures and in review.
///
/// ```swift
/// HexDump.text(of: Array("Hello".utf8))
/// // 00000000  48 65 6c 6c 6f                                    |Hello|
/// // (5 bytes)
/// ```
public enum HexDump {
    /// The hex dump of `bytes`; `(0 bytes)` when there are none.
    ///
    /// - Parameter bytes: The bytes to show.
    /// - Returns: The dump, one line per 16 bytes and a last line with the size.
    public static func text(of bytes: [UInt8]) -> String {
        guard !bytes.isEmpty else { return "(0 bytes)" }
        var lines: [String] = []
        for start in stride(from: 0, to: bytes.count, by: 16) {
            let row = bytes[start..<min(start + 16, bytes.count)]
            var line = hex(start, width: 8) + " "
            for (index, byte) in row.enumerated() {
                line += (index == 8 ? "  " : " ") + hex(Int(byte), width: 2)
            }
            let missing = 16 - row.count
            line += String(repeating: " ", count: missing * 3 + (row.count <= 8 ? 1 : 0))
            line += "  |" + String(row.map { $0 >= 0x20 && $0 < 0x7F ? Character(UnicodeScalar($0)) : "." }) + "|"
            lines.append(line)
        }
        lines.append("(\(bytes.count) bytes)")
        return lines.joined(separator: "\n")
    }

    private static func hex(_ value: Int, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
