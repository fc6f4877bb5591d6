import Foundation

/// Writes expected text into inline-snapshot calls: the pure half of
/// recording an inline snapshot (reading and writing the file is the caller's).
///
/// Every edit is located in the *original* source (the one the test was
/// compiled from, which is what `#line` and `#column` refer to), and all are
/// applied from the last to the first, so several calls in one file, or on one
/// line, can be recorded in one run.
///
/// A call without a trailing closure gets one; a call with one has the closure
/// replaced. The closure holds a multi-line string literal indented one level
/// deeper than the call's line (with the file's own unit: a tab, or the
/// narrowest space indentation in the file), with the file's line endings
/// (LF or CRLF). The literal is raw (`#"""`, `##"""`…) exactly when the text
/// holds a backslash or a `"""`, with as many `#` as it takes.
package enum InlineSnapshotRewriter {
    /// One expectation to write: the call's location and the text it expects.
    package struct Edit: Equatable, Sendable {
        /// The call's line (`#line`).
        package var line: Int
        /// The call's column (`#column`).
        package var column: Int
        /// The expected text; a final newline is not part of the literal.
        /// `nil` removes the closure (the value was `nil`: no snapshot).
        package var text: String?
        /// Which trailing closure holds the text.
        package var syntax: InlineSnapshotSyntaxDescriptor

        /// An edit of the call at `line`, `column`.
        package init(
            line: Int, column: Int, text: String?, syntax: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor()
        ) {
            self.line = line
            self.column = column
            self.text = text
            self.syntax = syntax
        }
    }

    /// `source` with every edit applied.
    package static func rewrite(_ source: InlineSnapshotSource, edits: [Edit]) throws(InlineSnapshotError) -> [UInt8] {
        try rewriteLocatingCalls(source, edits: edits).bytes
    }

    /// `source` with every edit applied, and where each edited call starts in
    /// the result (in the order of `edits`): what `#line` and `#column` will
    /// say once the rewritten file is compiled.
    package static func rewriteLocatingCalls(
        _ source: InlineSnapshotSource, edits: [Edit]
    ) throws(InlineSnapshotError) -> (bytes: [UInt8], locations: [(line: Int, column: Int)]) {
        let lineEnding = usesCRLF(source.bytes) ? "\r\n" : "\n"
        let unit = indentationUnit(of: source)
        var replacements: [(range: Range<Int>, text: [UInt8])] = []
        var starts: [Int] = []
        for edit in edits {
            let call = try source.call(line: edit.line, column: edit.column, syntax: edit.syntax)
            starts.append(call.start)
            guard let text = edit.text else {
                if let existing = call.closure {
                    var start = call.closureLabel?.lowerBound ?? existing.lowerBound
                    while start > call.argumentsEnd, [Byte.space, Byte.tab, Byte.lineFeed, Byte.carriageReturn]
                        .contains(source.bytes[start - 1])
                    {
                        start -= 1
                    }
                    replacements.append((start..<existing.upperBound, []))
                }
                continue
            }
            let closure = closureText(for: text, indentation: call.indentation, unit: unit, lineEnding: lineEnding)
            let labelled = edit.syntax.trailingClosureLabel + ": " + closure
            if let existing = call.closure, let label = call.closureLabel {
                replacements.append((label.lowerBound..<existing.upperBound, Array(labelled.utf8)))
            } else if let existing = call.closure {
                replacements.append((existing, Array(closure.utf8)))
            } else {
                let added = edit.syntax.trailingClosureOffset == 0 ? closure : labelled
                replacements.append((call.insertionPoint..<call.insertionPoint, Array((" " + added).utf8)))
            }
        }
        var bytes = source.bytes
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(replacement.range, with: replacement.text)
        }
        let result = InlineSnapshotSource(bytes: bytes, path: source.path)
        let locations = starts.map { start in
            let shift = replacements.filter { $0.range.upperBound <= start && $0.range.lowerBound < start }
                .reduce(0) { $0 + $1.text.count - $1.range.count }
            return result.location(of: start + shift)
        }
        return (bytes, locations)
    }

    /// Whether the file's lines end in CRLF (its first line ending is one).
    private static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        guard let lineFeed = bytes.firstIndex(of: Byte.lineFeed) else { return false }
        return lineFeed > 0 && bytes[lineFeed - 1] == Byte.carriageReturn
    }

    /// The trailing closure for `text`: `{`, the literal one level in, `}` at the call's indentation.
    package static func closureText(for text: String, indentation: String, unit: String, lineEnding: String) -> String {
        var content = SnapshotText.normalized(text)
        if content.hasSuffix("\n") { content.removeLast() }
        // Control characters cannot stand in a literal as they are: such a
        // text is written with escapes, in a literal that is not raw.
        let escapes = content.unicodeScalars.contains(where: needsEscape)
        let hashes = String(repeating: "#", count: escapes ? 0 : hashCount(for: content))
        if escapes { content = escaped(content) }
        let inner = indentation + unit
        var result = "{" + lineEnding + inner + hashes + "\"\"\"" + lineEnding
        if !content.isEmpty {
            for line in content.split(separator: "\n", omittingEmptySubsequences: false) {
                result += (line.isEmpty ? "" : inner + line) + lineEnding
            }
        }
        result += inner + "\"\"\"" + hashes + lineEnding + indentation + "}"
        return result
    }

    /// A scalar that must be escaped in a literal: a control character other than tab and line feed.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && scalar != "\t" && scalar != "\n"
    }

    /// `content` for a multi-line literal that is not raw: `\\` for a
    /// backslash, `\"` for a quote, and `\u{…}` for a control character.
    private static func escaped(_ content: String) -> String {
        var result = ""
        for scalar in content.unicodeScalars {
            if scalar == "\\" || scalar == "\"" {
                result += "\\" + String(scalar)
            } else if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// How many `#` the literal for `content` needs: none unless it holds a
    /// backslash or `"""`, else the fewest for which neither `\#…` nor `"""#…` occurs in it.
    package static func hashCount(for content: String) -> Int {
        guard content.contains("\\") || content.contains("\"\"\"") else { return 0 }
        var count = 1
        while true {
            let hashes = String(repeating: "#", count: count)
            if !content.contains("\\" + hashes) && !content.contains("\"\"\"" + hashes) && !content.contains("\"" + hashes) {
                return count
            }
            count += 1
        }
    }

    /// A tab when the file indents with tabs, else the narrowest space
    /// indentation between 2 and 8 that a line uses; 4 spaces when none does.
    package static func indentationUnit(of source: InlineSnapshotSource) -> String {
        var narrowest = Int.max
        var tabs = 0
        var spaces = 0
        var atLineStart = true
        var width = 0
        for byte in source.bytes {
            if atLineStart {
                if byte == Byte.space { width += 1; continue }
                if byte == Byte.tab { tabs += 1; atLineStart = false; continue }
                if byte != Byte.lineFeed && byte != Byte.carriageReturn && width > 0 {
                    spaces += 1
                    if width >= 2 { narrowest = min(narrowest, width) }
                }
                atLineStart = false
            }
            if byte == Byte.lineFeed { atLineStart = true; width = 0 }
        }
        if tabs > spaces { return "\t" }
        return String(repeating: " ", count: narrowest <= 8 ? narrowest : 4)
    }
}
