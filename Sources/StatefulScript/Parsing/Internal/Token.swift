/// One token of a line.
struct Token: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case string([StringPart])
        case integer(Int)
        case floatingPoint(Double)
        /// An integer with a unit written right after it: `250ms`.
        case quantity(Int, unit: String)
        /// `${NAME}` outside a string.
        case parameter(String)
        /// `(` `)` `,` `:` `[` `]` `.` `{` `}` `=` `==` `!=`
        case symbol(String)
    }

    /// A piece of a string literal.
    enum StringPart: Equatable {
        case text(String)
        case parameter(String, column: Int, length: Int)
    }

    var kind: Kind
    /// The column of the first character, from 1.
    var column: Int
    /// How many characters it spans.
    var length: Int

    var identifier: String? {
        if case .identifier(let name) = kind { name } else { nil }
    }

    var isString: Bool {
        if case .string = kind { true } else { false }
    }

    func isSymbol(_ symbol: String) -> Bool {
        kind == .symbol(symbol)
    }

    /// How a message names the token, never quoting a string's content or a
    /// number (either may be a secret, such as a PIN).
    var shown: String {
        switch kind {
        case .identifier(let name): "`\(name)`"
        case .string: "a string"
        case .integer: "an integer"
        case .floatingPoint: "a number"
        case let .quantity(value, unit): "`\(value)\(unit)`"
        case .parameter(let name): "`${\(name)}`"
        case .symbol(let symbol): "`\(symbol)`"
        }
    }
}
