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
    ///
    /// The result is checked before it is returned: it is lexed whole (every
    /// bracket, literal and comment closes), and each edited call's closure
    /// is found again and its literal read back, which must give the text
    /// recorded (or no closure, for `nil`). Anything else is
    /// ``InlineSnapshotError/wouldNotReadBack(path:line:column:)``: nothing
    /// that would not compile, or would compare with other text, is written.
    package static func rewriteLocatingCalls(
        _ source: InlineSnapshotSource, edits: [Edit]
    ) throws(InlineSnapshotError) -> (bytes: [UInt8], locations: [(line: Int, column: Int)]) {
        let lineEnding = usesCRLF(source.bytes) ? "\r\n" : "\n"
        let unit = indentationUnit(of: source)
        var replacements: [Replacement] = []
        var starts: [Int] = []
        for (order, edit) in edits.enumerated() {
            let call = try source.call(line: edit.line, column: edit.column, syntax: edit.syntax)
            starts.append(call.start)
            guard let text = edit.text else {
                if let removal = call.removal {
                    replacements.append(Replacement(range: removal, text: [], order: order, edit: edit))
                }
                continue
            }
            let closure = call.inSingleLineString
                ? singleLineClosureText(for: text)
                : closureText(for: text, indentation: call.indentation, unit: unit, lineEnding: lineEnding)
            let labelled = edit.syntax.trailingClosureLabel + ": " + closure
            let replacement: (Range<Int>, String)
            var insertion: Insertion?
            if let existing = call.closure, let label = call.closureLabel {
                replacement = (label.lowerBound..<existing.upperBound, labelled)
            } else if let existing = call.closure {
                replacement = (existing, closure)
            } else {
                let added = call.insertsFirstTrailingClosure ? closure : labelled
                replacement = (call.insertionPoint..<call.insertionPoint, " " + added)
                insertion = Insertion(
                    offset: edit.syntax.trailingClosureOffset, labelled: Array((" " + labelled).utf8),
                    slotCount: call.slotCount)
            }
            replacements.append(Replacement(
                range: replacement.0, text: Array(replacement.1.utf8), order: order, edit: edit, insertion: insertion))
        }
        var inserted: [Int: Int] = [:]
        replacements = try mergingInsertions(replacements, in: source, starts: starts, offsets: &inserted)
        // Last first, so that earlier offsets stay right; at one offset, the
        // later edit first, so that the earlier one ends up before it.
        replacements.sort { ($0.range.lowerBound, $0.order) > ($1.range.lowerBound, $1.order) }
        var kept: [Replacement] = []
        for replacement in replacements {
            if let previous = kept.last, replacement.range.upperBound > previous.range.lowerBound
                || (replacement.range.isEmpty && replacement.range == previous.range)
            {
                // Two edits of one closure: the same text is one edit; two texts are a conflict.
                guard replacement.text == previous.text, replacement.range == previous.range else {
                    let location = source.location(of: starts[replacement.order])
                    throw .differentValuesAtOneCall(path: source.path, line: location.line, column: location.column)
                }
                continue
            }
            kept.append(replacement)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.bytes.count + kept.reduce(0) { $0 + $1.text.count })
        var cursor = 0
        for replacement in kept.reversed() {
            bytes += source.bytes[cursor..<replacement.range.lowerBound]
            bytes += replacement.text
            cursor = replacement.range.upperBound
        }
        bytes += source.bytes[cursor...]
        // Where each call starts now: shifted by every replacement before it.
        let result = InlineSnapshotSource(bytes: bytes, path: source.path)
        var shifts: [(at: Int, by: Int)] = []
        var total = 0
        for replacement in kept.reversed() {
            total += replacement.text.count - replacement.range.count
            shifts.append((replacement.range.upperBound, total))
        }
        let locations = starts.map { start -> (line: Int, column: Int) in
            // The last replacement ending at or before the start.
            var low = 0
            var high = shifts.count
            while low < high {
                let middle = (low + high) / 2
                if shifts[middle].at <= start { low = middle + 1 } else { high = middle }
            }
            let shift = low == 0 ? 0 : shifts[low - 1].by
            return result.location(of: start + shift)
        }
        // An added closure is read back where it landed, which is not its
        // descriptor's offset when the call had fewer closures before it.
        let verified = edits.enumerated().map { order, edit in
            var edit = edit
            if let offset = inserted[order] { edit.syntax.trailingClosureOffset = offset }
            return edit
        }
        try verify(result, edits: verified, locations: locations)
        return (bytes, locations)
    }

    /// One change to the file's bytes.
    private struct Replacement {
        var range: Range<Int>
        var text: [UInt8]
        var order: Int
        var edit: Edit
        /// For a closure added to a call that lacks it: its offset, and its labelled form.
        var insertion: Insertion?
    }

    /// A closure added after a call's last closure.
    private struct Insertion {
        /// The offset its descriptor gives.
        var offset: Int
        /// Its text with its label, for when it is not the first trailing closure.
        var labelled: [UInt8]
        /// How many closures an offset counts in the call before it is added.
        var slotCount: Int
    }

    /// `replacements` with the closures added at one place (a call's
    /// `head:` and `body:` snapshots, recorded in one run) made one
    /// replacement: in the order of their offsets, each after the first
    /// labelled, so that only the first can be the unlabelled trailing
    /// closure. Two texts for one closure are a conflict.
    ///
    /// `offsets` receives, for each edit (by its order) that adds a closure,
    /// the offset at which the closure is in the result: after the call's
    /// closures and those added before it.
    private static func mergingInsertions(
        _ replacements: [Replacement], in source: InlineSnapshotSource, starts: [Int], offsets: inout [Int: Int]
    ) throws(InlineSnapshotError) -> [Replacement] {
        var merged: [Replacement] = []
        var groups: [Int: [Replacement]] = [:]
        for replacement in replacements {
            if replacement.insertion != nil {
                groups[replacement.range.lowerBound, default: []].append(replacement)
            } else {
                merged.append(replacement)
            }
        }
        for (_, group) in groups {
            var byOffset: [Int: Replacement] = [:]
            for replacement in group {
                guard let offset = replacement.insertion?.offset else { continue }
                if let earlier = byOffset[offset] {
                    guard earlier.text == replacement.text else {
                        let location = source.location(of: starts[replacement.order])
                        throw .differentValuesAtOneCall(path: source.path, line: location.line, column: location.column)
                    }
                    continue
                }
                byOffset[offset] = replacement
            }
            let ordered = byOffset.keys.sorted().compactMap { byOffset[$0] }
            for replacement in group {
                guard let insertion = replacement.insertion,
                      let rank = ordered.firstIndex(where: { $0.insertion?.offset == insertion.offset })
                else { continue }
                offsets[replacement.order] = insertion.slotCount + rank
            }
            guard var first = ordered.first else { continue }
            for later in ordered.dropFirst() {
                first.text += later.insertion?.labelled ?? later.text
            }
            merged.append(first)
        }
        return merged
    }

    /// Checks that `result` lexes whole and that each edited call's closure
    /// reads back as its edit's text (or is gone, for `nil`).
    private static func verify(
        _ result: InlineSnapshotSource, edits: [Edit], locations: [(line: Int, column: Int)]
    ) throws(InlineSnapshotError) {
        for (edit, location) in zip(edits, locations) {
            let refusal = InlineSnapshotError.wouldNotReadBack(path: result.path, line: edit.line, column: edit.column)
            let call: InlineSnapshotCall
            do {
                call = try result.call(line: location.line, column: location.column, syntax: edit.syntax)
            } catch {
                throw refusal
            }
            guard let text = edit.text else {
                guard call.closure == nil else { throw refusal }
                continue
            }
            guard let literal = call.literal, let value = result.literalValue(literal),
                  value == literalContent(of: text)
            else { throw refusal }
        }
    }

    /// What the literal for `text` holds: the normalised text without its final line break.
    package static func literalContent(of text: String) -> String {
        let content = SnapshotText.withOneFinalNewline(text)
        // By bytes: a final "\r\n" is one Character, and its "\r" stays.
        guard content.utf8.last == 0x0A else { return content }
        return String(decoding: content.utf8.dropLast(), as: UTF8.self)
    }

    /// Whether the file's lines end in CRLF (its first line ending is one).
    private static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        guard let lineFeed = bytes.firstIndex(of: Byte.lineFeed) else { return false }
        return lineFeed > 0 && bytes[lineFeed - 1] == Byte.carriageReturn
    }

    /// The trailing closure for `text`: `{`, the literal one level in, `}` at the call's indentation.
    package static func closureText(for text: String, indentation: String, unit: String, lineEnding: String) -> String {
        var content = literalContent(of: text)
        // Characters that cannot stand in a literal as they are (control
        // characters), or must not (bidirectional controls and other
        // invisible format characters, which could make the source read
        // otherwise than it compiles): such a text is written with escapes.
        // A text that needs a raw literal anyway (it holds a backslash or
        // `"""`) keeps it, its escapes carrying the literal's `#`s (`\##r`),
        // as swift-snapshot-testing writes it; any other, in a plain literal.
        let hashes = String(repeating: "#", count: hashCount(for: content))
        if content.unicodeScalars.contains(where: needsEscape) { content = escaped(content, hashes: hashes) }
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

    /// The closure for `text` on one line, `{ "…" }`, for a call inside a
    /// single-line string's interpolation (where a line break cannot be written).
    package static func singleLineClosureText(for text: String) -> String {
        var result = "{ \""
        for scalar in literalContent(of: text).unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default:
                if needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\" }"
    }

    /// A scalar that must be escaped in a literal: a control character other
    /// than tab and line feed, a line or paragraph separator, or a format
    /// character (bidirectional controls such as U+202E, zero-width spaces,
    /// U+FEFF) other than the zero-width joiner that emoji sequences use.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control: scalar != "\t" && scalar != "\n"
        case .format: scalar != "\u{200D}"
        case .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// `content` for a multi-line literal delimited by `hashes`: `\r` for a
    /// carriage return and `\u{…}` for any other scalar that needs an
    /// escape, each with the `#`s of a raw literal after its backslash
    /// (`\##r`); in a literal that is not raw, also `\\` for a backslash
    /// and `\"` for a quote.
    private static func escaped(_ content: String, hashes: String) -> String {
        let escape = "\\" + hashes
        var result = ""
        for scalar in content.unicodeScalars {
            if hashes.isEmpty, scalar == "\\" || scalar == "\"" {
                result += "\\" + String(scalar)
            } else if scalar == "\r" {
                result += escape + "r"
            } else if needsEscape(scalar) {
                result += escape + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
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
