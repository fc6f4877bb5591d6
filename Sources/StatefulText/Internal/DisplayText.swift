/// Turns the strings of a screen description into what a terminal can show
/// safely, and lays them out in columns.
enum DisplayText {
    /// `text` with every control character escaped: `\t`, `\n`, `\r`, and
    /// `\u{7}`-style escapes for other C0/C1 controls, line and paragraph
    /// separators, and the bidirectional controls that could reorder a row.
    /// With `keepingNewlines`, `\n` (and `\r\n`) stay as they are so the
    /// caller can break lines there.
    static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if keepingNewlines, scalar == "\n" {
                if previousWasCR { result.removeLast(2) }
                result.append("\n")
                continue
            }
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            result += escape(scalar)
        }
        return result
    }

    /// The escape written for `scalar`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default: return "\\u{" + hex(scalar.value) + "}"
        }
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: return true
        case 0x2028, 0x2029: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    static func hex(_ value: UInt32) -> String {
        String(value, radix: 16, uppercase: true)
    }

    /// `text` cut to at most `width` columns, ending in `...` when cut.
    static func truncated(_ text: String, width: Int) -> String {
        if DisplayWidth.of(text) <= width { return text }
        let ellipsis = "..."
        guard width > ellipsis.count else { return String(ellipsis.prefix(max(width, 0))) }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width - ellipsis.count { break }
            result.append(character)
            used += characterWidth
        }
        return result + ellipsis
    }

    /// `text` padded with spaces on the right to `width` columns.
    static func padded(_ text: String, to width: Int) -> String {
        let missing = width - DisplayWidth.of(text)
        return missing > 0 ? text + String.repeatedASCII(UInt8(ascii: " "), count: missing) : text
    }

    /// `text` broken into lines of at most `width` columns: at `\n`, then
    /// between words, and inside a word (between characters) that is wider
    /// than a line. Runs of spaces between words collapse to one.
    static func wrapped(_ text: String, width: Int) -> [String] {
        let paragraphs = escaped(text, keepingNewlines: true)
            .split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for paragraph in paragraphs {
            lines += wrappedParagraph(paragraph, width: width)
        }
        return lines
    }

    private static func wrappedParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ") {
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line = String(word)
                lineWidth = wordWidth
                continue
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if lineWidth + characterWidth > width, lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` as a double-quoted, escaped literal, for the outline format.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if needsEscape(scalar) {
                    result += escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
