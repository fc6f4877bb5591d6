import Foundation

extension Snapshotting where Value == Data {
    /// Bytes as a hex dump in a `.hex` file: 16 bytes a line, each line the
    /// offset, the bytes in hex, and the printable ASCII between bars — so a
    /// changed byte shows as a changed line in the diff.
    ///
    /// ```swift
    /// assertSnapshot(of: Data("Hello".utf8), as: .data)
    /// // 00000000  48 65 6c 6c 6f                                    |Hello|
    /// ```
    public static var data: Snapshotting {
        Snapshotting(pathExtension: "hex") { data in
            guard !data.isEmpty else { return "(0 bytes)" }
            let bytes = [UInt8](data)
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
    }

    private static func hex(_ value: Int, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
