/// String literals the flow-script lexer reads back as exactly the string.
enum ScriptStringLiteral {
    /// `string` quoted and escaped (see ``ScriptLiteral/quoted(_:)``). Where
    /// a character of the string would join the quote or an escape into one
    /// character (a combining mark first, a prepended mark last), the
    /// literal is written with every non-ASCII scalar as `\u{…}`, which the
    /// lexer always reads back exactly.
    static func text(of string: String) -> String {
        let quoted = ScriptLiteral.quoted(string)
        if readsBack(quoted, as: string) { return quoted }
        var result = "\""
        // Scalars, not characters: the quotes may have joined what they enclose.
        for scalar in ScriptLiteral.quoted(string).unicodeScalars.dropFirst().dropLast() {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result + "\""
    }

    /// Whether the lexer reads `literal` as one string token holding exactly
    /// the scalars of `string`.
    private static func readsBack(_ literal: String, as string: String) -> Bool {
        guard case .success(let tokens) = Lexer.tokenize(Array(literal)), tokens.count == 1,
              case .string(let parts) = tokens[0].kind
        else { return false }
        var text = ""
        for part in parts {
            guard case .text(let piece) = part else { return false }
            text += piece
        }
        return text.unicodeScalars.elementsEqual(string.unicodeScalars)
    }
}
