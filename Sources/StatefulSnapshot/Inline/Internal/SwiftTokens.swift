/// A Swift source file as tokens, lexed once from its first byte to its
/// last: enough of Swift's lexical grammar to know, for any byte, whether it
/// is code, a comment, or inside a string or regex literal, and to match
/// every bracket. What the inline-snapshot rewriter reads calls from.
///
/// It knows comments (nested block comments too), string literals of every
/// form (`"…"`, `"""…"""`, raw `#"…"#` and `##"""…"""##` with any number of
/// `#`, escapes, interpolations holding any code, further literals
/// included), regex literals (`/…/` where an expression may start, and
/// `#/…/#`), identifiers (backticked ones too, Swift 6.2 raw identifiers
/// with spaces and parentheses included), numbers and operators. A file that
/// leaves any of these open is refused with the place: the file the test was
/// compiled from does not, so the file must have changed.
struct SwiftTokens {
    /// What a token is.
    enum Kind: Equatable {
        /// A name or keyword (backticked or not), or `#name` (`#if`, `#selector`).
        case identifier
        /// A number, in any base.
        case number
        /// A run of operator characters (`.`, `+`, `..<`, `->`, `?`, `!`…).
        case `operator`
        /// `(`, `[` or `{`, with the index of its closer.
        case open(UInt8)
        /// `)`, `]` or `}`.
        case close(UInt8)
        /// `,`, `:`, `;`, `@`, a lone `#` or backslash.
        case punctuation(UInt8)
        /// The opening delimiter of a string literal (`"`, `#"""`…).
        case stringOpen(multiline: Bool, hashes: Int)
        /// The closing delimiter of a string literal.
        case stringClose
        /// `\(` (or `\#(` in a raw literal): an interpolation's start; its code follows.
        case interpolationOpen
        /// The `)` that ends an interpolation.
        case interpolationClose
        /// A regex literal, whole.
        case regex
    }

    /// One token: its kind, its bytes, and for an opener the index of its closer (and back).
    struct Token {
        var kind: Kind
        var range: Range<Int>
        /// For an opener (bracket, string, interpolation), its closer's index; for a closer, its opener's.
        var match: Int = -1
        /// Whether the token sits inside the interpolation of a single-line
        /// string literal (where a line break cannot be written).
        var inSingleLineString = false
    }

    /// The file's bytes.
    let bytes: [UInt8]
    /// The tokens, in order.
    private(set) var tokens: [Token] = []
    /// The offset each line starts at (`lineStarts[0] == 0`).
    private(set) var lineStarts: [Int] = [0]

    /// Deepest nesting of brackets, literals and interpolations accepted.
    static let maximumNesting = 256

    /// Why lexing stopped: what is not closed, and where it began.
    struct Failure: Error {
        var offset: Int
        var what: String
    }

    /// Lexes `bytes` whole.
    init(_ bytes: [UInt8]) throws(Failure) {
        self.bytes = bytes
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        var lexer = Lexer(bytes: bytes)
        try lexer.lexCode(until: nil, inSingleLineString: false)
        tokens = lexer.tokens
    }

    /// The index of the token that starts at `offset`, if one does.
    func tokenIndex(startingAt offset: Int) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count && tokens[low].range.lowerBound == offset ? low : nil
    }

    /// The 1-based line and column (in UTF-8 bytes) of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count
        while low + 1 < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The offset of `line`, `column`, or `nil` past the end of the line or the file.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, column >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        let offset = start + column - 1
        return offset <= end ? offset : nil
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

/// The lexer's state: where it is and what it has produced.
private struct Lexer {
    let bytes: [UInt8]
    var index = 0
    var tokens: [SwiftTokens.Token] = []
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A `#!` line at the very start is not Swift.
        if bytes.starts(with: [0x23, 0x21]) {
            index = bytes.firstIndex(of: 0x0A) ?? bytes.count
        }
    }

    func byte(_ offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    mutating func enter(at offset: Int, what: String) throws(SwiftTokens.Failure) {
        depth += 1
        guard depth <= SwiftTokens.maximumNesting else {
            throw SwiftTokens.Failure(offset: offset, what: "\(what), nested more than \(SwiftTokens.maximumNesting) deep,")
        }
    }

    /// Lexes code until the `)` that closes an interpolation (when `closer`
    /// is the index of its `interpolationOpen`), or the end of the file.
    mutating func lexCode(until interpolation: Int?, inSingleLineString: Bool) throws(SwiftTokens.Failure) {
        var openers: [Int] = []
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00:
                index += 1
            case 0x2F where byte(index + 1) == 0x2F:  // `//`
                index = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
            case 0x2F where byte(index + 1) == 0x2A:  // `/*`
                try skipBlockComment()
            case 0x28, 0x5B, 0x7B:  // ( [ {
                try enter(at: index, what: "a bracket")
                openers.append(tokens.count)
                append(.open(current), index..<index + 1, inSingleLineString)
                index += 1
            case 0x29 where openers.isEmpty && interpolation != nil:
                // The `)` that ends the interpolation.
                let opener = interpolation ?? 0
                tokens[opener].match = tokens.count
                var token = SwiftTokens.Token(kind: .interpolationClose, range: index..<index + 1)
                token.match = opener
                token.inSingleLineString = inSingleLineString
                tokens.append(token)
                index += 1
                depth -= 1
                return
            case 0x29, 0x5D, 0x7D:  // ) ] }
                guard let opener = openers.popLast(), case .open(let open) = tokens[opener].kind,
                      Self.closer(of: open) == current
                else {
                    throw SwiftTokens.Failure(offset: index, what: "a \"\(Character(Unicode.Scalar(current)))\" that closes nothing")
                }
                tokens[opener].match = tokens.count
                append(.close(current), index..<index + 1, inSingleLineString)
                tokens[tokens.count - 1].match = opener
                index += 1
                depth -= 1
            case 0x22:  // "
                try lexString(hashes: 0, start: index, inSingleLineString: inSingleLineString)
            case 0x23:  // #
                var hashes = 0
                while byte(index + hashes) == 0x23 { hashes += 1 }
                if byte(index + hashes) == 0x22 {
                    try lexString(hashes: hashes, start: index, inSingleLineString: inSingleLineString)
                } else if byte(index + hashes) == 0x2F {
                    try lexExtendedRegex(hashes: hashes)
                } else if hashes == 1, let next = byte(index + 1), Self.startsIdentifier(next) {
                    let start = index
                    index += 1
                    skipIdentifier()
                    append(.identifier, start..<index, inSingleLineString)
                } else {
                    append(.punctuation(current), index..<index + 1, inSingleLineString)
                    index += 1
                }
            case 0x60:  // `
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != 0x60, bytes[index] != 0x0A { index += 1 }
                guard byte(index) == 0x60 else {
                    throw SwiftTokens.Failure(offset: start, what: "a backticked name")
                }
                index += 1
                append(.identifier, start..<index, inSingleLineString)
            case 0x2F where startsRegex():
                if !(try lexBareRegex(inSingleLineString)) {
                    lexOperator(inSingleLineString)
                }
            case 0x2C, 0x3A, 0x3B, 0x40, 0x5C:  // , : ; @ \
                append(.punctuation(current), index..<index + 1, inSingleLineString)
                index += 1
            default:
                if Self.startsIdentifier(current) || current == 0x24 {
                    let start = index
                    skipIdentifier()
                    if index == start { index += 1 }
                    append(.identifier, start..<index, inSingleLineString)
                } else if current >= 0x30 && current <= 0x39 {
                    let start = index
                    while index < bytes.count, Self.continuesNumber(bytes[index], previous: bytes[index - 1]) || index == start {
                        index += 1
                    }
                    append(.number, start..<index, inSingleLineString)
                } else if Self.isOperator(current) {
                    lexOperator(inSingleLineString)
                } else {
                    // Anything else (a stray byte) stands alone.
                    append(.punctuation(current), index..<index + 1, inSingleLineString)
                    index += 1
                }
            }
        }
        if let opener = openers.first {
            throw SwiftTokens.Failure(offset: tokens[opener].range.lowerBound, what: "a bracket")
        }
        if let interpolation {
            throw SwiftTokens.Failure(offset: tokens[interpolation].range.lowerBound, what: "a string interpolation")
        }
    }

    mutating func append(_ kind: SwiftTokens.Kind, _ range: Range<Int>, _ inSingleLineString: Bool) {
        tokens.append(SwiftTokens.Token(kind: kind, range: range, inSingleLineString: inSingleLineString))
    }

    mutating func skipIdentifier() {
        while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
    }

    mutating func lexOperator(_ inSingleLineString: Bool) {
        let start = index
        while index < bytes.count, Self.isOperator(bytes[index]) {
            // A comment starts inside an operator run: `a+//x`.
            if bytes[index] == 0x2F, byte(index + 1) == 0x2F || byte(index + 1) == 0x2A, index > start { break }
            index += 1
        }
        if index == start { index += 1 }
        append(.operator, start..<index, inSingleLineString)
    }

    mutating func skipBlockComment() throws(SwiftTokens.Failure) {
        let start = index
        var depth = 0
        while index < bytes.count {
            if bytes[index] == 0x2F, byte(index + 1) == 0x2A {
                depth += 1
                index += 2
            } else if bytes[index] == 0x2A, byte(index + 1) == 0x2F {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
        throw SwiftTokens.Failure(offset: start, what: "a block comment")
    }

    /// A string literal from its opening delimiter (after `hashes` `#`s) to
    /// its closing one, interpolations lexed as code.
    mutating func lexString(hashes: Int, start: Int, inSingleLineString: Bool) throws(SwiftTokens.Failure) {
        let quote = start + hashes
        let multiline = byte(quote + 1) == 0x22 && byte(quote + 2) == 0x22
        let delimiterLength = multiline ? 3 : 1
        try enter(at: start, what: "a string literal")
        let opener = tokens.count
        append(.stringOpen(multiline: multiline, hashes: hashes), start..<quote + delimiterLength, inSingleLineString)
        index = quote + delimiterLength
        let inner = inSingleLineString || !multiline
        while index < bytes.count {
            let current = bytes[index]
            if current == 0x5C, hashesFollow(index + 1, count: hashes) {
                let escaped = index + 1 + hashes
                if byte(escaped) == 0x28 {
                    try enter(at: index, what: "a string interpolation")
                    let interpolation = tokens.count
                    append(.interpolationOpen, index..<escaped + 1, inSingleLineString)
                    index = escaped + 1
                    try lexCode(until: interpolation, inSingleLineString: inner)
                } else {
                    index = escaped + 1
                }
                continue
            }
            if current == 0x22, !multiline || (byte(index + 1) == 0x22 && byte(index + 2) == 0x22),
               hashesFollow(index + delimiterLength, count: hashes)
            {
                let end = index + delimiterLength + hashes
                tokens[opener].match = tokens.count
                append(.stringClose, index..<end, inSingleLineString)
                tokens[tokens.count - 1].match = opener
                index = end
                depth -= 1
                return
            }
            if (current == 0x0A || current == 0x0D), !multiline {
                throw SwiftTokens.Failure(offset: start, what: "a string literal")
            }
            index += 1
        }
        throw SwiftTokens.Failure(offset: start, what: "a string literal")
    }

    func hashesFollow(_ offset: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard offset + count <= bytes.count else { return false }
        for position in offset..<offset + count where bytes[position] != 0x23 { return false }
        return true
    }

    /// Whether a `/` here may start a regex literal: where an expression
    /// may start (not right after a name, a number, a literal or a closing
    /// bracket), and not before a space (`x / y`), as Swift 6 decides.
    func startsRegex() -> Bool {
        // Nor before `)`: `reduce(1, /)` passes the operator itself.
        guard let next = byte(index + 1), next != 0x20, next != 0x09, next != 0x0A, next != 0x0D, next != 0x29
        else { return false }
        guard let previous = tokens.last else { return true }
        // Glued to what ends an expression: `a/b`, `(x)/2`, `"s"/`.
        switch previous.kind {
        case .number, .close, .stringClose, .regex:
            return false
        case .identifier:
            return Self.keywordsBeforeExpressions.contains(
                String(decoding: bytes[previous.range], as: UTF8.self))
        case .operator:
            // `x! / 2` is written with spaces; `!/a/` is a prefix operator on a regex.
            return true
        default:
            return true
        }
    }

    /// Keywords after which an expression starts, so that `/` begins a regex.
    static let keywordsBeforeExpressions: Set<String> = [
        "return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await", "else", "switch", "repeat",
        "yield", "is", "as", "then", "each", "some", "any", "consume", "copy", "discard",
    ]

    /// A bare regex literal `/…/` on one line; `false` (nothing consumed)
    /// when none closes on the line: the `/` is then an operator.
    mutating func lexBareRegex(_ inSingleLineString: Bool) throws(SwiftTokens.Failure) -> Bool {
        var cursor = index + 1
        while cursor < bytes.count {
            switch bytes[cursor] {
            case 0x5C:
                cursor += 2
            case 0x0A, 0x0D:
                return false
            case 0x2F:
                append(.regex, index..<cursor + 1, inSingleLineString)
                index = cursor + 1
                return true
            default:
                cursor += 1
            }
        }
        return false
    }

    /// An extended regex literal, `#/…/#` (with `hashes` `#`s), which may span lines.
    mutating func lexExtendedRegex(hashes: Int) throws(SwiftTokens.Failure) {
        let start = index
        var cursor = index + hashes + 1
        while cursor < bytes.count {
            if bytes[cursor] == 0x5C {
                cursor += 2
                continue
            }
            if bytes[cursor] == 0x2F, hashesFollow(cursor + 1, count: hashes) {
                append(.regex, start..<cursor + 1 + hashes, false)
                index = cursor + 1 + hashes
                return
            }
            cursor += 1
        }
        throw SwiftTokens.Failure(offset: start, what: "a regex literal")
    }

    static func closer(of opener: UInt8) -> UInt8 {
        switch opener {
        case 0x28: 0x29
        case 0x5B: 0x5D
        default: 0x7D
        }
    }

    /// A letter, `_`, or any byte of a non-ASCII scalar (Swift allows many in names).
    static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// An identifier byte, digits and `$` included.
    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x24
    }

    /// A number's byte: digits, letters (hex, exponents, `_`), `.` followed by a digit, and an exponent's sign.
    static func continuesNumber(_ byte: UInt8, previous: UInt8) -> Bool {
        if continuesIdentifier(byte) { return true }
        if (byte == 0x2B || byte == 0x2D), previous == 0x65 || previous == 0x45 || previous == 0x70 || previous == 0x50 {
            return true
        }
        return false
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F, 0x2E: true
        default: false
        }
    }
}
