/// Splits one line into tokens; `#` starts a comment outside strings.
struct Lexer {
    /// A line that cannot be split, with the tokens before the problem (so the
    /// caller can still tell which parts of the line are secret).
    struct Failure: Error {
        var problem: ScriptProblem
        var column: Int
        var length: Int
        var tokens: [Token]
        /// For an unterminated string: the index of the first character after
        /// the opening quote, from which the line is masked.
        var unterminatedFrom: Int?
    }

    let characters: [Character]
    private var index = 0
    private var tokens: [Token] = []

    init(_ characters: [Character]) {
        self.characters = characters
    }

    static func tokenize(_ characters: [Character]) -> Result<[Token], Failure> {
        var lexer = Lexer(characters)
        do {
            try lexer.run()
            return .success(lexer.tokens)
        } catch {
            return .failure(error)
        }
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private func peek(_ offset: Int) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    /// The characters of `range`, as a string: appended one by one, which
    /// costs a fraction of `String(characters[range])`'s generic path.
    private func text(_ range: Range<Int>) -> String {
        var text = ""
        for character in characters[range] { text.append(character) }
        return text
    }

    private func fail(_ problem: ScriptProblem, at start: Int, length: Int = 1, unterminatedFrom: Int? = nil) -> Failure {
        Failure(problem: problem, column: start + 1, length: length, tokens: tokens, unterminatedFrom: unterminatedFrom)
    }

    private mutating func add(_ kind: Token.Kind, from start: Int) {
        tokens.append(Token(kind: kind, column: start + 1, length: index - start))
    }

    private mutating func run() throws(Failure) {
        while let character = current {
            let start = index
            switch character {
            case " ", "\t":
                index += 1
            case "#":
                return
            case "\"":
                try lexString()
            case "$":
                let name = try lexParameterReference()
                add(.parameter(name), from: start)
            case "(", ")", ",", ":", "[", "]", ".", "{", "}":
                index += 1
                add(.symbol(String(character)), from: start)
            case "=":
                index += 1
                if current == "=" { index += 1 }
                add(.symbol(index - start == 2 ? "==" : "="), from: start)
            case "<", ">":
                index += 1
                if current == "=" { index += 1 }
                add(.symbol(String(character) + (index - start == 2 ? "=" : "")), from: start)
            case "!" where peek(1) == "=":
                index += 2
                add(.symbol("!="), from: start)
            case _ where character.isASCII && character.isNumber,
                 "-" where peek(1).map { $0.isASCII && $0.isNumber } == true:
                try lexNumber()
            case _ where Self.startsIdentifier(character):
                index += 1
                while let next = current, Self.continuesIdentifier(next) { index += 1 }
                add(.identifier(text(start..<index)), from: start)
            default:
                throw fail(.unexpectedCharacter(character), at: start)
            }
        }
    }

    static func startsIdentifier(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == UInt8(ascii: "_") || isASCIILetter(ascii) }
        return character.isLetter
    }

    static func continuesIdentifier(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return ascii == UInt8(ascii: "_") || isASCIILetter(ascii) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii)
        }
        return character.isLetter || character.isNumber
    }

    /// `A`–`Z` and `a`–`z`: the ASCII characters whose `isLetter` is true.
    private static func isASCIILetter(_ ascii: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii | 0x20)
    }

    /// `${NAME}`, with the index on the `$`; returns the name.
    private mutating func lexParameterReference() throws(Failure) -> String {
        let start = index
        guard peek(1) == "{" else { throw fail(.malformedParameterReference, at: start) }
        var end = index + 2
        while end < characters.count, Self.continuesIdentifier(characters[end]) { end += 1 }
        let name = String(characters[(index + 2)..<end])
        guard end < characters.count, characters[end] == "}", let first = name.first, Self.startsIdentifier(first) else {
            throw fail(.malformedParameterReference, at: start, length: max(1, end - start))
        }
        index = end + 1
        return name
    }

    private mutating func lexNumber() throws(Failure) {
        let start = index
        if current == "-" { index += 1 }
        while let next = current, next.isASCII, next.isNumber { index += 1 }
        var isFloatingPoint = false
        if current == ".", let after = peek(1), after.isASCII, after.isNumber {
            isFloatingPoint = true
            index += 1
            while let next = current, next.isASCII, next.isNumber { index += 1 }
        }
        let digits = text(start..<index)
        if isFloatingPoint {
            guard let double = Double(digits) else {
                throw fail(.unexpectedToken(found: "a malformed number", expected: "a number"), at: start, length: index - start)
            }
            add(.floatingPoint(double), from: start)
            return
        }
        guard let integer = Int(digits) else {
            throw fail(.integerOutOfRange, at: start, length: index - start)
        }
        if let next = current, next.isLetter {
            let unitStart = index
            while let next = current, next.isLetter { index += 1 }
            // `1e9`, `3x4`: not a quantity followed by a number.
            if let next = current, next.isNumber || next == "_" {
                while let next = current, next.isLetter || next.isNumber || next == "_" { index += 1 }
                throw fail(.malformedNumber, at: start, length: index - start)
            }
            add(.quantity(integer, unit: text(unitStart..<index)), from: start)
        } else {
            add(.integer(integer), from: start)
        }
    }

    private mutating func lexString() throws(Failure) {
        let start = index
        index += 1
        var parts: [Token.StringPart] = []
        var text = ""
        while true {
            guard let character = current else {
                throw fail(.unterminatedString, at: start, unterminatedFrom: start + 1)
            }
            switch character {
            case "\"":
                index += 1
                if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
                add(.string(parts), from: start)
                return
            case "\\":
                text.append(contentsOf: try lexEscape(stringStart: start))
            case "$" where peek(1) == "{":
                let referenceStart = index
                let name: String
                do {
                    name = try lexParameterReference()
                } catch {
                    var failure = error
                    failure.unterminatedFrom = start + 1
                    throw failure
                }
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.parameter(name, column: referenceStart + 1, length: index - referenceStart))
            default:
                text.append(character)
                index += 1
            }
        }
    }

    /// One escape, with the index on the backslash.
    private mutating func lexEscape(stringStart: Int) throws(Failure) -> String {
        let start = index
        index += 1
        guard let character = current else {
            throw fail(.unterminatedString, at: stringStart, unterminatedFrom: stringStart + 1)
        }
        index += 1
        switch character {
        case "\"": return "\""
        case "\\": return "\\"
        case "$": return "$"
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "u":
            guard current == "{" else { break }
            var end = index + 1
            while end < characters.count, characters[end].isHexDigit { end += 1 }
            let hex = String(characters[(index + 1)..<end])
            guard end < characters.count, characters[end] == "}", !hex.isEmpty, hex.count <= 8,
                  let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { break }
            index = end + 1
            return String(Character(scalar))
        default:
            break
        }
        let shown = character == "u" ? "\\u" : "\\" + String(character)
        throw fail(.unknownEscape(shown), at: start, length: 2, unterminatedFrom: stringStart + 1)
    }
}
