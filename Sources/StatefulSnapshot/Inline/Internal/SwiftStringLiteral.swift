/// The value a Swift string literal stands for, worked out from its source
/// bytes as the compiler works it out: escapes (`\n`, `\u{1F600}`, `\#n` in a
/// raw literal), a multi-line literal's indentation (that of its closing
/// delimiter) taken off every line, line endings read as `\n`, and a
/// backslash at the end of a line joining it to the next. What the rewriter
/// compares a recording with, before and after it writes one.
enum SwiftStringLiteral {
    /// The value of the literal in `bytes[range]` (from its first `#` or `"`
    /// to its last), or `nil` when it interpolates something or is malformed.
    static func value(of bytes: [UInt8], in range: Range<Int>) -> String? {
        var start = range.lowerBound
        var hashes = 0
        while start < range.upperBound, bytes[start] == 0x23 {
            hashes += 1
            start += 1
        }
        guard start < range.upperBound, bytes[start] == 0x22 else { return nil }
        let multiline = start + 2 < range.upperBound && bytes[start + 1] == 0x22 && bytes[start + 2] == 0x22
            && range.count >= 6 + 2 * hashes
        let delimiter = multiline ? 3 : 1
        let contentStart = start + delimiter
        let contentEnd = range.upperBound - delimiter - hashes
        guard contentStart <= contentEnd else { return nil }
        let content = Array(bytes[contentStart..<contentEnd])
        if !multiline {
            return unescaped(content, hashes: hashes, joinsLines: false)
        }
        // The opening delimiter ends its line; the closing one starts its own,
        // after the indentation that every line of the value loses.
        var lines = split(content)
        guard lines.count >= 2, lines[0].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        let last = lines.removeLast()
        guard last.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        let indentation = last
        lines.removeFirst()
        var stripped: [[UInt8]] = []
        for line in lines {
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) && line.count <= indentation.count {
                stripped.append([])
                continue
            }
            guard line.starts(with: indentation) else { return nil }
            stripped.append(Array(line.dropFirst(indentation.count)))
        }
        var joined: [UInt8] = []
        for (index, line) in stripped.enumerated() {
            if index > 0 { joined.append(0x0A) }
            joined += line
        }
        return unescaped(joined, hashes: hashes, joinsLines: true)
    }

    /// `content` split at line breaks (LF, CRLF or a lone CR, all one line break).
    private static func split(_ content: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = [[]]
        var index = 0
        while index < content.count {
            let byte = content[index]
            if byte == 0x0D {
                lines.append([])
                if index + 1 < content.count, content[index + 1] == 0x0A { index += 1 }
            } else if byte == 0x0A {
                lines.append([])
            } else {
                lines[lines.count - 1].append(byte)
            }
            index += 1
        }
        return lines
    }

    /// `content` with its escapes worked out; `nil` at an interpolation or a
    /// malformed escape. In a multi-line literal a backslash ending a line
    /// (after trailing spaces) joins it to the next.
    private static func unescaped(_ content: [UInt8], hashes: Int, joinsLines: Bool) -> String? {
        var scalars = String.UnicodeScalarView()
        var pending: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
            pending.removeAll(keepingCapacity: true)
        }
        var index = 0
        while index < content.count {
            let byte = content[index]
            guard byte == 0x5C, hashesAt(content, index + 1, hashes) else {
                pending.append(byte)
                index += 1
                continue
            }
            var cursor = index + 1 + hashes
            guard cursor < content.count else { return nil }
            flush()
            switch content[cursor] {
            case 0x6E: scalars.append("\n")
            case 0x74: scalars.append("\t")
            case 0x72: scalars.append("\r")
            case 0x30: scalars.append("\0")
            case 0x5C: scalars.append("\\")
            case 0x22: scalars.append("\"")
            case 0x27: scalars.append("'")
            case 0x28: return nil  // an interpolation
            case 0x75:  // u{…}
                guard cursor + 1 < content.count, content[cursor + 1] == 0x7B,
                      let close = content[(cursor + 2)...].firstIndex(of: 0x7D),
                      close - cursor - 2 >= 1, close - cursor - 2 <= 8,
                      let value = UInt32(String(decoding: content[(cursor + 2)..<close], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(value)
                else { return nil }
                scalars.append(scalar)
                cursor = close
            case 0x20, 0x09, 0x0A:
                // Trailing spaces, then the line break: the lines join.
                guard joinsLines else { return nil }
                var after = cursor
                while after < content.count, content[after] == 0x20 || content[after] == 0x09 { after += 1 }
                guard after < content.count, content[after] == 0x0A else { return nil }
                cursor = after
            default:
                return nil
            }
            index = cursor + 1
        }
        flush()
        return String(scalars)
    }

    private static func hashesAt(_ content: [UInt8], _ offset: Int, _ count: Int) -> Bool {
        guard offset + count <= content.count else { return false }
        for position in offset..<offset + count where content[position] != 0x23 { return false }
        return true
    }
}
