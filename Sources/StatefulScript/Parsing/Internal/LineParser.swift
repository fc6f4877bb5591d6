/// Parses the tokens of one line into a ``ParsedLine``.
struct LineParser {
    struct Failure: Error {
        var problem: ScriptProblem
        var column: Int
        var length: Int
    }

    let tokens: [Token]
    let file: String
    let line: Int
    let lineLength: Int
    let parameters: ParameterTable
    let options: ScriptParserOptions
    private var index = 0
    /// How many values enclose the one being parsed.
    private var depth = 0
    /// The parameters `${…}` used, resolved.
    private(set) var usedParameters: [ScriptParameter] = []
    /// The captured values `${…}` used whose values are not known yet, with
    /// the first token or string that uses each.
    private(set) var usedCaptures: [(name: String, column: Int, length: Int)] = []

    init(tokens: [Token], file: String, line: Int, lineLength: Int,
         parameters: ParameterTable, options: ScriptParserOptions) {
        self.tokens = tokens
        self.file = file
        self.line = line
        self.lineLength = lineLength
        self.parameters = parameters
        self.options = options
    }

    // MARK: Tokens

    private var current: Token? { index < tokens.count ? tokens[index] : nil }

    private func location(_ token: Token) -> SourceLocation {
        SourceLocation(file: file, line: line, column: token.column)
    }

    private func failure(_ problem: ScriptProblem, at token: Token?) -> Failure {
        if let token {
            return Failure(problem: problem, column: token.column, length: token.length)
        }
        return Failure(problem: problem, column: lineLength + 1, length: 1)
    }

    private func unexpected(_ expected: String) -> Failure {
        failure(.unexpectedToken(found: current?.shown ?? "the end of the line", expected: expected), at: current)
    }

    private mutating func take() -> Token? {
        defer { index += 1 }
        return current
    }

    private mutating func word(_ expected: String) throws(Failure) -> (String, Token) {
        guard let token = current, let name = token.identifier else { throw unexpected(expected) }
        index += 1
        return (name, token)
    }

    /// `[2]` after a property name, any number of times: an element of an
    /// array by its position, or of a `StackState` by its id.
    private mutating func subscripts() throws(Failure) -> [String] {
        var components: [String] = []
        while current?.isSymbol("[") == true {
            index += 1
            // `[at: 2]` a position, `[id: 3]` / `[id: "A1"]` an id; `[2]` as before.
            var spelling: String?
            if let word = current?.identifier, word == "at" || word == "id",
               index + 1 < tokens.count, tokens[index + 1].isSymbol(":") {
                spelling = word
                index += 2
            }
            // `[${record}]`: a captured stack id (a stand-in 0 until the line runs).
            if let token = current, case .parameter(let name) = token.kind {
                index += 1
                let text = try resolve(name, column: token.column, length: token.length)
                try symbol("]", expected: "`]`")
                if spelling == "id", parameters.capturedIntegers[name] == nil, Int(text) == nil {
                    components.append(StatePathComponent.id(text, quoted: true).text)
                    continue
                }
                guard let position = parameters.capturedIntegers[name] ?? (text.isEmpty ? 0 : Int(text)), position >= 0 else {
                    throw failure(.unexpectedToken(found: token.shown, expected: "a position or stack id: a captured integer"), at: token)
                }
                components.append(Self.subscriptText(spelling, position))
                continue
            }
            if spelling == "id", let token = current, case .string = token.kind {
                let id = try string("an id")
                try symbol("]", expected: "`]`")
                components.append(StatePathComponent.id(id, quoted: true).text)
                continue
            }
            guard let token = current, case .integer(let position) = token.kind, position >= 0 else {
                throw unexpected(spelling == "id" ? "an id, such as `[id: 3]` or `[id: \"A1\"]`"
                    : spelling == "at" ? "a position, such as `[at: 0]`"
                    : "a position or stack id, such as `[0]`, `[at: 0]` or `[id: 3]`")
            }
            index += 1
            try symbol("]", expected: "`]`")
            components.append(Self.subscriptText(spelling, position))
        }
        return components
    }

    /// A subscript as a path keeps it: `[2]`, `[at: 2]` or `[id: 2]`.
    private static func subscriptText(_ spelling: String?, _ number: Int) -> String {
        switch spelling {
        case "at": StatePathComponent.position(number).text
        case "id": StatePathComponent.id(String(number), quoted: false).text
        default: StatePathComponent.shorthand(number).text
        }
    }

    private mutating func keyword(_ name: String) throws(Failure) {
        guard current?.identifier == name else { throw unexpected("`\(name)`") }
        index += 1
    }

    private mutating func symbol(_ symbol: String, expected: String) throws(Failure) {
        guard current?.isSymbol(symbol) == true else { throw unexpected(expected) }
        index += 1
    }

    private func end() throws(Failure) {
        if current != nil { throw unexpected("the end of the line") }
    }

    // MARK: Lines

    mutating func parse() throws(Failure) -> ParsedLine {
        guard let first = current, let name = first.identifier else {
            throw unexpected("a statement or a command")
        }
        // `tap(…)`, `type(…)` and `toggle(…)` are a feature's Commands;
        // `tap "…"`, `type "…"` and `toggle "…"` are gestures.
        // `step` and `repeat` alone or before `(` are a feature's Commands;
        // `step "…" {` and `repeat 3 {` open blocks.
        let isBareBlockWord = Self.blockWords.contains(name) && tokens.count == 1
        if isBareBlockWord || (Self.gestureWords.contains(name) || Self.blockWords.contains(name)) && nextIsOpeningParenthesis(after: index) {
            let command = try caseValue()
            try end()
            return .command(command, background: false)
        }
        guard let keyword = Keyword(rawValue: name) else {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            guard next == nil || next?.isSymbol("(") == true else {
                throw failure(.unknownStatement(name, suggestion: Suggestion.closest(to: name, in: Keyword.names)), at: first)
            }
            let command = try caseValue()
            try end()
            return .command(command, background: false)
        }
        index += 1
        let parsed: ParsedLine
        switch keyword {
        case .send:
            parsed = .command(try caseValue(), background: false)
        case .start:
            if let word = current?.identifier, Self.gestureWords.contains(word),
               !nextIsOpeningParenthesis(after: index) {
                index += 1
                parsed = .statement(.gesture(try gesture(word), background: true))
            } else {
                parsed = .command(try caseValue(), background: true)
            }
        case .cancel:
            parsed = .statement(.cancel)
        case .wait:
            parsed = .statement(.wait)
        case .advance:
            parsed = .statement(.advance(try duration()))
        case .dismiss:
            let (what, token) = try word("what to dismiss: `alert`, `dialog` or `sheet`")
            switch what {
            case "alert": parsed = .statement(.dismissAlert)
            case "dialog": parsed = .statement(.dismissDialog)
            case "sheet": parsed = .statement(.dismissSheet)
            default: throw failure(.unexpectedToken(found: token.shown, expected: "`alert`, `dialog` or `sheet`"), at: token)
            }
        case .tap, .type, .toggle:
            parsed = .statement(.gesture(try gesture(keyword.rawValue), background: false))
        case .back:
            parsed = .statement(.goBack)
        case .relaunch:
            parsed = .statement(.relaunch)
        case .expect:
            parsed = .statement(try expectation())
        case .print:
            parsed = .statement(.print(try printTarget()))
        case .backend:
            guard current != nil else { throw unexpected("a backend setting, written as a case such as `fail(save, network)`") }
            parsed = .backend(try caseValue())
        case .param, .secret:
            let (name, token) = try word("a parameter name")
            var defaultValue: String?
            if current?.isSymbol("=") == true {
                index += 1
                defaultValue = try string("a quoted default value")
            }
            parsed = .parameter(name: name, isSecret: keyword == .secret, defaultValue: defaultValue, nameToken: token)
        case .include:
            guard let token = current else { throw unexpected("a quoted file path") }
            let path = try string("a quoted file path")
            guard !path.isEmpty else { throw failure(.emptyIncludePath, at: token) }
            parsed = .include(path: path, token: token, arguments: try includeArguments())
        case .step:
            let name = try string("the quoted name of the step, such as `step \"Fill in the form\" {`")
            try symbol("{", expected: "`{` at the end of the line, the step's statements on the lines below it")
            parsed = .blockStart(.namedStep(name))
        case .let:
            let (name, nameToken) = try word("a name for the captured value, such as `let meeting = state …`")
            try symbol("=", expected: "`=` after the name, such as `let meeting = state path[1].id`")
            try self.keyword("state")
            parsed = .capture(name: name, nameToken: nameToken, path: try statePath())
        case .repeat:
            guard let token = current, case .integer(let count) = token.kind else {
                throw unexpected("how many times to repeat, such as `repeat 3 {`")
            }
            guard (1...ScriptLimits.repeatCount).contains(count) else {
                throw failure(.repeatCountOutOfRange(limit: ScriptLimits.repeatCount), at: token)
            }
            index += 1
            try symbol("{", expected: "`{` at the end of the line, the statements to repeat on the lines below it")
            parsed = .blockStart(.repeated(count))
        }
        try end()
        return parsed
    }

    /// `(name: "value", …)` after an include's path, if written.
    private mutating func includeArguments() throws(Failure) -> ParsedLine.IncludeArguments? {
        guard current?.isSymbol("(") == true else { return nil }
        index += 1
        var arguments: [ParsedLine.IncludeArguments.Argument] = []
        while current?.isSymbol(")") != true {
            if !arguments.isEmpty { try symbol(",", expected: "`,` or `)`") }
            let (name, labelToken) = try word("a parameter of the included flow, such as `loginId: \"…\"`")
            try symbol(":", expected: "`:` after the parameter's name")
            guard let valueToken = current else { throw unexpected("a quoted value") }
            let usedBefore = usedParameters.count
            let value = try string("a quoted value (parameters are text)")
            guard !arguments.contains(where: { $0.name == name }) else {
                throw failure(.duplicateIncludeArgument(name), at: labelToken)
            }
            let isSecret = usedParameters[usedBefore...].contains { $0.isSecret }
            arguments.append(.init(name: name, value: value, isSecret: isSecret, labelToken: labelToken, valueToken: valueToken))
        }
        index += 1
        return ParsedLine.IncludeArguments(arguments: arguments)
    }

    // MARK: Statements

    /// The words that open a block or a capture: alone, or before `(`, a
    /// feature's Commands of those names.
    private static let blockWords: Set<String> = [Keyword.step.rawValue, Keyword.repeat.rawValue, Keyword.let.rawValue]

    /// The words that start a gesture.
    private static let gestureWords: Set<String> = [Keyword.tap.rawValue, Keyword.type.rawValue, Keyword.toggle.rawValue]

    /// Whether `(` follows the token at `position`: `type(…)` is a feature's
    /// Command, `type "…"` a gesture.
    private func nextIsOpeningParenthesis(after position: Int) -> Bool {
        position + 1 < tokens.count && tokens[position + 1].isSymbol("(")
    }

    /// The rest of a `tap`, `type` or `toggle` line, after its keyword.
    private mutating func gesture(_ word: String) throws(Failure) -> Gesture {
        switch word {
        case "type":
            let text = try string("the quoted text to type, such as `type \"100\" into \"Amount\"`")
            try keyword("into")
            return .type(text, into: try controlReference("the quoted label of a field, such as `into \"Amount\"`"))
        case "toggle":
            return .toggle(try controlReference("the quoted label of a toggle, such as `toggle \"Remember me\"`"))
        default:
            return .tap(try controlReference("the quoted label of a button or row, such as `tap \"Continue\"`"))
        }
    }

    /// `"Label"`, optionally followed by `in "Section"`.
    private mutating func controlReference(_ expected: String) throws(Failure) -> ControlReference {
        let label = try string(expected)
        guard current?.identifier == "in" else { return ControlReference(label) }
        index += 1
        return ControlReference(label, in: try string("the quoted header of the section, such as `in \"Archived\"`"))
    }

    private mutating func expectation() throws(Failure) -> ParsedLine.Statement {
        let (subject, token) = try word("what to expect (effect, no effect, state, screen, outline)")
        switch subject {
        case "effect":
            return .expectEffect(try caseValue())
        case "no":
            try keyword("effect")
            return .expectNoEffect
        case "state":
            let path = try statePath()
            let comparisonToken = current
            let comparisons: [String: StateExpectation.Comparison] = [
                "==": .equal, "!=": .notEqual, "<": .less, "<=": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual,
            ]
            let comparison: StateExpectation.Comparison
            if case .symbol(let symbol) = comparisonToken?.kind, let found = comparisons[symbol] {
                comparison = found
                index += 1
            } else if comparisonToken?.identifier == "contains" {
                comparison = .contains
                index += 1
            } else if let isToken = comparisonToken, isToken.identifier == "is" {
                index += 1
                let negated = current?.identifier == "not"
                if negated { index += 1 }
                guard current?.identifier == "nil" else { throw unexpected(negated ? "`nil`" : "`nil` or `not nil`") }
                index += 1
                let isSecret = path.contains { options.secretLabels.contains($0) }
                let null = ScriptValue(.null, at: location(isToken))
                return .expectState(StateExpectation(
                    path: path, comparison: negated ? .isNotNil : .isNil, value: null, isSecret: isSecret))
            } else {
                throw unexpected("`==`, `!=`, `<`, `<=`, `>`, `>=`, `contains` or `is nil`")
            }
            let valueToken = current
            let value = try value()
            if comparison.orders {
                switch value.kind {
                case .integer, .floatingPoint, .duration: break
                default:
                    throw failure(.unexpectedToken(
                        found: value.kindDescription,
                        expected: "a number or a duration after `\(comparison.rawValue)` (only numbers and durations are ordered)"),
                        at: valueToken)
                }
            }
            let isSecret = path.contains { options.secretLabels.contains($0) }
            return .expectState(StateExpectation(path: path, comparison: comparison, value: value, isSecret: isSecret))
        case "screen", "outline":
            let checkWords: Set<String> = ["contains", "matches", "not"]
            let view: RenderedView = subject == "screen" ? .screen(width: try width(allowing: checkWords)) : .outline
            let expected = "`contains`, `not contains` or `matches`"
            let (check, checkToken) = try word(expected)
            switch check {
            case "contains":
                let text = try string("the quoted text to find")
                guard let countToken = current else {
                    return .expectView(ViewExpectation(view: view, check: .contains(text)))
                }
                guard case .integer(let count) = countToken.kind else {
                    throw unexpected("the end of the line, or a count such as `3 times`")
                }
                guard count >= 0 else {
                    throw failure(.unexpectedToken(found: countToken.shown, expected: "a count of zero or more, such as `3 times`"), at: countToken)
                }
                index += 1
                guard current?.identifier == "times" || (count == 1 && current?.identifier == "time") else {
                    throw unexpected(count == 1 ? "`time` (or `times`) after the count" : "`times` after the count")
                }
                index += 1
                return .expectView(ViewExpectation(view: view, check: .containsCount(text, times: count)))
            case "not":
                try keyword("contains")
                return .expectView(ViewExpectation(view: view, check: .doesNotContain(try string("the quoted text that must not be shown"))))
            case "matches":
                guard current?.identifier == "pattern" else {
                    return .expectView(ViewExpectation(view: view, check: .matchesSnapshot(try string("a quoted snapshot name, or `pattern \"…\"`"))))
                }
                index += 1
                let patternToken = current
                let pattern = try string("a quoted regular expression, such as `pattern \"Signed in as .+\"`")
                if let problem = ViewExpectation.patternProblem(pattern) {
                    throw failure(.invalidPattern(reason: problem), at: patternToken)
                }
                return .expectView(ViewExpectation(view: view, check: .matchesPattern(pattern)))
            default:
                throw failure(.unexpectedToken(found: checkToken.shown, expected: expected), at: checkToken)
            }
        default:
            let names = ["effect", "no effect", "state", "screen", "outline"]
            throw failure(.unknownExpectation(subject, suggestion: Suggestion.closest(to: subject, in: names)), at: token)
        }
    }

    /// `name[1].name`: property names and subscripts.
    private mutating func statePath() throws(Failure) -> [String] {
        var path = [try word("a property name").0]
        path += try subscripts()
        while current?.isSymbol(".") == true {
            index += 1
            path.append(try word("a property name").0)
            path += try subscripts()
        }
        return path
    }

    private mutating func printTarget() throws(Failure) -> PrintTarget {
        let (target, token) = try word("what to print (screen, outline, state)")
        switch target {
        case "screen": return .screen(width: try width(allowing: []))
        case "outline": return .outline
        case "state": return .state
        default:
            let suggestion = Suggestion.closest(to: target, in: ["screen", "outline", "state"])
            throw failure(.unknownPrintTarget(target, suggestion: suggestion), at: token)
        }
    }

    /// An optional width: columns or a preset. `stopWords` end it.
    private mutating func width(allowing stopWords: Set<String>) throws(Failure) -> ScriptWidth? {
        guard let token = current else { return nil }
        switch token.kind {
        case .integer(let columns):
            index += 1
            guard columns > 0 else {
                throw failure(.invalidWidth(String(columns), presets: options.screenWidthPresets, suggestion: nil), at: token)
            }
            return .columns(columns)
        case .identifier(let name) where !stopWords.contains(name):
            index += 1
            guard options.screenWidthPresets.contains(name) else {
                let suggestion = Suggestion.closest(to: name, in: options.screenWidthPresets)
                throw failure(.invalidWidth(name, presets: options.screenWidthPresets, suggestion: suggestion), at: token)
            }
            return .preset(name)
        default:
            return nil
        }
    }

    private mutating func duration() throws(Failure) -> Duration {
        guard let token = take() else { throw unexpected("a duration such as `250ms`") }
        switch token.kind {
        case .integer(0):
            return .zero
        case let .quantity(value, "ms") where value >= 0:
            guard value / 1_000 <= ScriptLimits.longestDuration.components.seconds else {
                throw failure(.durationTooLong(limit: ScriptLimits.longestDuration), at: token)
            }
            return .milliseconds(value)
        case let .quantity(value, "s") where value >= 0:
            guard value <= ScriptLimits.longestDuration.components.seconds else {
                throw failure(.durationTooLong(limit: ScriptLimits.longestDuration), at: token)
            }
            return .seconds(value)
        case let .quantity(value, unit):
            throw failure(value < 0 && ["ms", "s"].contains(unit) ? .negativeDuration : .unknownDurationUnit(unit), at: token)
        case .integer(let value):
            throw failure(value < 0 ? .negativeDuration : .durationWithoutUnit, at: token)
        default:
            throw failure(.unexpectedToken(found: token.shown, expected: "a duration such as `250ms`"), at: token)
        }
    }

    // MARK: Values

    /// `name`, `name()`, `name(value, label: value, …)`.
    mutating func caseValue() throws(Failure) -> CaseValue {
        var (name, token) = try word("a case name")
        // A qualified case, as dumps write errors: `ProfileError.network(reason: "…")`.
        while current?.isSymbol(".") == true, index + 1 < tokens.count, let part = tokens[index + 1].identifier {
            name += "." + part
            index += 2
        }
        guard current?.isSymbol("(") == true else {
            return CaseValue(name: name, arguments: nil, location: location(token))
        }
        index += 1
        var arguments: [CaseArgument] = []
        while current?.isSymbol(")") != true {
            if !arguments.isEmpty {
                try symbol(",", expected: "`,` or `)`")
            }
            guard let start = current else { throw unexpected("a value or `)`") }
            var label: String?
            if let name = start.identifier, index + 1 < tokens.count, tokens[index + 1].isSymbol(":") {
                label = name
                index += 2
            }
            arguments.append(CaseArgument(label: label, value: try value(), location: location(start)))
        }
        index += 1
        return CaseValue(name: name, arguments: arguments, location: location(token))
    }

    mutating func value() throws(Failure) -> ScriptValue {
        guard let token = current else { throw unexpected("a value") }
        depth += 1
        defer { depth -= 1 }
        guard depth <= ScriptLimits.nestingDepth else {
            throw failure(.nestedTooDeeply(limit: ScriptLimits.nestingDepth), at: token)
        }
        let at = location(token)
        switch token.kind {
        case .string:
            return ScriptValue(.string(try string("a value")), at: at)
        case .parameter(let name):
            index += 1
            let text = try resolve(name, column: token.column, length: token.length)
            // A captured integer, written bare, is that integer (a stack id).
            if let integer = parameters.capturedIntegers[name] { return ScriptValue(.integer(integer), at: at) }
            return ScriptValue(.string(text), at: at)
        case .integer(let integer):
            index += 1
            return ScriptValue(.integer(integer), at: at)
        case .floatingPoint(let double):
            index += 1
            return ScriptValue(.floatingPoint(double), at: at)
        case .quantity:
            return ScriptValue(.duration(try duration()), at: at)
        case .identifier("true"), .identifier("false"):
            index += 1
            return ScriptValue(.boolean(token.identifier == "true"), at: at)
        case .identifier("nil"):
            index += 1
            return ScriptValue(.null, at: at)
        case .identifier:
            return ScriptValue(.caseValue(try caseValue()), at: at)
        case .symbol("["):
            index += 1
            var elements: [ScriptValue] = []
            while current?.isSymbol("]") != true {
                if !elements.isEmpty { try symbol(",", expected: "`,` or `]`") }
                elements.append(try value())
            }
            index += 1
            return ScriptValue(.array(elements), at: at)
        default:
            throw unexpected("a value")
        }
    }

    /// A string literal (or a bare `${NAME}`), parameters substituted.
    private mutating func string(_ expected: String) throws(Failure) -> String {
        guard let token = current else { throw unexpected(expected) }
        switch token.kind {
        case .string(let parts):
            index += 1
            var result = ""
            for part in parts {
                switch part {
                case .text(let text): result += text
                case let .parameter(name, column, length): result += try resolve(name, column: column, length: length)
                }
            }
            return result
        case .parameter(let name):
            index += 1
            return try resolve(name, column: token.column, length: token.length)
        default:
            throw unexpected(expected)
        }
    }

    private mutating func resolve(_ name: String, column: Int, length: Int) throws(Failure) -> String {
        if parameters.captureNames.contains(name) {
            // Known when the line runs; a stand-in until then.
            usedCaptures.append((name, column, length))
            return ""
        }
        guard let parameter = parameters.lookup(name) else {
            let suggestion = Suggestion.closest(to: name, in: parameters.suggestionNames)
            throw Failure(problem: .unknownParameter(name, suggestion: suggestion), column: column, length: length)
        }
        usedParameters.append(parameter)
        return parameter.value
    }
}
