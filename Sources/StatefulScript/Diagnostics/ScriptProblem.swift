/// What is wrong with a flow script. ``message`` says it in words a user can
/// act on; ``ScriptDiagnostic`` adds where.
///
/// No message quotes a string or a number from the script: either may be a
/// secret, such as a PIN.
public enum ScriptProblem: Sendable, Hashable, CustomStringConvertible {
    /// An `include` passes an argument the included flow declares no
    /// parameter for; the location is the argument's label.
    case unknownIncludeArgument(String, path: String, declared: [String], suggestion: String?)
    /// An `include` with arguments leaves out one the included flow declares
    /// without a default; the location is the include's path.
    case missingIncludeArgument(String, path: String, declared: [String])
    /// An `include` passes the same argument twice.
    case duplicateIncludeArgument(String)
    /// A `step "…" {` or `repeat N {` line has no `}` line closing it.
    case unclosedBlock(String)
    /// A `}` line closes no block.
    case unopenedBlockEnd
    /// Blocks nest more deeply than ``ScriptLimits/blockDepth``.
    case blocksTooDeep(limit: Int)
    /// A `repeat` count outside 1…``ScriptLimits/repeatCount``.
    case repeatCountOutOfRange(limit: Int)
    /// A line uses a value captured when the flow runs where only what is
    /// known before it runs may be used.
    case captureNotAllowed(String)
    /// A `let` names a parameter or an earlier capture.
    case captureNameTaken(String)
    /// The file could not be read.
    case unreadableFile(path: String, reason: String)
    /// The file is not UTF-8; the location is the first bad byte.
    case invalidUTF8
    /// The line starts with a word that is no statement.
    case unknownStatement(String, suggestion: String?)
    /// `expect` is followed by something it cannot check.
    case unknownExpectation(String, suggestion: String?)
    /// `print` is followed by something it cannot print.
    case unknownPrintTarget(String, suggestion: String?)
    /// A `backend` line whose setting (or a value inside it) does not decode
    /// into the feature's Backend type.
    case invalidBackendSetting(ScriptDecodingError)
    /// A `backend` line for a feature that has no scriptable backend
    /// (its Backend is ``NoBackend``).
    case noBackend
    /// A duration below zero, such as `-1s`.
    case negativeDuration
    /// A duration written as a bare number other than `0`, such as `250`.
    case durationWithoutUnit
    /// A number followed by letters that are not a unit of duration, such
    /// as `5m`; the letters.
    case unknownDurationUnit(String)
    /// Digits run into letters and more digits, such as `1e9` or `3x4`.
    case malformedNumber
    /// A duration longer than ``ScriptLimits/longestDuration``.
    case durationTooLong(limit: Duration)
    /// A screen width that is not a positive number or a known preset.
    case invalidWidth(String, presets: [String], suggestion: String?)
    /// Something else was written where `expected` was needed.
    case unexpectedToken(found: String, expected: String)
    /// The regular expression after `matches pattern` does not compile. The
    /// pattern itself is not carried (it may hold a secret parameter); the
    /// diagnostic's masked source line shows it.
    case invalidPattern(reason: String)
    /// A character that has no meaning in a script.
    case unexpectedCharacter(Character)
    /// A string literal without its closing quote.
    case unterminatedString
    /// A backslash escape a string literal does not have.
    case unknownEscape(String)
    /// An integer literal too large for `Int`.
    case integerOutOfRange
    /// `$NAME` written instead of `${NAME}`.
    case malformedParameterReference
    /// `${NAME}` names no parameter.
    case unknownParameter(String, suggestion: String?)
    /// A `param` or `secret` line without a default, and no value given.
    case parameterWithoutValue(String)
    /// The Command (or a value inside it) does not decode.
    case invalidCommand(ScriptDecodingError, suggestion: String?)
    /// An `include` whose path is empty.
    case emptyIncludePath
    /// An `include` names a file that does not exist.
    case missingInclude(String, resolvedPath: String)
    /// An `include` leads back to a file that is including it.
    case includeCycle([String])
    /// Values nest deeper than ``ScriptLimits/nestingDepth``.
    case nestedTooDeeply(limit: Int)
    /// Includes nest deeper than ``ScriptLimits/includeDepth``; the chain of
    /// files that leads here.
    case includesTooDeep([String], limit: Int)
    /// The flow expands to more than ``ScriptLimits/expandedSteps`` steps;
    /// the include chain where the limit was passed.
    case tooManySteps([String], limit: Int)
    /// A word on the `tags:` line that is not a ``FlowTag``.
    case invalidTag(String)
    /// Nothing between two commas of the `tags:` line, or after `tags:`.
    case emptyTag
    /// A tag the `tags:` line lists twice.
    case duplicateTag(String)
    /// More tags than ``ScriptLimits/tagsPerFlow``.
    case tooManyTags(limit: Int)
    /// A `tags:` line after the flow's first statement.
    case tagsAfterStatement
    /// A `tags:` line in an included file.
    case tagsInInclude
    /// A second `tags:` line.
    case repeatedTagsLine
    /// A `rows` block is not written as `rows (NAME, …) {`, rows of
    /// `("value", …)` and a `}`; says what was expected.
    case malformedRows(expected: String)
    /// A `rows` line names a parameter twice.
    case duplicateRowsParameter(String)
    /// A `rows` line names more parameters than ``ScriptLimits/rowsParameters``.
    case tooManyRowsParameters(limit: Int)
    /// A row gives a different number of values than its `rows` line names parameters.
    case rowValueCount(expected: Int, found: Int)
    /// A row value uses `${NAME}`: rows hold values as written.
    case parameterInRow(String)
    /// A `rows` line names a parameter the flow does not declare.
    case unknownRowsParameter(String, declared: [String], suggestion: String?)
    /// A `rows` block has more rows than ``ScriptLimits/rows``.
    case tooManyRows(limit: Int)
    /// A `rows` block has no row.
    case noRows
    /// A `rows` block without the `}` that ends it.
    case unclosedRows
    /// A second `rows` block in a flow.
    case repeatedRows
    /// A `rows` block in an included file.
    case rowsInInclude
    /// The `feature:` line names no feature, or not as a name is written.
    case invalidFeatureName(String)
    /// A `feature:` line after the flow's first statement.
    case featureLineAfterStatement
    /// A `feature:` line in an included file.
    case featureLineInInclude
    /// A second `feature:` line.
    case repeatedFeatureLine
    /// The `feature:` line names a feature the tool does not have; its
    /// features, and the closest name.
    case unknownFeature(String, features: [String], suggestion: String?)
    /// The tool has several features, and the flow says not which it
    /// drives; its features.
    case featureNotNamed(features: [String])
    /// A `secret NAME` line whose value neither `--param` nor the
    /// environment gives: a secret's value never goes in a flow file.
    case secretWithoutValue(String)

    /// What is wrong and how to fix it, without the location.
    public var message: String {
        switch self {
        case let .unknownIncludeArgument(name, path, declared, suggestion):
            "`\(path)` declares no parameter `\(name)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
                + " Its parameters: " + Self.list(declared)
        case let .missingIncludeArgument(name, path, declared):
            "`\(path)` needs the argument `\(name):` (its parameter `\(name)` has no default); pass it, such as "
                + "`(\(name): \"…\")`. Its parameters: " + Self.list(declared)
        case .duplicateIncludeArgument(let name):
            "the argument `\(name):` is passed twice; pass each parameter once"
        case .unclosedBlock(let opener):
            "the `\(opener)` block is never closed; end it with a line holding only `}`"
        case .unopenedBlockEnd:
            "`}` closes no block; a block starts with a line such as `step \"Fill in the form\" {` or `repeat 3 {`"
        case .blocksTooDeep(let limit):
            "blocks are nested too deeply (more than \(limit) levels of `step` and `repeat`, includes counted); flatten them"
        case .repeatCountOutOfRange(let limit):
            "a block repeats 1 to \(limit) times; write a count such as `repeat 3 {`"
        case .captureNotAllowed(let name):
            "`${\(name)}` is captured as the flow runs, so it cannot be used here: an include, a parameter, a block "
                + "and a `let` are read before anything runs; use it in a statement that acts or checks"
        case .captureNameTaken(let name):
            "`\(name)` is already a parameter or a captured value; give the capture a name of its own"
        case let .unreadableFile(path, reason):
            "cannot read `\(path)`: \(reason)"
        case .invalidUTF8:
            "the file is not valid UTF-8 (an invalid byte sequence starts here); save it as UTF-8"
        case let .unknownStatement(word, suggestion):
            "unknown statement `\(word)`" + (suggestion.map { "; did you mean `\($0)`?" }
                ?? "; a line is a command (a case of the feature's Command type), or starts with one of: \(Keyword.statementList)")
        case let .unknownExpectation(word, suggestion):
            "unknown expectation `\(word)`" + (suggestion.map { "; did you mean `\($0)`?" }
                ?? "; write `expect` followed by one of: effect, no effect, state, screen, outline")
        case let .unknownPrintTarget(word, suggestion):
            "cannot print `\(word)`" + (suggestion.map { "; did you mean `\($0)`?" }
                ?? "; write `print screen`, `print outline` or `print state`")
        case .invalidBackendSetting(let error):
            "invalid backend setting: " + error.message
        case .noBackend:
            "this feature has no scriptable backend; `backend` lines need a feature whose `Backend` type decodes them"
        case .durationTooLong(let limit):
            "the duration is longer than a script may wait (at most \(limit.components.seconds / 86_400) days)"
        case .negativeDuration:
            "a duration cannot be negative; write milliseconds or seconds, such as `250ms` or `2s`"
        case .durationWithoutUnit:
            "a duration needs a unit; write milliseconds or seconds, such as `250ms` or `2s`"
        case .unknownDurationUnit(let unit):
            "`\(unit)` is not a unit of duration; write milliseconds or seconds, such as `250ms` or `2s`"
        case .malformedNumber:
            "a number is written in digits, with an optional `.` and fraction and no exponent, such as `12` or `0.5`; "
                + "a duration is digits and a unit, such as `250ms` or `2s`"
        case let .invalidWidth(text, presets, suggestion):
            "`\(text)` is not a screen width" + (suggestion.map { "; did you mean `\($0)`?" }
                ?? "; write a number of columns or one of: " + presets.joined(separator: ", "))
        case .invalidPattern(let reason):
            "this pattern cannot be used: \(reason)"
        case let .unexpectedToken(found, expected):
            "expected \(expected), found \(found)"
        case .unexpectedCharacter(let character):
            character == "'"
                ? "unexpected character `'`; strings are written in double quotes"
                : "unexpected character `\(character)`"
        case .unterminatedString:
            "unterminated string; add the closing `\"`"
        case .unknownEscape(let escape):
            "unknown escape sequence `\(escape)` in a string; use \\\", \\\\, \\$, \\n, \\t, \\r, \\0 or \\u{…}"
        case .integerOutOfRange:
            "the integer is too large; the largest is \(Int.max)"
        case .malformedParameterReference:
            "a parameter is written `${NAME}`"
        case let .unknownParameter(name, suggestion):
            "unknown parameter `\(name)`" + (suggestion.map { "; did you mean `\($0)`?" }
                ?? "; declare it with `param \(name)`, pass `--param \(name)=VALUE` or set \(name) in the environment")
        case .parameterWithoutValue(let name):
            "parameter `\(name)` has no value; pass `--param \(name)=VALUE`, set \(name) in the environment, or give a default: `param \(name) = \"…\"`"
        case let .invalidCommand(error, suggestion):
            if let suggestion, case .unknownCase(let name, let typeName, nil, _) = error {
                "unknown case `\(name)` of `\(typeName)`; did you mean `\(suggestion)`?"
            } else {
                error.message
            }
        case .emptyIncludePath:
            "the path to include is empty; name a flow file, relative to this one, such as `include \"shared/sign-in.flow\"`"
        case let .missingInclude(path, resolvedPath):
            "cannot include `\(path)`: there is no file `\(resolvedPath)`"
        case .includeCycle(let chain):
            "include cycle: " + chain.joined(separator: " -> ")
        case .nestedTooDeeply(let limit):
            "the value is nested too deeply (more than \(limit) levels of `(…)` and `[…]`); flatten it"
        case let .includesTooDeep(chain, limit):
            "includes are nested too deeply (more than \(limit) levels): " + chain.joined(separator: " -> ")
        case let .tooManySteps(chain, limit):
            "the flow expands to more than \(limit) steps once its includes are expanded (does a file include another "
                + "more than once?): " + chain.joined(separator: " -> ")
        case .invalidTag(let word):
            "`\(word)` is not a tag; " + FlowTag.rule
        case .emptyTag:
            "a tag is missing here; list the tags separated by commas, such as `tags: smoke, embedded-backend`"
        case .duplicateTag(let tag):
            "the tag `\(tag)` is listed twice; list each tag once"
        case .tooManyTags(let limit):
            "a flow has at most \(limit) tags"
        case .tagsAfterStatement:
            "`tags:` comes before the flow's first statement; move it to the top (only comments and blank lines may come before it)"
        case .tagsInInclude:
            "`tags:` belongs in the flow that is run, not in an included file (an included file runs with the tags of the flow "
                + "that includes it); move the tags there"
        case .repeatedTagsLine:
            "a flow has one `tags:` line; list every tag on the first one"
        case .malformedRows(let expected):
            "expected \(expected)"
        case .duplicateRowsParameter(let name):
            "the parameter `\(name)` is named twice in `rows`; name each once"
        case .tooManyRowsParameters(let limit):
            "`rows` names at most \(limit) parameters"
        case let .rowValueCount(expected, found):
            "this row has \(found) value\(found == 1 ? "" : "s"), but `rows` names \(expected) parameter\(expected == 1 ? "" : "s"); "
                + "give one quoted value for each, in the order `rows` names them"
        case .parameterInRow(let name):
            "a row's value is written as it is: `${\(name)}` cannot be used in `rows`"
        case let .unknownRowsParameter(name, declared, suggestion):
            "`rows` names `\(name)`, which the flow does not declare"
                + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
                + " (its parameters: \(Self.list(declared))); declare it with `param \(name)` or `secret \(name)`"
        case .tooManyRows(let limit):
            "a flow has at most \(limit) rows"
        case .noRows:
            "`rows` lists no row; write one `(\"value\", …)` a line before the `}`, or remove the block"
        case .unclosedRows:
            "this `rows` block has no `}` line ending it"
        case .repeatedRows:
            "a flow has one `rows` block; put every row in the first one"
        case .rowsInInclude:
            "`rows` belongs in the flow that is run, not in an included file; pass values to an include as arguments instead"
        case .invalidFeatureName(let written):
            (written.isEmpty ? "`feature:` names no feature" : "`\(written)` is not a feature name")
                + "; write the name the tool registers the feature by, such as `feature: shop`"
        case .featureLineAfterStatement:
            "`feature:` comes before the flow's first statement; move it to the top (only comments, blank lines and "
                + "`tags:` may come before it)"
        case .featureLineInInclude:
            "`feature:` belongs in the flow that is run, not in an included file (an included file drives the feature of "
                + "the flow that includes it); remove it"
        case .repeatedFeatureLine:
            "a flow drives one feature: keep one `feature:` line"
        case let .unknownFeature(name, features, suggestion):
            "unknown feature `\(name)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
                + " (features: \(features.joined(separator: ", ")))"
        case .secretWithoutValue(let name):
            "secret `\(name)` has no value; pass `--param \(name)=VALUE` or set \(name) in the environment "
                + "(a secret's value is given when the flow runs, never written in the flow)"
        case .featureNotNamed(let features):
            "this tool has several features (\(features.joined(separator: ", "))) and the flow does not say which it drives: "
                + "add a line `feature: NAME` at its top, or run the tool with `--feature NAME`"
        }
    }

    /// The message.
    public var description: String { message }

    /// Names in backticks, `none` when there are none.
    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "`\($0)`" }.joined(separator: ", ")
    }
}
