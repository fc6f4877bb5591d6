/// The `rows (NAME, …) {` block of a flow, read apart from the statements:
/// each line up to the `}` is one row of values for the named parameters,
/// and the flow runs once per row.
///
/// ```text
/// rows (customer, pin) {
///     ("Ada", "1234")
///     ("Grace", "5678")
/// }
/// ```
enum RowsHeader {
    /// A problem in a `rows` block, with its column (from 1) and length.
    struct Failure: Error {
        var problem: ScriptProblem
        var column: Int
        var length: Int
    }

    /// A parameter named by the `rows` line, with where it is written.
    struct Column {
        var name: String
        var column: Int
        var length: Int
    }

    /// Whether `tokens` open a `rows` block: `rows`, then anything, ending
    /// with `{` (a Command named `rows` never ends with `{`).
    static func opens(_ tokens: [Token]) -> Bool {
        tokens.count > 1 && tokens.first?.identifier == "rows" && tokens.last?.isSymbol("{") == true
    }

    /// The parameter names of a `rows (NAME, …) {` line.
    static func columns(_ tokens: [Token]) -> Result<[Column], Failure> {
        let inner = tokens.dropFirst().dropLast()
        guard let open = inner.first, open.isSymbol("("), let close = inner.last, close.isSymbol(")"), inner.count >= 3 else {
            let token = inner.first ?? tokens[tokens.count - 1]
            return .failure(Failure(problem: .malformedRows(expected: "`rows (NAME, …) {`, naming the parameters each row gives"),
                                    column: token.column, length: token.length))
        }
        var columns: [Column] = []
        let names = Array(inner.dropFirst().dropLast())
        for (offset, token) in names.enumerated() {
            if offset % 2 == 1 {
                guard token.isSymbol(",") else {
                    return .failure(Failure(problem: .unexpectedToken(found: token.shown, expected: "`,` or `)`"),
                                            column: token.column, length: token.length))
                }
                continue
            }
            guard let name = token.identifier else {
                return .failure(Failure(problem: .unexpectedToken(found: token.shown, expected: "a parameter's name"),
                                        column: token.column, length: token.length))
            }
            guard !columns.contains(where: { $0.name == name }) else {
                return .failure(Failure(problem: .duplicateRowsParameter(name), column: token.column, length: token.length))
            }
            columns.append(Column(name: name, column: token.column, length: token.length))
        }
        guard names.count % 2 == 1 else {
            let last = names[names.count - 1]
            return .failure(Failure(problem: .unexpectedToken(found: last.shown, expected: "a parameter's name"),
                                    column: last.column, length: last.length))
        }
        guard columns.count <= ScriptLimits.rowsParameters else {
            return .failure(Failure(problem: .tooManyRowsParameters(limit: ScriptLimits.rowsParameters),
                                    column: open.column, length: close.column + close.length - open.column))
        }
        return .success(columns)
    }

    /// The values of one row line, `("Ada", "1234")`: quoted text only, as
    /// many as there are `columns`.
    static func row(_ tokens: [Token], columns: Int) -> Result<[String], Failure> {
        guard let open = tokens.first, open.isSymbol("("), let close = tokens.last, close.isSymbol(")"), tokens.count >= 2 else {
            let token = tokens.first ?? Token(kind: .symbol("("), column: 1, length: 1)
            return .failure(Failure(problem: .malformedRows(expected: "a row, such as `(\"Ada\", \"1234\")`, or the `}` that ends the rows"),
                                    column: token.column, length: token.length))
        }
        var values: [String] = []
        let inner = Array(tokens.dropFirst().dropLast())
        for (offset, token) in inner.enumerated() {
            if offset % 2 == 1 {
                guard token.isSymbol(",") else {
                    return .failure(Failure(problem: .unexpectedToken(found: token.shown, expected: "`,` or `)`"),
                                            column: token.column, length: token.length))
                }
                continue
            }
            guard case .string(let parts) = token.kind else {
                return .failure(Failure(problem: .unexpectedToken(found: token.shown, expected: "a quoted value"),
                                        column: token.column, length: token.length))
            }
            var text = ""
            for part in parts {
                switch part {
                case .text(let piece):
                    text += piece
                case let .parameter(name, column, length):
                    return .failure(Failure(problem: .parameterInRow(name), column: column, length: length))
                }
            }
            values.append(text)
        }
        if let last = inner.last, last.isSymbol(",") {
            return .failure(Failure(problem: .unexpectedToken(found: last.shown, expected: "a quoted value"),
                                    column: last.column, length: last.length))
        }
        guard values.count == columns else {
            return .failure(Failure(problem: .rowValueCount(expected: columns, found: values.count),
                                    column: open.column, length: close.column + close.length - open.column))
        }
        return .success(values)
    }
}
