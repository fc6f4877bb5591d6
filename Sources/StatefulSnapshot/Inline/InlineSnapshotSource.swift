/// A Swift source file as UTF-8 bytes, with just enough lexing to find an
/// inline-snapshot call and its trailing closure: comments (nested block
/// comments too), string literals of every form (`"…"`, `"""…"""`, raw
/// `#"…"#` and `##"""…"""##` with any number of `#`, escapes, interpolations
/// holding further literals) and balanced brackets. Pure: it reads nothing.
///
/// Lines and columns are 1-based and count UTF-8 bytes, as `#line` and
/// `#column` do, so tabs and non-ASCII text before a call do not shift it.
package struct InlineSnapshotSource: Sendable {
    /// The file's bytes.
    package let bytes: [UInt8]
    /// The path, for error messages only.
    package let path: String

    /// A source of `bytes` read from `path`.
    package init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// The offset of `line`, `column`.
    package func offset(line: Int, column: Int) throws(InlineSnapshotError) -> Int {
        guard line >= 1, column >= 1 else { throw .noSuchLocation(path: path, line: line, column: column) }
        var current = 1
        var index = 0
        while current < line {
            guard let newline = bytes[index...].firstIndex(of: Byte.lineFeed) else {
                throw .noSuchLocation(path: path, line: line, column: column)
            }
            index = newline + 1
            current += 1
        }
        let offset = index + column - 1
        let lineEnd = bytes[index...].firstIndex(of: Byte.lineFeed) ?? bytes.count
        guard offset <= lineEnd else { throw .noSuchLocation(path: path, line: line, column: column) }
        return offset
    }

    /// The call at `line`, `column` — where `#column` puts it, the `(` of its
    /// argument list, or the start of its name (possibly qualified,
    /// `StatefulTesting.assertInlineSnapshot`) — with its argument list and
    /// its trailing closure, if any: the one `syntax` describes (the first,
    /// unless a helper of the user's says otherwise).
    package func call(
        line: Int, column: Int, syntax: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor()
    ) throws(InlineSnapshotError) -> InlineSnapshotCall {
        let start = try offset(line: line, column: column)
        var index = start
        // `#column` as a default argument points at the argument list's `(`;
        // a location written by hand may point at the callee's name instead:
        // identifiers joined by dots, maybe with spaces between.
        if index < bytes.count, bytes[index] != Byte.openParen {
            guard Byte.startsIdentifier(bytes[index]) else {
                throw .noCall(path: path, line: line, column: column)
            }
            while index < bytes.count, Byte.continuesIdentifier(bytes[index]) || bytes[index] == Byte.dot
                || bytes[index] == Byte.space
            {
                index += 1
            }
        }
        guard index < bytes.count, bytes[index] == Byte.openParen, index > 0,
              Byte.continuesIdentifier(bytes[index - 1]) || bytes[index - 1] == Byte.space
        else {
            throw .noCall(path: path, line: line, column: column)
        }
        guard let argumentsEnd = try skipBalanced(from: index) else {
            throw .unterminated(path: path, line: line, column: column, what: "the argument list")
        }
        // The trailing closures, in order: the first unlabelled, the others
        // `label: { … }`; the one at the descriptor's offset is the snapshot's.
        var position = argumentsEnd
        var found = 0
        var closure: Range<Int>?
        var closureLabel: Range<Int>?
        while found <= syntax.trailingClosureOffset {
            let next = try skipTrivia(from: position)
            var label: Range<Int>?
            var brace = next
            if found > 0 {
                var end = next
                while end < bytes.count, Byte.continuesIdentifier(bytes[end]) { end += 1 }
                guard end > next, Byte.startsIdentifier(bytes[next]) else { break }
                let colon = try skipTrivia(from: end)
                guard colon < bytes.count, bytes[colon] == Byte.colon else { break }
                brace = try skipTrivia(from: colon + 1)
                label = next..<end
            }
            guard brace < bytes.count, bytes[brace] == Byte.openBrace else { break }
            guard let closureEnd = try skipBalanced(from: brace) else {
                throw .unterminated(path: path, line: line, column: column, what: "the trailing closure")
            }
            if found == syntax.trailingClosureOffset {
                if let label {
                    let name = String(decoding: bytes[label], as: UTF8.self)
                    guard name == syntax.trailingClosureLabel || syntax.deprecatedTrailingClosureLabels.contains(name) else {
                        throw .noTrailingClosure(
                            path: path, line: line, column: column, label: syntax.trailingClosureLabel,
                            offset: syntax.trailingClosureOffset)
                    }
                }
                closure = brace..<closureEnd
                closureLabel = label
            }
            position = closureEnd
            found += 1
        }
        if closure == nil, found < syntax.trailingClosureOffset {
            throw .noTrailingClosure(
                path: path, line: line, column: column, label: syntax.trailingClosureLabel,
                offset: syntax.trailingClosureOffset)
        }
        var literal: Range<Int>?
        if let closure {
            let bodyStart = try skipTrivia(from: closure.lowerBound + 1)
            if bodyStart < closure.upperBound - 1 {
                guard let literalEnd = try stringLiteralEnd(from: bodyStart),
                      try skipTrivia(from: literalEnd) == closure.upperBound - 1
                else { throw .closureNotALiteral(path: path, line: line, column: column) }
                literal = bodyStart..<literalEnd
            }
        }
        return InlineSnapshotCall(
            start: start, argumentsEnd: argumentsEnd, closure: closure, closureLabel: closureLabel,
            insertionPoint: position, literal: literal, indentation: indentation(ofLineAt: start))
    }

    /// The spaces and tabs that start the line holding `offset`.
    package func indentation(ofLineAt offset: Int) -> String {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != Byte.lineFeed { lineStart -= 1 }
        var end = lineStart
        while end < bytes.count, bytes[end] == Byte.space || bytes[end] == Byte.tab { end += 1 }
        return String(decoding: bytes[lineStart..<end], as: UTF8.self)
    }

    /// The offset of the first byte at or after `index` that is neither
    /// white space nor part of a comment.
    package func skipTrivia(from index: Int) throws(InlineSnapshotError) -> Int {
        var index = index
        while index < bytes.count {
            switch bytes[index] {
            case Byte.space, Byte.tab, Byte.lineFeed, Byte.carriageReturn:
                index += 1
            case Byte.slash where byte(at: index + 1) == Byte.slash:
                index = bytes[index...].firstIndex(of: Byte.lineFeed) ?? bytes.count
            case Byte.slash where byte(at: index + 1) == Byte.star:
                index = try blockCommentEnd(from: index)
            default:
                return index
            }
        }
        return index
    }

    /// Just past the `*/` that closes the block comment at `index`, nested ones included.
    private func blockCommentEnd(from index: Int) throws(InlineSnapshotError) -> Int {
        var depth = 0
        var index = index
        while index < bytes.count {
            if bytes[index] == Byte.slash, byte(at: index + 1) == Byte.star {
                depth += 1
                index += 2
            } else if bytes[index] == Byte.star, byte(at: index + 1) == Byte.slash {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        throw unterminated(at: index, what: "a block comment")
    }

    /// Given the offset of `(`, `[` or `{`, the offset just past its match;
    /// `nil` when a closer of another kind comes first.
    package func skipBalanced(from index: Int) throws(InlineSnapshotError) -> Int? {
        var closers: [UInt8] = []
        var index = index
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case Byte.openParen: closers.append(Byte.closeParen); index += 1
            case Byte.openBracket: closers.append(Byte.closeBracket); index += 1
            case Byte.openBrace: closers.append(Byte.closeBrace); index += 1
            case Byte.closeParen, Byte.closeBracket, Byte.closeBrace:
                guard closers.popLast() == current else { return nil }
                index += 1
                if closers.isEmpty { return index }
            case Byte.slash where byte(at: index + 1) == Byte.slash || byte(at: index + 1) == Byte.star:
                index = try skipTrivia(from: index)
            case Byte.quote, Byte.hash:
                if let end = try stringLiteralEnd(from: index) {
                    index = end
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        throw unterminated(at: index, what: "a bracket")
    }

    /// When a string literal starts at `index` (after any `#`s), the offset
    /// just past its closing delimiter; otherwise `nil`.
    package func stringLiteralEnd(from index: Int) throws(InlineSnapshotError) -> Int? {
        var hashes = 0
        while byte(at: index + hashes) == Byte.hash { hashes += 1 }
        let quote = index + hashes
        guard byte(at: quote) == Byte.quote else { return nil }
        let isMultiline = byte(at: quote + 1) == Byte.quote && byte(at: quote + 2) == Byte.quote
        let delimiterLength = isMultiline ? 3 : 1
        var cursor = quote + delimiterLength
        while cursor < bytes.count {
            let current = bytes[cursor]
            if current == Byte.backslash, hashesFollow(cursor + 1, count: hashes) {
                let escaped = cursor + 1 + hashes
                if byte(at: escaped) == Byte.openParen {
                    guard let end = try skipBalanced(from: escaped) else {
                        throw unterminated(at: escaped, what: "a string interpolation")
                    }
                    cursor = end
                } else {
                    cursor = escaped + 1
                }
                continue
            }
            if current == Byte.quote, isClosingQuote(at: cursor, multiline: isMultiline), hashesFollow(cursor + delimiterLength, count: hashes) {
                return cursor + delimiterLength + hashes
            }
            if current == Byte.lineFeed, !isMultiline {
                throw unterminated(at: index, what: "a string literal")
            }
            cursor += 1
        }
        throw unterminated(at: index, what: "a string literal")
    }

    private func isClosingQuote(at index: Int, multiline: Bool) -> Bool {
        !multiline || (byte(at: index + 1) == Byte.quote && byte(at: index + 2) == Byte.quote)
    }

    private func hashesFollow(_ index: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: index + $0) == Byte.hash }
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// The 1-based line and column of `offset`.
    package func location(of offset: Int) -> (line: Int, column: Int) {
        let before = bytes[..<min(offset, bytes.count)]
        let line = before.count(where: { $0 == Byte.lineFeed }) + 1
        let lineStart = before.lastIndex(of: Byte.lineFeed).map { $0 + 1 } ?? 0
        return (line, offset - lineStart + 1)
    }

    private func unterminated(at offset: Int, what: String) -> InlineSnapshotError {
        let (line, column) = location(of: offset)
        return .unterminated(path: path, line: line, column: column, what: what)
    }
}

/// The bytes the lexer looks at.
enum Byte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let openParen: UInt8 = 0x28
    static let closeParen: UInt8 = 0x29
    static let colon: UInt8 = 0x3A
    static let star: UInt8 = 0x2A
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D

    /// A letter, `_`, `$` or any byte of a non-ASCII scalar (Swift allows many in names).
    static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
            || byte == 0x60
    }

    /// An identifier byte, digits included.
    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
