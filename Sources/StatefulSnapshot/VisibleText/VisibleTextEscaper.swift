import Stateful

/// The state machine behind ``VisibleText``: escapes text that arrives in
/// pieces (a prompt, then an answer, then a line), remembering whether the
/// next piece starts a line, so that a workflow command cannot be assembled
/// from two writes.
package struct VisibleTextEscaper: Sendable {
    /// Whether line feeds and tabs are kept as layout.
    package let keepsLayout: Bool
    /// The non-blank characters the current line has started with, while
    /// they could still become `::` or `##[`; `nil` once they cannot.
    private var lineStart: String? = ""

    package init(keepsLayout: Bool = true) {
        self.keepsLayout = keepsLayout
    }

    /// `text` escaped, continuing from the pieces before it.
    package mutating func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        let scalars = text.unicodeScalars
        // A run of scalars shown as they are, past the start of a line, is
        // copied whole: only the others go through `append`.
        var run = scalars.startIndex
        var index = scalars.startIndex
        let bytes = text.utf8
        while index != scalars.endIndex {
            // Past the start of a line, printable ASCII (most of any output)
            // is shown as it is: skipped byte by byte, without decoding a
            // scalar or asking for its replacement. An ASCII byte is a whole
            // scalar, so the index stays on a scalar's boundary.
            if lineStart == nil {
                let byte = bytes[index]
                if byte >= 0x20, byte < 0x7F {
                    index = bytes.index(after: index)
                    continue
                }
            } else if lineStart?.isEmpty == true {
                // At the start of a line, a printable ASCII byte other than a
                // blank, `:` or `#` can begin no workflow command: shown as it
                // is, and the line is past its start.
                let byte = bytes[index]
                if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: ":"), byte != UInt8(ascii: "#") {
                    lineStart = nil
                    index = bytes.index(after: index)
                    continue
                }
            }
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if lineStart == nil, !(keepsLayout && scalar == "\n"), Self.replacement(for: scalar, keepsLayout: keepsLayout) == nil {
                index = next
                continue
            }
            if run != index { result += String(scalars[run..<index]) }
            append(scalar, to: &result)
            index = next
            run = next
        }
        if run != scalars.endIndex { result += String(scalars[run...]) }
        return result
    }

    /// Takes note of `text` written unescaped beside the escaped pieces (a
    /// colour code, a workflow command): after a line feed in it, the next
    /// piece starts a line.
    package mutating func noteUnescaped(_ text: String) {
        guard let newline = text.unicodeScalars.lastIndex(of: "\n") else { return }
        lineStart = text.unicodeScalars.index(after: newline) == text.unicodeScalars.endIndex ? "" : nil
    }

    private mutating func append(_ scalar: Unicode.Scalar, to result: inout String) {
        if keepsLayout, scalar == "\n" {
            result += "\n"
            lineStart = ""
            return
        }
        if let shown = Self.replacement(for: scalar, keepsLayout: keepsLayout) {
            result += shown
            lineStart = nil
            return
        }
        if var start = lineStart {
            if start.isEmpty, scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : Character(scalar).isWhitespace {
                // Blanks before a command still start one (the runner trims them).
            } else {
                start.unicodeScalars.append(scalar)
                if start == "::" || start == "##[" {
                    // The scalar that would complete the start of a workflow
                    // command comes after a backslash: `:\:error`, `##\[`.
                    result += "\\"
                    lineStart = nil
                } else {
                    lineStart = "::".hasPrefix(start) || "##[".hasPrefix(start) ? start : nil
                }
            }
        }
        result.unicodeScalars.append(scalar)
    }

    /// How `scalar` is shown, or `nil` when it is shown as it is.
    package static func replacement(for scalar: Unicode.Scalar, keepsLayout: Bool = true) -> String? {
        switch scalar.value {
        case 0x0A: return keepsLayout ? nil : "\\n"
        case 0x09: return keepsLayout ? nil : "\\t"
        case 0x1B: return "\\e"
        case 0x07: return "\\a"
        case 0x08: return "\\b"
        case 0x0D: return "\\r"
        case 0x00...0x1F, 0x7F...0x9F,
             0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
             0x2028, 0x2029:
            return "\\u{" + StringEscaping.hex(scalar.value) + "}"
        default:
            return nil
        }
    }
}
