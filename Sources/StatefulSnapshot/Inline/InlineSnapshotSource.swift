/// A Swift source file as UTF-8 bytes, lexed once (``SwiftTokens``): enough
/// of Swift to find an inline-snapshot call from its `#line` and `#column`,
/// the closure that holds its snapshot, and the literal in it. Pure: it
/// reads nothing.
///
/// The call forms it reads, so that a helper written in any of them can be recorded:
///
/// - `assertInlineSnapshot(of: value, as: .lines) { """ … """ }` — the
///   snapshot in the first trailing closure (`#column` points at the `(`);
/// - `helper(value) { first } response: { """ … """ }` — a later trailing
///   closure, labelled, as a ``InlineSnapshotSyntaxDescriptor`` says;
/// - `assertInlineSnapshot(of: value, matches: { """ … """ })` — the
///   closure as a labelled argument inside the parentheses;
/// - `helper { value } matches: { … }` — no parentheses at all (`#column`
///   then points at the first `{`);
/// - `helper(of: { value })` — a closure among the arguments that is not the snapshot's;
/// - a call inside a string interpolation, whose closure is then written on one line.
///
/// Lines and columns are 1-based and count UTF-8 bytes, as `#line` and
/// `#column` do, so tabs and non-ASCII text before a call do not shift it.
package struct InlineSnapshotSource: Sendable {
    /// The file's bytes.
    package let bytes: [UInt8]
    /// The path, for error messages only.
    package let path: String
    /// The tokens, or why the file could not be lexed.
    private let lexed: Result<SwiftTokens, InlineSnapshotError>

    /// A source of `bytes` read from `path`, lexed once.
    package init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        do {
            lexed = .success(try SwiftTokens(bytes))
        } catch {
            let location = SwiftTokens.location(ofOffset: error.offset, in: bytes)
            lexed = .failure(.unterminated(path: path, line: location.line, column: location.column, what: error.what))
        }
    }

    /// The tokens; throws where the file could not be lexed.
    var tokens: SwiftTokens {
        get throws(InlineSnapshotError) { try lexed.get() }
    }

    /// The offset of `line`, `column`.
    package func offset(line: Int, column: Int) throws(InlineSnapshotError) -> Int {
        guard let offset = try tokens.offset(line: line, column: column) else {
            throw .noSuchLocation(path: path, line: line, column: column)
        }
        return offset
    }

    /// The 1-based line and column of `offset`.
    package func location(of offset: Int) -> (line: Int, column: Int) {
        if case .success(let tokens) = lexed { return tokens.location(of: offset) }
        return SwiftTokens.location(ofOffset: offset, in: bytes)
    }

    /// The call at `line`, `column` — where `#column` puts it (the `(` of its
    /// argument list, or its first `{` when it has none), or the start of its
    /// name (possibly qualified, `StatefulTesting.assertInlineSnapshot`) —
    /// with its argument list and the closure `syntax` describes (the
    /// first trailing closure, or a `matches:` argument, unless a helper of
    /// the user's says otherwise).
    package func call(
        line: Int, column: Int, syntax: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor()
    ) throws(InlineSnapshotError) -> InlineSnapshotCall {
        let tokens = try self.tokens
        let start = try offset(line: line, column: column)
        guard var index = tokens.tokenIndex(startingAt: start) else { throw .noCall(path: path, line: line, column: column) }
        let list = tokens.tokens
        // A location written by hand may point at the callee's name:
        // identifiers joined by dots, then the `(` or `{`.
        if list[index].kind == .identifier {
            while index + 2 < list.count, list[index + 1].kind == .operator, tokens.text(list[index + 1].range) == ".",
                  list[index + 2].kind == .identifier
            {
                index += 2
            }
            index += 1
            guard index < list.count, list[index].kind == .open(Byte.openParen) || list[index].kind == .open(Byte.openBrace)
            else { throw .noCall(path: path, line: line, column: column) }
        } else {
            // `#column` points at the `(` or `{` just after what is called.
            guard index > 0, list[index].kind == .open(Byte.openParen) || list[index].kind == .open(Byte.openBrace),
                  Self.endsCallee(list[index - 1], tokens)
            else { throw .noCall(path: path, line: line, column: column) }
        }
        var arguments: [Argument] = []
        var afterArguments = index
        let argumentsEnd: Int
        if list[index].kind == .open(Byte.openParen) {
            arguments = Self.arguments(of: index, in: tokens)
            argumentsEnd = list[list[index].match].range.upperBound
            afterArguments = list[index].match + 1
        } else {
            argumentsEnd = list[index - 1].range.upperBound
        }
        // The trailing closures, in order: the first unlabelled, the others `label: { … }`.
        var trailing: [(label: Range<Int>?, brace: Int)] = []
        var next = afterArguments
        while next < list.count {
            if trailing.isEmpty, list[next].kind == .open(Byte.openBrace) {
                trailing.append((nil, next))
            } else if !trailing.isEmpty, next + 2 < list.count, list[next].kind == .identifier,
                      list[next + 1].kind == .punctuation(Byte.colon), list[next + 2].kind == .open(Byte.openBrace)
            {
                trailing.append((list[next].range, next + 2))
                next += 2
            } else {
                break
            }
            next = list[next].match + 1
        }
        let insertionPoint = trailing.last.map { list[list[$0.brace].match].range.upperBound } ?? argumentsEnd
        var call = InlineSnapshotCall(
            start: start, argumentsEnd: argumentsEnd, closure: nil, closureLabel: nil, insertionPoint: insertionPoint,
            literal: nil, indentation: indentation(ofLineAt: start), inSingleLineString: list[index].inSingleLineString,
            insertsFirstTrailingClosure: trailing.isEmpty)
        let accepted = [syntax.trailingClosureLabel] + syntax.deprecatedTrailingClosureLabels
        // The closures an offset counts, as swift-snapshot-testing counts
        // them: the closures that end the argument list (`helper(of: { … })`),
        // then the trailing closures.
        let closingArguments = Array(arguments.reversed().prefix(while: { argument in
            argument.value.count == 1 && list[argument.value.lowerBound].kind == .open(Byte.openBrace)
        }).reversed())
        var slots: [Slot] = closingArguments.map { Slot(label: $0.label, brace: $0.value.lowerBound, argument: $0) }
        slots += trailing.map { Slot(label: $0.label, brace: $0.brace, argument: nil) }
        // A closure argument that is not labelled as the snapshot's
        // (`of: { value }`) is the helper's own: the offset then counts the
        // trailing closures only, as it did before closure arguments counted.
        var offset = syntax.trailingClosureOffset
        if offset < slots.count, let argument = slots[offset].argument,
           !(argument.label.map { accepted.contains(tokens.text($0)) } ?? false)
        {
            offset += closingArguments.count
        }
        var brace: Int?
        if offset < slots.count {
            let slot = slots[offset]
            if let label = slot.label {
                guard accepted.contains(tokens.text(label)) else {
                    throw .noTrailingClosure(
                        path: path, line: line, column: column, label: syntax.trailingClosureLabel,
                        offset: syntax.trailingClosureOffset)
                }
            }
            brace = slot.brace
            call.closureLabel = slot.label
            if let argument = slot.argument {
                call.closureIsArgument = true
                call.removal = argument.removal
            } else {
                // The closure, and the blanks before it back to what precedes it.
                let position = offset - closingArguments.count
                var from = slot.label?.lowerBound ?? list[slot.brace].range.lowerBound
                let floor = position == 0
                    ? argumentsEnd : list[list[trailing[position - 1].brace].match].range.upperBound
                while from > floor, [Byte.space, Byte.tab, Byte.lineFeed, Byte.carriageReturn].contains(bytes[from - 1]) {
                    from -= 1
                }
                call.removal = from..<list[list[slot.brace].match].range.upperBound
            }
        } else if let argument = arguments.last(where: { $0.label.map { accepted.contains(tokens.text($0)) } ?? false }),
                  argument.value.count == 1, list[argument.value.lowerBound].kind == .open(Byte.openBrace)
        {
            // A `matches: { … }` argument that does not end the list.
            brace = argument.value.lowerBound
            call.closureLabel = argument.label
            call.closureIsArgument = true
            call.removal = argument.removal
        }
        call.slotCount = slots.count
        call.slotLiterals = slots.map { slot in
            let labelled = slot.label.map { accepted.contains(tokens.text($0)) }
            // A trailing closure may be unlabelled; an argument must carry the snapshot's label.
            guard labelled ?? (slot.argument == nil) else { return nil }
            return literal(inClosureAt: slot.brace, tokens: tokens)
        }
        // A closure among the arguments is written one level deeper than
        // the line it starts on (`matches: {` on a line of its own); a
        // trailing closure, one level deeper than the call's line.
        if call.closureIsArgument, let brace { call.indentation = indentation(ofLineAt: list[brace].range.lowerBound) }
        if let brace {
            let close = list[brace].match
            call.closure = list[brace].range.lowerBound..<list[close].range.upperBound
            if close > brace + 1 {
                guard let literal = literal(inClosureAt: brace, tokens: tokens) else {
                    throw .closureNotALiteral(path: path, line: line, column: column)
                }
                call.literal = literal
            }
        }
        return call
    }

    /// The string literal that is all a closure holds, if it holds one.
    private func literal(inClosureAt brace: Int, tokens: SwiftTokens) -> Range<Int>? {
        let list = tokens.tokens
        let close = list[brace].match
        guard close > brace + 1 else { return nil }
        let first = list[brace + 1]
        guard case .stringOpen = first.kind, first.match + 1 == close,
              !list[(brace + 1)...first.match].contains(where: { $0.kind == .interpolationOpen })
        else { return nil }
        return first.range.lowerBound..<list[first.match].range.upperBound
    }

    /// One closure an offset counts: a closure argument that ends the
    /// argument list, or a trailing closure.
    private struct Slot {
        var label: Range<Int>?
        var brace: Int
        var argument: Argument?
    }

    /// The value of the string literal at `range` (a call's ``InlineSnapshotCall/literal``).
    package func literalValue(_ range: Range<Int>) -> String? {
        SwiftStringLiteral.value(of: bytes, in: range)
    }

    /// One argument inside a call's parentheses.
    private struct Argument {
        /// Its label, if it has one.
        var label: Range<Int>?
        /// The indices of the tokens of its value (the top-level ones and all those nested in them).
        var value: Range<Int>
        /// What removing it removes: itself, and the comma before it (or after it, when it is first).
        var removal: Range<Int>
    }

    /// The arguments between the `(` at `open` and its `)`.
    private static func arguments(of open: Int, in tokens: SwiftTokens) -> [Argument] {
        let list = tokens.tokens
        let close = list[open].match
        var result: [Argument] = []
        var first = open + 1
        var index = open + 1
        var commas: [Int] = []
        while index <= close {
            if index == close || list[index].kind == .punctuation(Byte.comma) {
                if first < index {
                    var label: Range<Int>?
                    var valueStart = first
                    if index - first >= 2, list[first].kind == .identifier, list[first + 1].kind == .punctuation(Byte.colon) {
                        label = list[first].range
                        valueStart = first + 2
                    }
                    var topLevel = 0
                    var cursor = valueStart
                    while cursor < index {
                        topLevel += 1
                        cursor = list[cursor].match > cursor ? list[cursor].match + 1 : cursor + 1
                    }
                    let lower = list[first].range.lowerBound
                    let upper = list[index - 1].range.upperBound
                    // The comma before it, or, for the first argument, the one after it.
                    let removal: Range<Int>
                    if let comma = commas.last {
                        removal = list[comma].range.lowerBound..<upper
                    } else if index < close {
                        removal = lower..<(list[index + 1].range.lowerBound)
                    } else {
                        removal = lower..<upper
                    }
                    result.append(Argument(
                        label: label, value: valueStart..<(topLevel == 1 ? valueStart + 1 : index), removal: removal))
                }
                if index < close { commas.append(index) }
                first = index + 1
                index += 1
                continue
            }
            index = list[index].match > index ? list[index].match + 1 : index + 1
        }
        return result
    }

    /// Whether `token` can end what is called: a name, a closing bracket, or `>` of generic arguments.
    private static func endsCallee(_ token: SwiftTokens.Token, _ tokens: SwiftTokens) -> Bool {
        switch token.kind {
        case .identifier, .close: true
        case .operator: tokens.text(token.range).hasSuffix(">") || tokens.text(token.range).hasSuffix("?")
            || tokens.text(token.range).hasSuffix("!")
        default: false
        }
    }

    /// The spaces and tabs that start the line holding `offset`.
    package func indentation(ofLineAt offset: Int) -> String {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != Byte.lineFeed { lineStart -= 1 }
        var end = lineStart
        while end < bytes.count, bytes[end] == Byte.space || bytes[end] == Byte.tab { end += 1 }
        return String(decoding: bytes[lineStart..<end], as: UTF8.self)
    }
}

extension SwiftTokens {
    /// The 1-based line and column of `offset` in `bytes`, counting bytes.
    static func location(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<min(offset, bytes.count)]
        let line = before.count(where: { $0 == Byte.lineFeed }) + 1
        let lineStart = before.lastIndex(of: Byte.lineFeed).map { $0 + 1 } ?? 0
        return (line, offset - lineStart + 1)
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
    static let comma: UInt8 = 0x2C
    static let colon: UInt8 = 0x3A
    static let star: UInt8 = 0x2A
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
}
