import Foundation
import Stateful

/// Parses flow scripts for a feature whose Command is `Command` and whose
/// `backend` lines decode into `Backend`.
///
/// Everything that can be checked before running is checked here, and every
/// problem in a script (and in the files it includes) is reported at once:
/// syntax, unknown statements, Commands that do not decode into `Command`,
/// unknown parameters, missing includes and include cycles.
///
/// ```swift
/// import Foundation
///
/// var parser = FlowScriptParser<ProfileCommand, ProfileBackend>(options: .init(
///     parameters: ["PIN": "4711"], secretParameters: ["PIN"]))
/// do {
///     let script = try parser.parse(contentsOf: URL(filePath: "Flows/save.flow"),
///                                   displayPath: "Flows/save.flow")
///     for step in script.flattenedSteps { print(step) }
/// } catch {
///     print(error)  // Flows/save.flow:4:1: error: … (exit status 2)
/// }
/// ```
///
/// A parser keeps the parameters declared so far, so an interactive session
/// can parse one line at a time with ``parse(source:path:directory:firstLine:)``
/// and still use `${NAME}` declared earlier. Use a new parser for each flow
/// file.
///
/// ## Secrets
/// The feature's own types say what is secret, through
/// ``/Stateful/Redactable/redactedLabels``: every argument of a Command or
/// Backend case listed there (`enterPin`), an argument whose label is listed
/// (`account(name: "a", pin: "4711")` with `pin` listed), the values of secret
/// parameters, and the expected value of a secret State property
/// (``ScriptParserOptions/secretLabels``). Every diagnostic and every
/// ``ScriptStep/maskedSource`` masks them, and ``FlowScript/secrets`` masks
/// them in anything a runner prints.
public struct FlowScriptParser<Command: Decodable & Sendable, Backend: Decodable & Sendable>: Sendable {
    /// What the parser needs from outside the script.
    public var options: ScriptParserOptions
    /// The parameters declared or used so far.
    public private(set) var parameters: [String: ScriptParameter] = [:]
    /// Every secret seen so far.
    public private(set) var secrets = SecretMasker()

    private var declared: [String: ScriptParameter] = [:]
    /// The names of every `param` and `secret` line read, with a value or not.
    private var declaredNames: Set<String> = []
    private var includeStack: [(canonical: RawPath, display: String)] = []
    /// Steps parsed so far, includes expanded (see ``ScriptLimits/expandedSteps``).
    private var expandedSteps = 0
    private var reader: FlowFileReader { FlowFileReader(root: options.includeRoot.map(RawPath.init)) }
    /// Included files already read, by canonical path: a file included many
    /// times is read once.
    private var includedData: [RawPath: Data] = [:]
    /// How many steps each included file expanded to, the fewest seen.
    private var includedSteps: [RawPath: Int] = [:]
    /// A lower bound of each included file's steps, worked out before parsing.
    private var includedStepsEstimate: [RawPath: Int] = [:]
    /// Whether a Command or Backend name may be secret, by name: the
    /// misspelling check is an edit distance, worth doing once per name.
    private var secretNames: [String: Bool] = [:]
    /// Whether the line just parsed left a string open: the next line may be
    /// the rest of it, so its diagnostics show none of it.
    private var continuesBrokenString = false
    /// Canonical paths of include targets, by the path as joined.
    private var canonicalPaths: [RawPath: RawPath] = [:]
    /// The names of the values captured as the flow runs (`let NAME = …`).
    private var captureNames: Set<String> = []
    /// Captured integers, set when a line using them is parsed again as it runs.
    private var capturedIntegers: [String: Int] = [:]
    /// The names of the `step "…" {` blocks being parsed, outermost first.
    private var stepNames: [String] = []
    /// How many `step` and `repeat` blocks enclose the line being parsed.
    private var blockDepth = 0
    /// One for each file being included, innermost last: its arguments and
    /// what it declares.
    private var includeFrames: [IncludeFrame] = []

    /// What an `include` passes to the file it includes, and what that file
    /// declares as it is parsed.
    private struct IncludeFrame {
        var arguments: [String: ParsedLine.IncludeArguments.Argument]
        /// Whether the include wrote an argument list: then a parameter
        /// without a value is the include's mistake.
        var hasArgumentList: Bool
        /// The parameters the file declares, in order.
        var declaredNames: [String] = []
        /// Those declared `secret`.
        var secretNames: Set<String> = []
        /// Those that got no value.
        var missing: [String] = []
    }

    /// Creates a parser.
    public init(options: ScriptParserOptions = ScriptParserOptions()) {
        self.options = options
        for name in options.secretParameters {
            if let value = options.parameters[name] ?? options.environment[name] { secrets.add(value) }
        }
    }

    /// Parses the flow file at `url`.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - displayPath: How diagnostics name it, normally the path as the user
    ///     typed it; `url.relativePath` by default.
    /// - Throws: ``FlowScriptError`` with every problem found.
    public mutating func parse(contentsOf url: URL, displayPath: String? = nil) throws(FlowScriptError) -> FlowScript<Command, Backend> {
        try parse(contentsOf: RawPath(url), displayPath: displayPath ?? url.relativePath)
    }

    /// Parses the flow file at `path`, which need not be valid UTF-8: it is
    /// opened by its bytes, and the files it includes are found relative to
    /// its folder by their bytes too.
    ///
    /// - Parameters:
    ///   - path: The file, as its bytes.
    ///   - displayPath: How diagnostics name it; by default the path's
    ///     text, or its escaped form (``RawPath/shown``, `bad\xFF.flow`)
    ///     when it is not UTF-8.
    /// - Throws: ``FlowScriptError`` with every problem found.
    public mutating func parse(contentsOf path: RawPath, displayPath: String? = nil) throws(FlowScriptError) -> FlowScript<Command, Backend> {
        let display = displayPath ?? path.text
        var diagnostics: [ScriptDiagnostic] = []
        let script: FlowScript<Command, Backend>
        do {
            let data = try reader.read(path, requireInsideRoot: false)
            script = parseFile(data: data, display: display, directory: path.deletingLastComponent,
                               canonical: Self.canonicalPath(path), diagnostics: &diagnostics)
        } catch {
            throw .invalidScript([ScriptDiagnostic(
                problem: .unreadableFile(path: display, reason: error.reason),
                location: SourceLocation(file: display, line: 0, column: 0), sourceLine: nil)])
        }
        guard diagnostics.isEmpty else { throw .invalidScript(diagnostics) }
        return script
    }

    /// Parses `data` as a flow file named `path`, whose includes are found
    /// relative to `directory`.
    public mutating func parse(data: Data, path: String, directory: URL) throws(FlowScriptError) -> FlowScript<Command, Backend> {
        var diagnostics: [ScriptDiagnostic] = []
        let folder = RawPath(directory)
        let canonical = Self.canonicalPath(folder.appending(RawPath((path as NSString).lastPathComponent)))
        let script = parseFile(data: data, display: path, directory: folder, canonical: canonical, diagnostics: &diagnostics)
        guard diagnostics.isEmpty else { throw .invalidScript(diagnostics) }
        return script
    }

    /// Parses `source`, named `path` in diagnostics, with includes found
    /// relative to `directory`; the first line is numbered `firstLine` (an
    /// interactive session passes each line with its number).
    public mutating func parse(
        source: String, path: String, directory: URL, firstLine: Int = 1
    ) throws(FlowScriptError) -> FlowScript<Command, Backend> {
        var diagnostics: [ScriptDiagnostic] = []
        let folder = RawPath(directory)
        let canonical = Self.canonicalPath(folder.appending(RawPath((path as NSString).lastPathComponent)))
        includeStack.append((canonical, path))
        defer { includeStack.removeLast() }
        let script = parseLines(source, display: path, directory: folder, firstLine: firstLine, diagnostics: &diagnostics)
        guard diagnostics.isEmpty else { throw .invalidScript(diagnostics) }
        return script
    }

    // MARK: Files

    private mutating func parseFile(
        data: Data, display: String, directory: RawPath, canonical: RawPath, diagnostics: inout [ScriptDiagnostic]
    ) -> FlowScript<Command, Backend> {
        includeStack.append((canonical, display))
        defer { includeStack.removeLast() }
        switch UTF8Text.decode(data) {
        case .success(let source):
            return parseLines(source, display: display, directory: directory, firstLine: 1, diagnostics: &diagnostics)
        case .failure(let invalid):
            diagnostics.append(ScriptDiagnostic(
                problem: .invalidUTF8,
                location: SourceLocation(file: display, line: invalid.line, column: invalid.column),
                sourceLine: secrets.mask(invalid.lineText)))
            return FlowScript(path: display, steps: [], parameters: parameters, secrets: secrets)
        }
    }

    private mutating func parseLines(
        _ source: String, display: String, directory: RawPath, firstLine: Int, diagnostics: inout [ScriptDiagnostic]
    ) -> FlowScript<Command, Backend> {
        var text = Substring(source)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        // A flow that surely expands past the limit is refused before any of
        // it is parsed, at the line where it passes it.
        if includeStack.count == 1, let crossing = lineOverStepLimit(text, directory: directory) {
            let lineText = text.utf8.split(separator: UInt8(ascii: "\n"), maxSplits: crossing + 1, omittingEmptySubsequences: false)
                .dropFirst(crossing).first.map { String(Substring($0)) } ?? ""
            let column = (Array(lineText).firstIndex { $0 != " " && $0 != "\t" } ?? 0) + 1
            reportTooManySteps(
                at: SourceLocation(file: display, line: firstLine + crossing, column: column), source: secrets.mask(lineText),
                diagnostics: &diagnostics)
            return FlowScript(path: display, steps: [], parameters: parameters, secrets: secrets)
        }
        // Split at the byte of U+000A, which is where its scalar is.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            var line = String(Substring(bytes))
            if line.hasSuffix("\r") { line.unicodeScalars.removeLast() }
            return line
        }
        var contexts = lines.enumerated().map { offset, line in
            LineContext(text: line, characters: Array(line), file: display, number: firstLine + offset, directory: directory)
        }
        let feature = takeFeatureHeader(&contexts, diagnostics: &diagnostics)
        let tags = takeTagsHeader(&contexts, diagnostics: &diagnostics)
        let rowsBlock = takeRowsBlock(&contexts, diagnostics: &diagnostics)
        if let rowsBlock, !rowsBlock.rows.isEmpty {
            // The chosen row's values are given to the parameters, as `--param` gives them.
            let chosen = rowsBlock.rows[min(max(options.row ?? 1, 1), rowsBlock.rows.count) - 1]
            for (column, value) in zip(rowsBlock.columns, chosen) {
                options.parameters[column.name] = value
                if options.secretParameters.contains(column.name) { secrets.add(value) }
            }
        }
        let body = FileBody(lines: contexts, roles: contexts.map(Self.blockRole))
        let steps = parseBody(body, range: body.lines.indices, diagnostics: &diagnostics)
        let rows = rowsBlock.map { finishRows($0, diagnostics: &diagnostics) } ?? []
        var script = FlowScript<Command, Backend>(
            path: display, steps: steps, parameters: parameters, secrets: secrets, tags: tags, rows: rows)
        script.feature = feature
        return script
    }

    /// A flow's `rows` block as written: the parameters its line names, and
    /// each row's values.
    private struct RowsBlock {
        var columns: [RowsHeader.Column]
        var rows: [[String]]
        var line: LineContext
    }

    /// Reads the `rows (NAME, …) {` block (once, in the flow that is run)
    /// and blanks its lines, so that the statements' parsing never sees
    /// them; a problem is reported where it is, the row's values unshown.
    private func takeRowsBlock(_ contexts: inout [LineContext], diagnostics: inout [ScriptDiagnostic]) -> RowsBlock? {
        var block: RowsBlock?
        func blank(_ index: Int) {
            let context = contexts[index]
            contexts[index] = LineContext(
                text: "", characters: [], file: context.file, number: context.number, directory: context.directory)
        }
        // A row's values may be secret, and which are is known only once the
        // flow's `secret` lines are read: a message about a row shows none.
        func rowDiagnostic(_ problem: ScriptProblem, column: Int, length: Int, line: LineContext) -> ScriptDiagnostic {
            let start = line.characters.firstIndex { $0 != " " && $0 != "\t" } ?? 0
            let span = MaskedLine.Span(start: start, length: line.characters.count - start, replacement: "(…)")
            return diagnostic(problem, column: column, length: length, line: line, spans: [span])
        }
        var index = contexts.startIndex
        while index < contexts.endIndex {
            let line = contexts[index]
            guard line.characters.contains("{"), case .success(let tokens) = Lexer.tokenize(line.characters),
                  RowsHeader.opens(tokens)
            else {
                index += 1
                continue
            }
            blank(index)
            var columns: [RowsHeader.Column]?
            switch RowsHeader.columns(tokens) {
            case .success(let parsed):
                columns = parsed
            case .failure(let failure):
                diagnostics.append(diagnostic(failure.problem, column: failure.column, length: failure.length, line: line, spans: []))
            }
            var rows: [[String]] = []
            var closed = false
            var end = index + 1
            while end < contexts.endIndex, !closed {
                let rowLine = contexts[end]
                defer { end += 1 }
                guard !TagsHeader.isBlankOrComment(rowLine.characters) else { continue }
                blank(end)
                switch Lexer.tokenize(rowLine.characters) {
                case .failure(let failure):
                    diagnostics.append(rowDiagnostic(failure.problem, column: failure.column, length: failure.length, line: rowLine))
                case .success(let rowTokens):
                    if rowTokens.count == 1, rowTokens[0].isSymbol("}") {
                        closed = true
                        continue
                    }
                    guard let columns else { continue }
                    switch RowsHeader.row(rowTokens, columns: columns.count) {
                    case .success(let values):
                        if rows.count == ScriptLimits.rows {
                            diagnostics.append(rowDiagnostic(
                                .tooManyRows(limit: ScriptLimits.rows), column: rowTokens[0].column, length: 1, line: rowLine))
                        }
                        rows.append(values)
                    case .failure(let failure):
                        diagnostics.append(rowDiagnostic(failure.problem, column: failure.column, length: failure.length, line: rowLine))
                        // A stand-in, so that the parameters still get values and the error is said once.
                        rows.append(Array(repeating: "", count: columns.count))
                    }
                }
            }
            let keyword = tokens[0]
            if includeStack.count > 1 {
                diagnostics.append(diagnostic(.rowsInInclude, column: keyword.column, length: keyword.length, line: line, spans: []))
            } else if block != nil {
                diagnostics.append(diagnostic(.repeatedRows, column: keyword.column, length: keyword.length, line: line, spans: []))
            } else if !closed {
                diagnostics.append(diagnostic(.unclosedRows, column: keyword.column, length: keyword.length, line: line, spans: []))
            } else if let columns {
                if rows.isEmpty {
                    diagnostics.append(diagnostic(.noRows, column: keyword.column, length: keyword.length, line: line, spans: []))
                }
                block = RowsBlock(columns: columns, rows: Array(rows.prefix(ScriptLimits.rows)), line: line)
            }
            index = end
        }
        return block
    }

    /// The rows of `block`, once the flow's parameters are declared: each
    /// parameter it names must be one, and a secret one's values are
    /// masked, every row's.
    private mutating func finishRows(_ block: RowsBlock, diagnostics: inout [ScriptDiagnostic]) -> [FlowRow] {
        var known = true
        for column in block.columns where !declaredNames.contains(column.name) {
            known = false
            let names = declaredNames.sorted()
            diagnostics.append(diagnostic(
                .unknownRowsParameter(column.name, declared: names, suggestion: Suggestion.closest(to: column.name, in: names)),
                column: column.column, length: column.length, line: block.line, spans: []))
        }
        guard known else { return [] }
        return block.rows.enumerated().map { offset, values in
            FlowRow(number: offset + 1, values: zip(block.columns, values).map { column, value in
                let isSecret = declared[column.name]?.isSecret == true || options.secretParameters.contains(column.name)
                if isSecret { secrets.add(value) }
                return ScriptParameter(name: column.name, value: value, isSecret: isSecret)
            })
        }
    }

    /// Reads the `feature:` header (before the first statement, once, in the
    /// flow that is run) and blanks its line, so that neither the `tags:`
    /// header nor the statements see it; a misplaced one is reported where
    /// it is.
    private func takeFeatureHeader(_ contexts: inout [LineContext], diagnostics: inout [ScriptDiagnostic]) -> String? {
        var feature: String?
        var lineSeen = false
        var statementSeen = false
        for index in contexts.indices {
            let context = contexts[index]
            guard FeatureHeader.isFeatureLine(context.characters) else {
                if !statementSeen, !TagsHeader.isBlankOrComment(context.characters), !TagsHeader.isTagsLine(context.characters) {
                    statementSeen = true
                }
                continue
            }
            contexts[index] = LineContext(
                text: "", characters: [], file: context.file, number: context.number, directory: context.directory)
            let misplaced: ScriptProblem? = includeStack.count > 1 ? .featureLineInInclude
                : statementSeen ? .featureLineAfterStatement : lineSeen ? .repeatedFeatureLine : nil
            lineSeen = true
            if let misplaced {
                diagnostics.append(diagnostic(
                    misplaced, column: FeatureHeader.keywordColumn(context.characters), length: 8, line: context, spans: []))
                continue
            }
            switch FeatureHeader.parse(context.characters) {
            case .success(let parsed):
                feature = parsed.name
            case .failure(let failure):
                diagnostics.append(diagnostic(failure.problem, column: failure.column, length: failure.length, line: context, spans: []))
            }
        }
        return feature
    }

    /// Reads the `tags:` header (before the first statement, once, in the
    /// flow that is run) and blanks its line, so that the statements'
    /// parsing never sees it; a misplaced one is reported where it is.
    private func takeTagsHeader(_ contexts: inout [LineContext], diagnostics: inout [ScriptDiagnostic]) -> [FlowTag] {
        var tags: [FlowTag] = []
        var tagsLineSeen = false
        var statementSeen = false
        for index in contexts.indices {
            let context = contexts[index]
            guard TagsHeader.isTagsLine(context.characters) else {
                if !statementSeen, !TagsHeader.isBlankOrComment(context.characters) { statementSeen = true }
                continue
            }
            contexts[index] = LineContext(
                text: "", characters: [], file: context.file, number: context.number, directory: context.directory)
            let misplaced: ScriptProblem? = includeStack.count > 1 ? .tagsInInclude
                : statementSeen ? .tagsAfterStatement : tagsLineSeen ? .repeatedTagsLine : nil
            tagsLineSeen = true
            let keyword = context.characters.firstIndex { $0 != " " && $0 != "\t" } ?? 0
            if let misplaced {
                diagnostics.append(diagnostic(misplaced, column: keyword + 1, length: 5, line: context, spans: []))
                continue
            }
            switch TagsHeader.parse(context.characters) {
            case .success(let parsed):
                tags = parsed
            case .failure(let failure):
                diagnostics.append(diagnostic(failure.problem, column: failure.column, length: failure.length, line: context, spans: []))
            }
        }
        return tags
    }

    /// The lines of a file, and how each takes part in blocks.
    private struct FileBody {
        let lines: [LineContext]
        let roles: [BlockRole]
    }

    /// How a line takes part in blocks.
    private enum BlockRole {
        /// `step "…" {`, `repeat 3 {`
        case opens
        /// `}`
        case closes
        case neither
    }

    private static func blockRole(_ line: LineContext) -> BlockRole {
        // Most lines have no brace at all: no need to read them twice.
        guard line.characters.contains("{") || line.characters.contains("}"),
              case .success(let tokens) = Lexer.tokenize(line.characters), let first = tokens.first else { return .neither }
        if tokens.count == 1, first.isSymbol("}") { return .closes }
        if let word = first.identifier, word == Keyword.step.rawValue || word == Keyword.repeat.rawValue,
           tokens.count > 1, tokens.last?.isSymbol("{") == true {
            return .opens
        }
        return .neither
    }

    /// Parses the lines in `range`, blocks expanded: a named step's
    /// statements carry its name, a repeated block's are parsed once per run.
    private mutating func parseBody(
        _ body: FileBody, range: Range<Int>, diagnostics: inout [ScriptDiagnostic]
    ) -> [ScriptStep<Command, Backend>] {
        var steps: [ScriptStep<Command, Backend>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            // Past the limit, nothing more is parsed: an include that
            // expands exponentially stops here.
            guard expandedSteps <= ScriptLimits.expandedSteps,
                  diagnostics.count < ScriptLimits.collectedDiagnostics else { break }
            let line = body.lines[index]
            switch body.roles[index] {
            case .closes:
                let column = (line.characters.firstIndex(of: "}") ?? 0) + 1
                diagnostics.append(diagnostic(.unopenedBlockEnd, column: column, length: 1, line: line, spans: []))
                index += 1
            case .opens:
                var depth = 0
                var end: Int?
                for candidate in (index + 1)..<range.upperBound {
                    switch body.roles[candidate] {
                    case .opens: depth += 1
                    case .closes where depth == 0: end = candidate
                    case .closes: depth -= 1
                    case .neither: break
                    }
                    if end != nil { break }
                }
                let bodyRange = (index + 1)..<(end ?? range.upperBound)
                steps += parseBlock(opener: line, body: body, range: bodyRange, isClosed: end != nil, diagnostics: &diagnostics)
                index = end.map { $0 + 1 } ?? range.upperBound
            case .neither:
                index += 1
                guard case .step(let step) = parseLine(line, diagnostics: &diagnostics) else { continue }
                steps.append(step)
                // An include counts as a step too, so includes of nothing cannot
                // multiply without limit either.
                countStep(at: step.location, source: step.maskedSource, diagnostics: &diagnostics)
            }
        }
        return steps
    }

    /// Reports, once, that the flow expands to more than
    /// ``ScriptLimits/expandedSteps`` steps, at `location`: the rest of
    /// the flow is not parsed.
    private mutating func reportTooManySteps(at location: SourceLocation, source: String, diagnostics: inout [ScriptDiagnostic]) {
        guard expandedSteps <= ScriptLimits.expandedSteps else { return }
        expandedSteps = ScriptLimits.expandedSteps
        countStep(at: location, source: source, diagnostics: &diagnostics)
    }

    /// Counts one step towards ``ScriptLimits/expandedSteps``, reporting
    /// once, where it is passed, that the flow expands to too many.
    private mutating func countStep(at location: SourceLocation, source: String, diagnostics: inout [ScriptDiagnostic]) {
        expandedSteps += 1
        if expandedSteps == ScriptLimits.expandedSteps + 1 {
            diagnostics.append(ScriptDiagnostic(
                problem: .tooManySteps(includeStack.map(\.display), limit: ScriptLimits.expandedSteps),
                location: location, sourceLine: source))
        }
    }

    /// A `step "…" {` or `repeat N {` line and the lines of its body.
    private mutating func parseBlock(
        opener line: LineContext, body: FileBody, range: Range<Int>, isClosed: Bool, diagnostics: inout [ScriptDiagnostic]
    ) -> [ScriptStep<Command, Backend>] {
        let outcome = parseLine(line, diagnostics: &diagnostics)
        guard case let .block(block, firstToken) = outcome else {
            // The opener is wrong: its body is still checked, once.
            _ = parseBody(body, range: range, diagnostics: &diagnostics)
            return []
        }
        let keyword = firstToken.identifier ?? ""
        if !isClosed {
            diagnostics.append(diagnostic(
                .unclosedBlock(keyword), column: firstToken.column, length: firstToken.length, line: line,
                spans: secretSpans(tokens(of: line), line: line.characters)))
        }
        guard blockDepth < ScriptLimits.blockDepth else {
            diagnostics.append(diagnostic(
                .blocksTooDeep(limit: ScriptLimits.blockDepth), column: firstToken.column, length: firstToken.length,
                line: line, spans: secretSpans(tokens(of: line), line: line.characters)))
            return []
        }
        blockDepth += 1
        defer { blockDepth -= 1 }
        let location = SourceLocation(file: line.file, line: line.number, column: firstToken.column)
        switch block {
        case .namedStep(let name):
            stepNames.append(secrets.mask(name))
            defer { stepNames.removeLast() }
            countStep(at: location, source: secrets.mask(line.text), diagnostics: &diagnostics)
            return parseBody(body, range: range, diagnostics: &diagnostics)
        case .repeated(let count):
            // `${index}` is the run's number, from 1; an inner block's hides an outer one's.
            let outerIndex = declared[Self.repeatIndexName]
            defer { declared[Self.repeatIndexName] = outerIndex }
            var steps: [ScriptStep<Command, Backend>] = []
            let start = expandedSteps
            for run in 1...count {
                guard expandedSteps <= ScriptLimits.expandedSteps else { break }
                // Each run counts, so a repeated empty block cannot spin without limit.
                countStep(at: location, source: secrets.mask(line.text), diagnostics: &diagnostics)
                declared[Self.repeatIndexName] = ScriptParameter(name: Self.repeatIndexName, value: String(run), isSecret: false)
                let before = diagnostics.count
                steps += parseBody(body, range: range, diagnostics: &diagnostics)
                // A mistake in the block is reported once, not once per run.
                if diagnostics.count > before { break }
                // One run tells how many steps the block expands to: a block
                // that will pass the limit is refused now, not after parsing
                // a hundred thousand steps.
                if run == 1, start + (expandedSteps - start) * count > ScriptLimits.expandedSteps {
                    reportTooManySteps(at: location, source: secrets.mask(line.text), diagnostics: &diagnostics)
                    break
                }
            }
            return steps
        }
    }

    /// The parameter a `repeat` block's statements read as `${index}`.
    static var repeatIndexName: String { "index" }

    /// The tokens of a line that lexes (a block's opener does).
    private func tokens(of line: LineContext) -> [Token] {
        if case .success(let tokens) = Lexer.tokenize(line.characters) { return tokens }
        return []
    }

    /// What a line is, once parsed.
    private enum LineOutcome {
        case step(ScriptStep<Command, Backend>)
        case block(ParsedLine.Block, Token)
        /// Nothing to run (blank, a comment) or an error, reported.
        case nothing
    }

    private struct LineContext {
        let text: String
        let characters: [Character]
        let file: String
        let number: Int
        /// The folder of the file the line is in: includes are found relative to it.
        let directory: RawPath
    }

    // MARK: Lines

    private mutating func parseLine(_ line: LineContext, diagnostics: inout [ScriptDiagnostic]) -> LineOutcome {
        let tokens: [Token]
        switch Lexer.tokenize(line.characters) {
        case .success(let lexed):
            tokens = lexed
        case .failure(let failure):
            // Only what is secret by declaration is masked: the literals of a
            // secret line, and what follows the point where the line stops
            // making sense when that may be a secret (on a secret line, or
            // right after a secret label such as `pin:`); nothing at all of
            // the line after a secret string left open.
            let mentionsSecret = mentionsSecret(failure.tokens)
            var spans = secretSpans(failure.tokens, line: line.characters, everyLiteral: mentionsSecret)
            let tailIsSecret = mentionsSecret || isSecretLine(failure.tokens) || endsWithSecretLabel(failure.tokens)
            let from: Int? = continuesBrokenString ? 0
                : tailIsSecret ? (failure.unterminatedFrom ?? (failure.column - 1)) : nil
            if let from, from < line.characters.count {
                spans.append(MaskedLine.Span(start: from, length: line.characters.count - from, replacement: Redaction.mask))
            }
            continuesBrokenString = failure.unterminatedFrom != nil && tailIsSecret
            diagnostics.append(diagnostic(failure.problem, column: failure.column, length: failure.length, line: line, spans: spans))
            return .nothing
        }
        // The line after a string left open may be the rest of that string.
        let afterBrokenString = continuesBrokenString
        continuesBrokenString = false
        guard let first = tokens.first else { return .nothing }
        var spans = secretSpans(tokens, line: line.characters)
        let diagnosticSpans = afterBrokenString
            ? [MaskedLine.Span(start: 0, length: line.characters.count, replacement: Redaction.mask)]
            : spans
        var parser = LineParser(
            tokens: tokens, file: line.file, line: line.number, lineLength: line.characters.count,
            parameters: ParameterTable(
                declared: declared, given: options.parameters, environment: options.environment,
                secretNames: options.secretParameters, captureNames: captureNames, capturedIntegers: capturedIntegers),
            options: options)
        let parsed: ParsedLine
        do {
            parsed = try parser.parse()
        } catch {
            var failure = error
            if case .unknownStatement(let name, _) = error.problem, tokens.count > 1, isCommandName(name, at: first) {
                // `save now`: a command with something after it.
                failure = LineParser.Failure(
                    problem: .unexpectedToken(
                        found: tokens[1].shown, expected: "`(` or the end of the line after the command `\(name)`"),
                    column: tokens[1].column, length: tokens[1].length)
            }
            // The diagnostic masks what is secret by declaration (a secret
            // Command's or backend case's arguments, a misspelling of one, a
            // secret label's value, a secret parameter), never the user's
            // other literals. A line that does not parse and names a secret
            // case anywhere (`sen inputPassword("…")`) shows none of its literals.
            let spans = mentionsSecret(tokens) ? secretSpans(tokens, line: line.characters, everyLiteral: true) : diagnosticSpans
            diagnostics.append(diagnostic(failure.problem, column: failure.column, length: failure.length, line: line, spans: spans))
            return .nothing
        }
        for parameter in parser.usedParameters {
            parameters[parameter.name] = parameter
            if parameter.isSecret { secrets.add(parameter.value) }
        }
        if let use = parser.usedCaptures.first {
            switch parsed {
            case .command, .backend, .statement:
                return .step(capturedValueStep(line, first: first, spans: spans, names: parser.usedCaptures.map(\.name)))
            case .parameter, .include, .blockStart, .capture:
                diagnostics.append(diagnostic(
                    .captureNotAllowed(use.name), column: use.column, length: use.length, line: line, spans: diagnosticSpans))
                return .nothing
            }
        }
        let statement: ScriptStatement<Command, Backend>
        switch parsed {
        case .command(let caseValue, let background):
            guard let decoded = decode(Command.self, caseValue, line: line, tokens: tokens, spans: diagnosticSpans,
                                       problem: { .invalidCommand($0, suggestion: $1) }, diagnostics: &diagnostics)
            else { return .nothing }
            statement = background ? .start(decoded.value, decoded.written) : .send(decoded.value, decoded.written)
        case .backend(let caseValue):
            guard Backend.self != NoBackend.self else {
                diagnostics.append(diagnostic(.noBackend, column: first.column, length: first.length, line: line, spans: diagnosticSpans))
                return .nothing
            }
            guard let decoded = decode(Backend.self, caseValue, line: line, tokens: tokens, spans: diagnosticSpans,
                                       problem: { error, _ in .invalidBackendSetting(error) }, diagnostics: &diagnostics)
            else { return .nothing }
            statement = .backend(decoded.value, decoded.written)
        case .statement(let parsedStatement):
            statement = self.statement(parsedStatement)
        case let .parameter(name, isSecret, defaultValue, nameToken):
            declaredNames.insert(name)
            // In an included file, the include's argument comes first.
            let argument = includeFrames.last?.arguments[name]
            if !includeFrames.isEmpty {
                includeFrames[includeFrames.count - 1].declaredNames.append(name)
                if isSecret { includeFrames[includeFrames.count - 1].secretNames.insert(name) }
            }
            let secret = isSecret || options.secretParameters.contains(name) || argument?.isSecret == true
            guard let value = argument?.value ?? options.parameters[name] ?? options.environment[name] ?? defaultValue else {
                if let frame = includeFrames.last, frame.hasArgumentList {
                    // The include line is told; the file's later lines
                    // still parse, with an empty stand-in.
                    includeFrames[includeFrames.count - 1].missing.append(name)
                    declared[name] = ScriptParameter(name: name, value: "", isSecret: secret)
                    return .nothing
                }
                diagnostics.append(diagnostic(
                    isSecret ? .secretWithoutValue(name) : .parameterWithoutValue(name), column: nameToken.column, length: nameToken.length, line: line, spans: diagnosticSpans))
                // Declared: its uses parse with an empty stand-in, and are
                // not reported again as unknown.
                declared[name] = ScriptParameter(name: name, value: "", isSecret: secret)
                return .nothing
            }
            if secret {
                secrets.add(value)
                if let defaultValue { secrets.add(defaultValue) }
            }
            let parameter = ScriptParameter(name: name, value: value, isSecret: secret)
            declared[name] = parameter
            parameters[name] = parameter
            statement = .parameter(ParameterDeclaration(name: name, isSecret: secret, hasDefault: defaultValue != nil))
        case let .include(path, token, arguments):
            // Until the included file says which of its parameters are
            // secret, a message about the line shows no argument's value.
            let argumentSpans = (arguments?.arguments ?? []).compactMap(Self.valueSpan)
            guard let included = include(
                path, token: token, arguments: arguments, line: line, spans: diagnosticSpans + argumentSpans,
                diagnostics: &diagnostics)
            else {
                return .nothing
            }
            statement = .include(included.script)
            spans += included.secretArgumentSpans
        case .blockStart(let block):
            return .block(block, first)
        case let .capture(name, nameToken, path):
            // A capture in a repeated block is made again on each run.
            guard declared[name] == nil, options.parameters[name] == nil else {
                diagnostics.append(diagnostic(
                    .captureNameTaken(name), column: nameToken.column, length: nameToken.length, line: line, spans: diagnosticSpans))
                return .nothing
            }
            captureNames.insert(name)
            statement = .capture(StateCapture(name: name, path: path, isSecret: path.contains { options.secretLabels.contains($0) }))
        }
        let masked = MaskedLine(line.characters, text: line.text, spans: spans, masker: secrets)
        return .step(ScriptStep(
            statement: statement,
            location: SourceLocation(file: line.file, line: line.number, column: masked.column(first.column)),
            maskedSource: Self.trimmingWhitespace(masked.text), stepNames: stepNames))
    }

    /// A line that uses captured values: checked now, parsed again (its
    /// Command decoded) when it runs, by a copy of this parser as it is now,
    /// with the values in place.
    private func capturedValueStep(
        _ line: LineContext, first: Token, spans: [MaskedLine.Span], names: [String]
    ) -> ScriptStep<Command, Backend> {
        let template = self
        let resolver: @Sendable ([String: CapturedValue]) -> Result<
            CapturedValueStatement<Command, Backend>.Resolved, CapturedValueStatementError
        > = { captures in
            var parser = template
            for (name, value) in captures {
                parser.captureNames.remove(name)
                parser.declared[name] = ScriptParameter(name: name, value: value.text, isSecret: value.isSecret)
                if let integer = value.integer { parser.capturedIntegers[name] = integer }
                if value.isSecret { parser.secrets.add(value.text) }
            }
            var diagnostics: [ScriptDiagnostic] = []
            guard case .step(let step) = parser.parseLine(line, diagnostics: &diagnostics) else {
                // Messages never quote the script's strings, so no captured value shows.
                let problem = diagnostics.first.map { $0.problem.message } ?? "the line does not run"
                return .failure(CapturedValueStatementError(message: "with the captured values in place: " + problem))
            }
            return .success(.init(statement: step.statement, secrets: parser.secrets))
        }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        let masked = MaskedLine(line.characters, text: line.text, spans: spans, masker: secrets)
        return ScriptStep(
            statement: .usingCaptures(CapturedValueStatement(captureNames: unique, resolver: resolver)),
            location: SourceLocation(file: line.file, line: line.number, column: masked.column(first.column)),
            maskedSource: Self.trimmingWhitespace(masked.text), stepNames: stepNames)
    }

    /// `text` without the whitespace at either end. A line that starts and
    /// ends with a visible ASCII character (almost every line) has none.
    private static func trimmingWhitespace(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.first?.value, let last = scalars.last?.value,
              (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last)
        else { return text.trimmingCharacters(in: .whitespaces) }
        return text
    }

    /// Decodes `caseValue` into `T`, noting its secret strings; on failure,
    /// adds a located diagnostic and returns nil.
    private mutating func decode<T: Decodable>(
        _ type: T.Type, _ caseValue: CaseValue, line: LineContext, tokens: [Token], spans: [MaskedLine.Span],
        problem: (ScriptDecodingError, String?) -> ScriptProblem, diagnostics: inout [ScriptDiagnostic]
    ) -> (value: T, written: CaseValue)? {
        let secret = SecretArguments(of: caseValue, in: T.self)
        secret.strings.forEach { secrets.add($0) }
        do {
            // Past the diagnostics a tool shows, a "did you mean" is never read.
            let decoder = ScriptValueDecoder(suggests: diagnostics.count < ScriptLimits.shownDiagnostics)
            let value = try decoder.decode(T.self, from: ScriptValue(.caseValue(caseValue), at: caseValue.location))
            return (value, secret.masked(caseValue))
        } catch {
            var suggestion: String?
            if case .unknownCase(let name, _, nil, let at) = error, at == caseValue.location {
                suggestion = Suggestion.closest(to: name, in: Keyword.names)
            }
            let length = tokens.first { $0.column == error.location.column }?.length ?? 1
            // A case that is not a case of the type (a misspelt Command) may be
            // a secret one: its line shows no literal at all.
            var shownSpans = spans
            if case .unknownCase(_, _, _, let at) = error, at == caseValue.location {
                shownSpans = secretSpans(tokens, line: line.characters, everyLiteral: true)
            }
            diagnostics.append(diagnostic(
                problem(error, suggestion), column: error.location.column, length: length, line: line, spans: shownSpans))
            return nil
        }
    }

    /// Whether `name` is a case of `Command` (whatever its payload).
    private func isCommandName(_ name: String, at token: Token) -> Bool {
        let location = SourceLocation(file: "", line: 0, column: token.column)
        let bare = ScriptValue(.caseValue(CaseValue(name: name, arguments: nil, location: location)), at: location)
        do {
            _ = try ScriptValueDecoder(suggests: false).decode(Command.self, from: bare)
            return true
        } catch {
            if case .unknownCase(_, _, _, let at) = error, at == location { return false }
            return true
        }
    }

    private mutating func statement(_ parsed: ParsedLine.Statement) -> ScriptStatement<Command, Backend> {
        switch parsed {
        case .expectEffect(let caseValue):
            return .expectEffect(caseValue)
        case .expectNoEffect:
            return .expectNoEffect
        case .expectState(let expectation):
            if expectation.isSecret {
                SecretArguments.strings(in: expectation.value).forEach { secrets.add($0) }
            }
            return .expectState(expectation)
        case .expectView(let expectation):
            return .expectView(expectation)
        case .print(let target):
            return .print(target)
        case .cancel:
            return .cancel
        case .wait:
            return .wait
        case .advance(let duration):
            return .advance(duration)
        case .dismissAlert:
            return .dismissAlert
        case .dismissDialog:
            return .dismissDialog
        case .dismissSheet:
            return .dismissSheet
        case let .gesture(gesture, background):
            return .gesture(gesture, background: background)
        case .goBack:
            return .goBack
        case .relaunch:
            return .relaunch
        }
    }

    // MARK: Counting steps before parsing

    /// The index of the line of the flow `source` at which a lower bound of
    /// its steps (every statement line one, each `repeat N` block N times,
    /// each include its file's own count) passes ``ScriptLimits/expandedSteps``;
    /// `nil` when it does not. Cheap: one pass over the bytes, no line tokenised.
    private mutating func lineOverStepLimit(_ source: Substring, directory: RawPath) -> Int? {
        var visiting: Set<RawPath> = []
        return stepsLowerBound(source, directory: directory, visiting: &visiting).crossing
    }

    /// Where each line of `bytes` starts and ends (without its line break).
    private static func lineBounds(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var bounds: [Range<Int>] = []
        var start = 0
        for index in 0..<bytes.count where bytes[index] == 0x0A {
            bounds.append(start..<index)
            start = index + 1
        }
        bounds.append(start..<bytes.count)
        return bounds
    }

    /// A lower bound of the steps `source` expands to (capped just past the
    /// limit), and the first line at which it passes the limit.
    private mutating func stepsLowerBound(
        _ source: Substring, directory: RawPath, visiting: inout Set<RawPath>
    ) -> (count: Int, crossing: Int?) {
        let limit = ScriptLimits.expandedSteps
        // Open blocks: how many times each runs, the count when it opened, and its line.
        var blocks: [(times: Int, start: Int, line: Int)] = []
        var count = 0
        var crossing: Int?
        var inRows = false
        // Includes, counted once the bytes are let go (counting reads another
        // file): each with the blocks it is in, innermost last.
        var includes: [(line: Int, text: String)] = []
        func add(_ steps: Int, at index: Int) {
            count = min(count + steps, limit + 1)
            if count > limit, crossing == nil { crossing = blocks.first?.line ?? index }
        }
        var lines: [(index: Int, kind: UInt8, times: Int)] = []
        var text = source
        text.withUTF8 { bytes in
            for (index, bounds) in Self.lineBounds(bytes).enumerated() {
                var first = bounds.lowerBound
                while first < bounds.upperBound, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
                var last = bounds.upperBound
                while last > first, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 || bytes[last - 1] == 0x0D { last -= 1 }
                guard first < last else { continue }
                let line = UnsafeBufferPointer(rebasing: bytes[first..<last])
                func starts(_ prefix: StaticString) -> Bool {
                    guard line.count >= prefix.utf8CodeUnitCount else { return false }
                    for offset in 0..<prefix.utf8CodeUnitCount where line[offset] != prefix.utf8Start[offset] { return false }
                    return true
                }
                let lead = line[0]
                let opensBlock = line[line.count - 1] == UInt8(ascii: "{")
                if lead == UInt8(ascii: "#") || starts("param ") || starts("secret ") || starts("tags:") { continue }
                if lead == UInt8(ascii: "}") {
                    lines.append((index, UInt8(ascii: "}"), 0))
                } else if starts("rows"), opensBlock {
                    lines.append((index, UInt8(ascii: "r"), 0))
                } else if starts("repeat "), opensBlock {
                    var times = 0
                    var offset = 7
                    while offset < line.count, line[offset] == 0x20 { offset += 1 }
                    while offset < line.count, line[offset] >= 0x30, line[offset] <= 0x39, times <= ScriptLimits.repeatCount {
                        times = times * 10 + Int(line[offset] - 0x30)
                        offset += 1
                    }
                    lines.append((index, UInt8(ascii: "{"), min(max(times, 1), ScriptLimits.repeatCount)))
                } else if starts("step "), opensBlock {
                    lines.append((index, UInt8(ascii: "{"), 1))
                } else if starts("include ") {
                    lines.append((index, UInt8(ascii: "i"), includes.count))
                    includes.append((index, String(decoding: line, as: UTF8.self)))
                } else {
                    lines.append((index, UInt8(ascii: "."), 0))
                }
            }
        }
        for line in lines {
            if crossing != nil { break }
            if inRows {
                if line.kind == UInt8(ascii: "}") { inRows = false }
                continue
            }
            switch line.kind {
            case UInt8(ascii: "}"):
                guard let block = blocks.popLast() else { continue }
                let inner = count - block.start
                count = block.start
                let runs = inner.multipliedReportingOverflow(by: block.times)
                add(runs.overflow ? limit + 1 : runs.partialValue, at: block.line)
            case UInt8(ascii: "r"):
                inRows = true
            case UInt8(ascii: "{"):
                add(1, at: line.index)
                blocks.append((line.times, count, line.index))
            case UInt8(ascii: "i"):
                let include = includes[line.times]
                add(1 + includedStepsLowerBound(Substring(include.text), directory: directory, visiting: &visiting), at: line.index)
            default:
                add(1, at: line.index)
            }
        }
        return (count, crossing)
    }

    /// The lower bound of the steps of the file an `include "PATH"` line
    /// names (0 when it cannot be known without running: a `${…}` in the
    /// path, a file that cannot be read, a cycle).
    private mutating func includedStepsLowerBound(_ text: Substring, directory: RawPath, visiting: inout Set<RawPath>) -> Int {
        guard let open = text.firstIndex(of: "\""), let close = text[text.index(after: open)...].firstIndex(of: "\"") else {
            return 0
        }
        let path = String(text[text.index(after: open)..<close])
        guard !path.contains("${"), !path.contains("\\"), includeStack.count + visiting.count <= ScriptLimits.includeDepth else {
            return 0
        }
        let target = directory.appending(RawPath(path))
        let canonical = Self.canonicalPath(target)
        if let known = includedStepsEstimate[canonical] { return known }
        guard !visiting.contains(canonical), target.exists else { return 0 }
        let data: Data
        if let cached = includedData[canonical] {
            data = cached
        } else {
            guard let read = try? reader.read(target, requireInsideRoot: true) else { return 0 }
            includedData[canonical] = read
            data = read
        }
        guard case .success(let source) = UTF8Text.decode(data) else { return 0 }
        visiting.insert(canonical)
        defer { visiting.remove(canonical) }
        let count = stepsLowerBound(Substring(source), directory: target.deletingLastComponent, visiting: &visiting).count
        includedStepsEstimate[canonical] = count
        return count
    }

    // MARK: Includes

    private mutating func include(
        _ path: String, token: Token, arguments: ParsedLine.IncludeArguments?, line: LineContext, spans: [MaskedLine.Span],
        diagnostics: inout [ScriptDiagnostic]
    ) -> (script: FlowScript<Command, Backend>, secretArgumentSpans: [MaskedLine.Span])? {
        let target = line.directory.appending(RawPath(path))
        // A path built from a secret parameter names it masked in every message.
        let shownPath = secrets.mask(path)
        let display = secrets.mask(path.hasPrefix("/") ? path : Self.join(line.file, path))
        let canonical: RawPath
        if let known = canonicalPaths[target] {
            canonical = known
        } else {
            canonical = Self.canonicalPath(target)
            canonicalPaths[target] = canonical
        }
        if let start = includeStack.firstIndex(where: { $0.canonical == canonical }) {
            let chain = includeStack[start...].map(\.display) + [display]
            diagnostics.append(diagnostic(.includeCycle(chain), column: token.column, length: token.length, line: line, spans: spans))
            return nil
        }
        guard includeStack.count <= ScriptLimits.includeDepth else {
            diagnostics.append(diagnostic(
                .includesTooDeep(includeStack.map(\.display) + [display], limit: ScriptLimits.includeDepth),
                column: token.column, length: token.length, line: line, spans: spans))
            return nil
        }
        guard target.exists else {
            diagnostics.append(diagnostic(
                .missingInclude(shownPath, resolvedPath: display), column: token.column, length: token.length, line: line, spans: spans))
            return nil
        }
        let data: Data
        do {
            if let cached = includedData[canonical] {
                data = cached
            } else {
                data = try reader.read(target, requireInsideRoot: true)
                includedData[canonical] = data
            }
        } catch {
            diagnostics.append(diagnostic(
                .unreadableFile(path: display, reason: error.reason), column: token.column,
                length: token.length, line: line, spans: spans))
            return nil
        }
        // The arguments are the included file's alone: what they bind is
        // unbound again after it.
        let outerDeclared = declared
        var passed: [String: ParsedLine.IncludeArguments.Argument] = [:]
        for argument in arguments?.arguments ?? [] {
            passed[argument.name] = argument
            if argument.isSecret { secrets.add(argument.value) }
        }
        // A file included before tells how many steps it expands to: an
        // include that would pass the limit is refused before it is parsed.
        if let known = includedSteps[canonical], expandedSteps + known > ScriptLimits.expandedSteps {
            reportTooManySteps(
                at: SourceLocation(file: line.file, line: line.number, column: token.column), source: secrets.mask(line.text),
                diagnostics: &diagnostics)
            return nil
        }
        includeFrames.append(IncludeFrame(arguments: passed, hasArgumentList: arguments != nil))
        let stepsBefore = expandedSteps
        let script = parseFile(data: data, display: display, directory: target.deletingLastComponent,
                               canonical: canonical, diagnostics: &diagnostics)
        includedSteps[canonical] = min(includedSteps[canonical] ?? .max, expandedSteps - stepsBefore)
        let frame = includeFrames.removeLast()
        for name in Set(passed.keys).union(frame.missing) {
            declared[name] = outerDeclared[name]
        }
        var secretArgumentSpans: [MaskedLine.Span] = []
        for argument in arguments?.arguments ?? [] {
            guard frame.declaredNames.contains(argument.name) else {
                diagnostics.append(diagnostic(
                    .unknownIncludeArgument(
                        argument.name, path: display, declared: frame.declaredNames,
                        suggestion: Suggestion.closest(to: argument.name, in: frame.declaredNames)),
                    column: argument.labelToken.column, length: argument.labelToken.length, line: line, spans: spans))
                continue
            }
            // A value built from a secret parameter shows `${NAME}`, as on any line.
            if frame.secretNames.contains(argument.name) || options.secretParameters.contains(argument.name) {
                secrets.add(argument.value)
                if let span = Self.valueSpan(of: argument) { secretArgumentSpans.append(span) }
            }
        }
        for name in frame.missing {
            diagnostics.append(diagnostic(
                .missingIncludeArgument(name, path: display, declared: frame.declaredNames),
                column: token.column, length: token.length, line: line, spans: spans))
        }
        return (script, secretArgumentSpans)
    }

    /// The span that masks an argument's quoted value; a bare `${NAME}`
    /// shows only the parameter's name, as everywhere.
    private static func valueSpan(of argument: ParsedLine.IncludeArguments.Argument) -> MaskedLine.Span? {
        guard argument.valueToken.isString else { return nil }
        return MaskedLine.Span(
            start: argument.valueToken.column - 1, length: argument.valueToken.length, replacement: MaskedLine.maskedString)
    }

    /// `base`'s folder joined with `path`, `.` and `..` resolved as far as
    /// the text allows: `Flows/save.flow` + `../common/setup.flow` is
    /// `common/setup.flow`.
    static func join(_ base: String, _ path: String) -> String {
        var components = base.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        components.removeLast()
        let isAbsolute = base.hasPrefix("/")
        var result: [String] = components.filter { !$0.isEmpty && $0 != "." }
        for component in path.split(separator: "/").map(String.init) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = result.last, last != ".." { result.removeLast() } else if !isAbsolute { result.append("..") }
            default:
                result.append(component)
            }
        }
        return (isAbsolute ? "/" : "") + result.joined(separator: "/")
    }

    /// The path with symbolic links resolved, or as text alone when the file does not exist.
    private static func canonicalPath(_ path: RawPath) -> RawPath {
        path.resolved ?? path.standardized
    }

    // MARK: Secrets

    /// Whether every literal on the line is secret: a secret Command or
    /// backend case (or a misspelling of one), a `secret` line, or an
    /// `expect state` of a secret property.
    private mutating func isSecretLine(_ tokens: [Token]) -> Bool {
        guard let first = tokens.first?.identifier else { return false }
        let second = tokens.dropFirst().first?.identifier
        switch Keyword(rawValue: first) {
        case nil:
            return mayBeSecret(first, of: Command.self)
        case .send, .start:
            guard let second else { return false }
            return mayBeSecret(second, of: Command.self)
        case .backend:
            guard let second else { return false }
            return mayBeSecret(second, of: Backend.self)
        case .secret:
            return true
        case .param:
            return second.map { options.secretParameters.contains($0) } ?? false
        case .expect:
            return second == "state" && tokens.contains { $0.identifier.map(options.secretLabels.contains) ?? false }
        default:
            return false
        }
    }

    /// Whether any word of the line is a secret case or label of the
    /// Command or Backend type, or a misspelling of one.
    private mutating func mentionsSecret(_ tokens: [Token]) -> Bool {
        tokens.contains { token in
            guard let name = token.identifier, Keyword(rawValue: name) == nil else { return false }
            return mayBeSecret(name, of: Command.self) || mayBeSecret(name, of: Backend.self)
        }
    }

    /// Whether the tokens end with a secret label and its colon (`pin:`).
    private mutating func endsWithSecretLabel(_ tokens: [Token]) -> Bool {
        guard tokens.count >= 2, tokens[tokens.count - 1].isSymbol(":"),
              let label = tokens[tokens.count - 2].identifier else { return false }
        let type: Any.Type = tokens.first?.identifier == Keyword.backend.rawValue ? Backend.self : Command.self
        return mayBeSecret(label, of: type)
    }

    /// Whether `name` is a secret case or label of `type`, or a misspelling
    /// of one (`enterPn`): its values are then masked in diagnostics too.
    private mutating func mayBeSecret(_ name: String, of type: Any.Type) -> Bool {
        let key = (type == Backend.self ? "B:" : "C:") + name
        if let known = secretNames[key] { return known }
        let result = Self.mayBeSecretUncached(name, of: type)
        secretNames[key] = result
        return result
    }

    private static func mayBeSecretUncached(_ name: String, of type: Any.Type) -> Bool {
        if Redaction.isSecret(label: name, of: type) { return true }
        guard let redactable = type as? any Redactable.Type else { return false }
        let lowered = name.lowercased()
        return redactable.redactedLabels.contains { label in
            Suggestion.editDistance(lowered, label.lowercased()) <= max(1, min(3, label.count / 3))
        }
    }

    /// The literals to mask in the line: all of them with `everyLiteral` or
    /// on a secret line, and otherwise those written after a secret label
    /// (`pin: "4711"`).
    private mutating func secretSpans(_ tokens: [Token], line: [Character], everyLiteral: Bool = false) -> [MaskedLine.Span] {
        let isSecret = isSecretLine(tokens)
        let all = everyLiteral || isSecret
        let type: Any.Type = tokens.first?.identifier == Keyword.backend.rawValue ? Backend.self : Command.self
        var spans: [MaskedLine.Span] = []
        // On a secret line, a bare word given as a value (`enterPin(pw4711)`)
        // is masked too: only case names and labels before `(` or `:` stay.
        var insideValue = false
        for (index, token) in tokens.enumerated() {
            if token.isSymbol("(") || token.isSymbol("==") || token.isSymbol("!=") || token.isSymbol("=") { insideValue = true }
            let replacement: String
            switch token.kind {
            case .string: replacement = MaskedLine.maskedString
            case .integer, .floatingPoint, .quantity: replacement = Redaction.mask
            case .identifier where isSecret && insideValue:
                let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                guard next?.isSymbol(":") != true, next?.isSymbol("(") != true else { continue }
                replacement = Redaction.mask
            default: continue
            }
            var labelled = false
            if index >= 2, tokens[index - 1].isSymbol(":"), let label = tokens[index - 2].identifier {
                labelled = mayBeSecret(label, of: type)
            }
            guard all || labelled else { continue }
            spans.append(MaskedLine.Span(start: token.column - 1, length: token.length, replacement: replacement))
        }
        return spans
    }

    private func diagnostic(
        _ problem: ScriptProblem, column: Int, length: Int, line: LineContext, spans: [MaskedLine.Span]
    ) -> ScriptDiagnostic {
        let masked = MaskedLine(line.characters, text: line.text, spans: spans, masker: secrets)
        return ScriptDiagnostic(
            problem: problem, location: SourceLocation(file: line.file, line: line.number, column: masked.column(column)),
            sourceLine: masked.text, length: length)
    }
}
