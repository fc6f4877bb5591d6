/// A flow's `matches pattern` regular expression, compiled for a matcher
/// whose time grows with the pattern's size times the text's length, never
/// more: no backtracking, so no pattern (`(a+)+$`, `(?x)(a+#)\n)+$`) can
/// take exponentially long. Matching is a set of positions in the pattern
/// carried along the text at once (Thompson's construction, as RE2 and
/// Rust's `regex` do it), and it stops, failing the step, past
/// ``ScriptLimits/patternSteps`` steps.
///
/// The syntax is ICU's, as `NSRegularExpression` reads it, less what needs
/// backtracking: literals and escapes (`\.`, `\t`, `\x{41}`, `\u0041`,
/// `\Q…\E`), `.`, classes (`[a-z]`, `[^0-9_]`, `\d \w \s \h` and their
/// negations, `\p{L}`-style general categories), anchors (`^ $ \A \z \Z`,
/// `\b \B`), groups (`(…)`, `(?:…)`, `(?<name>…)`), alternation, the
/// repetitions `* + ? {n} {n,} {n,m}` (lazy ones too), comments `(?#…)`
/// and the flags `i`, `m`, `s`, `x` (`(?i)`, `(?i:…)`, `(?-i)`). A
/// back-reference, a look-around, an atomic group or a possessive
/// repetition is refused, naming it.
struct ScriptPattern: Sendable {
    /// Why a pattern cannot be used.
    struct Problem: Error, Equatable {
        var reason: String
    }

    /// Why a match stopped before it decided.
    struct Stop: Error, Equatable {
        var steps: Int
    }

    fileprivate enum Instruction: Sendable {
        case scalar(Unicode.Scalar, caseInsensitive: Bool)
        case set(ScalarSet, caseInsensitive: Bool)
        case any(dotAll: Bool)
        case split(Int, Int)
        case jump(Int)
        case assertion(Assertion)
        case match
    }

    fileprivate enum Assertion: Sendable {
        case lineStart(multiline: Bool)
        case lineEnd(multiline: Bool)
        case textStart
        case textEnd
        case textEndBeforeFinalNewline
        case wordBoundary
        case notWordBoundary
    }

    fileprivate let program: [Instruction]

    /// Compiles `pattern`.
    init(_ pattern: String) throws(Problem) {
        var parser = PatternParser(scalars: Array(pattern.unicodeScalars))
        let node = try parser.parseAll()
        var program: [Instruction] = []
        try PatternCompiler.emit(node, into: &program)
        program.append(.match)
        self.program = program
    }

    /// Whether the pattern matches somewhere in `text`, spending at most
    /// `budget` steps (a step is one pattern position tried at one
    /// character); what it spent is taken off `budget`.
    func matches(in text: String, budget: inout Int) throws(Stop) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var current = ThreadList(capacity: program.count)
        var next = ThreadList(capacity: program.count)
        var spent = 0
        for position in 0...scalars.count {
            // A match may start at any position.
            if addThread(0, at: position, scalars, to: &current) {
                budget -= spent
                return true
            }
            guard position < scalars.count else { break }
            let scalar = scalars[position]
            next.clear()
            for index in 0..<current.count {
                let pc = current.items[index]
                let accepts: Bool
                switch program[pc] {
                case let .scalar(expected, caseInsensitive):
                    accepts = expected == scalar || (caseInsensitive && Self.folded(scalar) == expected)
                case let .set(set, caseInsensitive):
                    accepts = set.contains(scalar) || (caseInsensitive && set.containsIgnoringCase(scalar))
                case .any(let dotAll):
                    accepts = dotAll || !Self.isLineTerminator(scalar)
                default:
                    accepts = false
                }
                if accepts, addThread(pc + 1, at: position + 1, scalars, to: &next) {
                    budget -= spent
                    return true
                }
            }
            spent += current.count + 1
            if spent > budget { throw Stop(steps: spent) }
            swap(&current, &next)
        }
        budget -= spent
        return false
    }

    /// Adds the thread at `pc` and every one it leads to without reading a
    /// character; `true` when one of them is the match.
    private func addThread(_ start: Int, at position: Int, _ scalars: [Unicode.Scalar], to list: inout ThreadList) -> Bool {
        var stack = [start]
        while let pc = stack.popLast() {
            guard list.insert(pc) else { continue }
            switch program[pc] {
            case .match:
                return true
            case .jump(let target):
                stack.append(target)
            case let .split(first, second):
                stack.append(second)
                stack.append(first)
            case .assertion(let assertion):
                if Self.holds(assertion, at: position, scalars) { stack.append(pc + 1) }
            default:
                list.append(pc)
            }
        }
        return false
    }

    private static func holds(_ assertion: Assertion, at position: Int, _ scalars: [Unicode.Scalar]) -> Bool {
        let before = position > 0 ? scalars[position - 1] : nil
        let after = position < scalars.count ? scalars[position] : nil
        switch assertion {
        case .textStart:
            return position == 0
        case .textEnd:
            return position == scalars.count
        case .textEndBeforeFinalNewline:
            return position == scalars.count || (position == scalars.count - 1 && after.map(isLineTerminator) == true)
        case .lineStart(let multiline):
            return position == 0 || (multiline && before.map(isLineTerminator) == true)
        case .lineEnd(let multiline):
            if position == scalars.count { return true }
            if multiline { return after.map(isLineTerminator) == true }
            return position == scalars.count - 1 && after.map(isLineTerminator) == true
        case .wordBoundary, .notWordBoundary:
            let boundary = (before.map(isWord) ?? false) != (after.map(isWord) ?? false)
            if case .wordBoundary = assertion { return boundary }
            return !boundary
        }
    }

    static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if scalar == "_" || properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: return true
        default: return false
        }
    }

    /// `scalar` in lower case, when that is one scalar.
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower[lower.startIndex] : scalar
    }
}

/// The positions under way at one character: each once, in order.
private struct ThreadList {
    var items: [Int] = []
    var count: Int { items.count }
    private var marks: [UInt32]
    private var generation: UInt32 = 1

    init(capacity: Int) {
        marks = Array(repeating: 0, count: capacity)
        items.reserveCapacity(capacity)
    }

    mutating func clear() {
        items.removeAll(keepingCapacity: true)
        generation &+= 1
        if generation == 0 {
            for index in marks.indices { marks[index] = 0 }
            generation = 1
        }
    }

    /// Marks `pc` as seen at this character; `false` when it was.
    mutating func insert(_ pc: Int) -> Bool {
        if marks[pc] == generation { return false }
        marks[pc] = generation
        return true
    }

    mutating func append(_ pc: Int) {
        items.append(pc)
    }
}

/// A set of scalars: ranges, and the classes `\d`, `\w`, `\s`, `\h` and
/// general categories, each possibly negated, and the whole possibly negated.
struct ScalarSet: Sendable {
    enum Member: Sendable {
        case range(ClosedRange<UInt32>)
        case digit(negated: Bool)
        case word(negated: Bool)
        case space(negated: Bool)
        case horizontalSpace(negated: Bool)
        case categories([Unicode.GeneralCategory], negated: Bool)
    }

    var members: [Member] = []
    var negated = false

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        members.contains { $0.contains(scalar) } != negated
    }

    /// Whether the scalar's lower or upper case is in the set.
    func containsIgnoringCase(_ scalar: Unicode.Scalar) -> Bool {
        let cases = [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping, scalar.properties.titlecaseMapping]
        return cases.contains { mapped in
            let scalars = mapped.unicodeScalars
            return scalars.count == 1 && contains(scalars[scalars.startIndex])
        }
    }
}

extension ScalarSet.Member {
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .range(let range):
            return range.contains(scalar.value)
        case .digit(let negated):
            return (scalar.properties.generalCategory == .decimalNumber) != negated
        case .word(let negated):
            return ScriptPattern.isWord(scalar) != negated
        case .space(let negated):
            return scalar.properties.isWhitespace != negated
        case .horizontalSpace(let negated):
            let horizontal = scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
            return horizontal != negated
        case let .categories(categories, negated):
            return categories.contains(scalar.properties.generalCategory) != negated
        }
    }
}

/// A parsed pattern.
private indirect enum PatternNode {
    case empty
    case scalar(Unicode.Scalar, caseInsensitive: Bool)
    case set(ScalarSet, caseInsensitive: Bool)
    case any(dotAll: Bool)
    case assertion(ScriptPattern.Assertion)
    case sequence([PatternNode])
    case alternation([PatternNode])
    case repetition(PatternNode, minimum: Int, maximum: Int?)

    /// How many instructions it compiles to (counted repetitions counted
    /// out), saturating at `Int.max`.
    var size: Int {
        switch self {
        case .empty: return 0
        case .scalar, .set, .any, .assertion: return 1
        case .sequence(let nodes): return nodes.reduce(0) { Self.sum($0, $1.size) }
        case .alternation(let nodes): return nodes.reduce(0) { Self.sum($0, Self.sum($1.size, 2)) }
        case let .repetition(node, minimum, maximum):
            let copies = node.size.multipliedReportingOverflow(by: maximum ?? (minimum + 1))
            return copies.overflow ? .max : Self.sum(copies.partialValue, 2 * ((maximum ?? minimum) - minimum + 1))
        }
    }

    private static func sum(_ first: Int, _ second: Int) -> Int {
        let result = first.addingReportingOverflow(second)
        return result.overflow ? .max : result.partialValue
    }
}

/// The flags in effect at a point of the pattern.
private struct PatternFlags {
    var caseInsensitive = false
    var multiline = false
    var dotAll = false
    var extended = false
}

/// Reads a pattern's scalars into ``PatternNode``s.
private struct PatternParser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var depth = 0

    static let maximumDepth = 100

    mutating func parseAll() throws(ScriptPattern.Problem) -> PatternNode {
        var flags = PatternFlags()
        let node = try parseAlternation(&flags)
        if index < scalars.count {
            // Only a `)` can stop the parse early.
            throw problem("it has a \")\" that closes no group")
        }
        guard node.size <= ScriptLimits.patternProgramSize else {
            throw problem("it is too large once its repetitions are counted out "
                + "(more than \(ScriptLimits.patternProgramSize) parts): repeat less")
        }
        return node
    }

    func problem(_ reason: String) -> ScriptPattern.Problem {
        ScriptPattern.Problem(reason: reason)
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func parseAlternation(_ flags: inout PatternFlags) throws(ScriptPattern.Problem) -> PatternNode {
        var branches = [try parseSequence(&flags)]
        while current == "|" {
            index += 1
            branches.append(try parseSequence(&flags))
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func parseSequence(_ flags: inout PatternFlags) throws(ScriptPattern.Problem) -> PatternNode {
        var nodes: [PatternNode] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            if flags.extended {
                if scalar.properties.isWhitespace {
                    index += 1
                    continue
                }
                if scalar == "#" {
                    while let next = current, !ScriptPattern.isLineTerminator(next) { index += 1 }
                    continue
                }
            }
            guard let atom = try parseAtom(&flags) else { continue }
            nodes.append(try parseRepetition(of: atom, flags))
        }
        return nodes.count == 1 ? nodes[0] : .sequence(nodes)
    }

    mutating func parseRepetition(of atom: PatternNode, _ flags: PatternFlags) throws(ScriptPattern.Problem) -> PatternNode {
        var node = atom
        while true {
            if flags.extended {
                while let scalar = current, scalar.properties.isWhitespace { index += 1 }
            }
            let minimum: Int
            let maximum: Int?
            switch current {
            case "*": (minimum, maximum) = (0, nil); index += 1
            case "+": (minimum, maximum) = (1, nil); index += 1
            case "?": (minimum, maximum) = (0, 1); index += 1
            case "{":
                guard let counted = try parseCount() else { return node }
                (minimum, maximum) = counted
            default:
                return node
            }
            if case .assertion = node { throw problem("it repeats an anchor") }
            if current == "?" {
                index += 1  // lazy: the same for whether it matches
            } else if current == "+" {
                throw problem("it has a possessive repetition (`*+`, `++`, `?+`), which this matcher does not run")
            }
            node = .repetition(node, minimum: minimum, maximum: maximum)
        }
    }

    /// `{n}`, `{n,}` or `{n,m}` at `index`, or `nil` (a literal `{`) when it is none.
    mutating func parseCount() throws(ScriptPattern.Problem) -> (Int, Int?)? {
        var cursor = index + 1
        func number(_ cursor: inout Int) -> Int? {
            var value = 0
            var digits = 0
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
                value = min(value * 10 + Int(scalars[cursor].value - 0x30), 1_000_000)
                digits += 1
                cursor += 1
            }
            return digits > 0 ? value : nil
        }
        guard let minimum = number(&cursor) else { return nil }
        var maximum: Int? = minimum
        if cursor < scalars.count, scalars[cursor] == "," {
            cursor += 1
            maximum = number(&cursor)
        }
        guard cursor < scalars.count, scalars[cursor] == "}" else { return nil }
        index = cursor + 1
        if let maximum, maximum < minimum { throw problem("a repetition {\(minimum),\(maximum)} counts down") }
        if minimum > ScriptLimits.patternProgramSize || (maximum ?? 0) > ScriptLimits.patternProgramSize {
            throw problem("it repeats more than \(ScriptLimits.patternProgramSize) times")
        }
        return (minimum, maximum)
    }

    /// One atom, or `nil` when what was read changes only the flags or is a comment.
    mutating func parseAtom(_ flags: inout PatternFlags) throws(ScriptPattern.Problem) -> PatternNode? {
        guard let scalar = current else { return nil }
        index += 1
        switch scalar {
        case "(":
            return try parseGroup(&flags)
        case "[":
            return .set(try parseClass(flags), caseInsensitive: flags.caseInsensitive)
        case ".":
            return .any(dotAll: flags.dotAll)
        case "^":
            return .assertion(.lineStart(multiline: flags.multiline))
        case "$":
            return .assertion(.lineEnd(multiline: flags.multiline))
        case "\\":
            return try parseEscape(flags)
        case "*", "+", "?":
            throw problem("\"\(scalar)\" repeats nothing")
        default:
            return literal(scalar, flags)
        }
    }

    func literal(_ scalar: Unicode.Scalar, _ flags: PatternFlags) -> PatternNode {
        flags.caseInsensitive ? .scalar(ScriptPattern.folded(scalar), caseInsensitive: true) : .scalar(scalar, caseInsensitive: false)
    }

    mutating func parseGroup(_ flags: inout PatternFlags) throws(ScriptPattern.Problem) -> PatternNode? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw problem("its groups nest more than \(Self.maximumDepth) deep") }
        var inner = flags
        if current == "?" {
            index += 1
            switch current {
            case ":":
                index += 1
            case "#":
                while let scalar = current, scalar != ")" { index += 1 }
                guard current == ")" else { throw problem("a comment (?# is not closed") }
                index += 1
                return nil
            case "<" where index + 1 < scalars.count && scalars[index + 1] != "=" && scalars[index + 1] != "!":
                while let scalar = current, scalar != ">" { index += 1 }
                guard current == ">" else { throw problem("a group's name is not closed") }
                index += 1
            case "=", "!", "<":
                throw problem("it has a look-around ((?=, (?!, (?<=, (?<!), which this matcher does not run")
            case ">":
                throw problem("it has an atomic group ((?>…)), which this matcher does not run")
            default:
                // Flags: (?ims-x) for the rest of the group, (?i:…) for a group.
                var on = true
                var changed = flags
                while let scalar = current, scalar != ")", scalar != ":" {
                    switch scalar {
                    case "-": on = false
                    case "i": changed.caseInsensitive = on
                    case "m": changed.multiline = on
                    case "s": changed.dotAll = on
                    case "x": changed.extended = on
                    case "w", "u": break  // word boundaries and Unicode: as this matcher does them anyway
                    default: throw problem("\"\(scalar)\" is not a flag this matcher knows (i, m, s, x)")
                    }
                    index += 1
                }
                guard let end = current else { throw problem("a group is not closed") }
                index += 1
                if end == ")" {
                    flags = changed
                    return nil
                }
                inner = changed
            }
        }
        let node = try parseAlternation(&inner)
        guard current == ")" else { throw problem("a group is not closed") }
        index += 1
        return node
    }

    mutating func parseEscape(_ flags: PatternFlags) throws(ScriptPattern.Problem) -> PatternNode {
        guard let scalar = current else { throw problem("it ends with a lone backslash") }
        index += 1
        switch scalar {
        case "d", "D", "w", "W", "s", "S", "h", "H", "p", "P":
            index -= 1
            var set = ScalarSet()
            set.members.append(try parseClassEscape())
            return .set(set, caseInsensitive: false)
        case "b": return .assertion(.wordBoundary)
        case "B": return .assertion(.notWordBoundary)
        case "A": return .assertion(.textStart)
        case "z": return .assertion(.textEnd)
        case "Z": return .assertion(.textEndBeforeFinalNewline)
        case "Q":
            var nodes: [PatternNode] = []
            while index < scalars.count {
                if scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] == "E" {
                    index += 2
                    return .sequence(nodes)
                }
                nodes.append(literal(scalars[index], flags))
                index += 1
            }
            return .sequence(nodes)
        case "1"..."9", "k":
            throw problem("it has a back-reference (\\\(scalar)), which this matcher does not run")
        case "G", "X", "R", "N":
            throw problem("\\\(scalar) is not supported here")
        default:
            index -= 1
            return literal(try parseCharacterEscape(), flags)
        }
    }

    /// `\d`, `\w`… or `\p{…}` at `index` (after the backslash), as a set member.
    mutating func parseClassEscape() throws(ScriptPattern.Problem) -> ScalarSet.Member {
        guard let scalar = current else { throw problem("it ends with a lone backslash") }
        index += 1
        switch scalar {
        case "d": return .digit(negated: false)
        case "D": return .digit(negated: true)
        case "w": return .word(negated: false)
        case "W": return .word(negated: true)
        case "s": return .space(negated: false)
        case "S": return .space(negated: true)
        case "h": return .horizontalSpace(negated: false)
        case "H": return .horizontalSpace(negated: true)
        default:
            // \p{L}, \P{Nd}, \pL.
            var name = ""
            if current == "{" {
                index += 1
                while let next = current, next != "}" { name.unicodeScalars.append(next); index += 1 }
                guard current == "}" else { throw problem("a \\\(scalar){ is not closed") }
                index += 1
            } else if let next = current {
                name = String(next)
                index += 1
            }
            guard let categories = Self.categories[name] else {
                throw problem("\\\(scalar){\(name)} is not a general category this matcher knows (L, Lu, Ll, N, Nd, P, S, Z…)")
            }
            return .categories(categories, negated: scalar == "P")
        }
    }

    /// The scalar an escape stands for (`\t`, `\x{41}`, `\.`), at `index` after the backslash.
    mutating func parseCharacterEscape() throws(ScriptPattern.Problem) -> Unicode.Scalar {
        guard let scalar = current else { throw problem("it ends with a lone backslash") }
        index += 1
        switch scalar {
        case "t": return "\t"
        case "n": return "\n"
        case "r": return "\r"
        case "f": return "\u{0C}"
        case "a": return "\u{07}"
        case "e": return "\u{1B}"
        case "x":
            if current == "{" {
                index += 1
                return try hexScalar(until: "}", maximumDigits: 8)
            }
            return try hexScalar(count: 2)
        case "u": return try hexScalar(count: 4)
        case "U": return try hexScalar(count: 8)
        case "0":
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, let next = current, ("0"..."7").contains(next) {
                value = value * 8 + (next.value - 0x30)
                index += 1
                digits += 1
            }
            return Unicode.Scalar(value) ?? "\0"
        default:
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                throw problem("\\\(scalar) is not an escape this matcher knows")
            }
            return scalar
        }
    }

    mutating func hexScalar(count: Int) throws(ScriptPattern.Problem) -> Unicode.Scalar {
        guard index + count <= scalars.count,
              let value = UInt32(String(String.UnicodeScalarView(scalars[index..<index + count])), radix: 16),
              let scalar = Unicode.Scalar(value)
        else { throw problem("a hexadecimal escape is not \(count) hexadecimal digits of a scalar") }
        index += count
        return scalar
    }

    mutating func hexScalar(until end: Unicode.Scalar, maximumDigits: Int) throws(ScriptPattern.Problem) -> Unicode.Scalar {
        var digits = ""
        while let next = current, next != end, digits.unicodeScalars.count <= maximumDigits {
            digits.unicodeScalars.append(next)
            index += 1
        }
        guard current == end, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw problem("a hexadecimal escape \\x{…} is not closed or not a scalar")
        }
        index += 1
        return scalar
    }

    /// A class, after its `[`.
    mutating func parseClass(_ flags: PatternFlags) throws(ScriptPattern.Problem) -> ScalarSet {
        var set = ScalarSet()
        if current == "^" {
            set.negated = true
            index += 1
        }
        var first = true
        while let scalar = current {
            if scalar == "]", !first {
                index += 1
                return set
            }
            first = false
            if scalar == "[" {
                if index + 1 < scalars.count, scalars[index + 1] == ":" {
                    throw problem("it has a POSIX class ([:alpha:]): write \\p{L}, \\d or \\s instead")
                }
                throw problem("it nests a class inside a class, which this matcher does not run")
            }
            if scalar == "&", index + 1 < scalars.count, scalars[index + 1] == "&" {
                throw problem("it intersects classes (&&), which this matcher does not run")
            }
            let low: Unicode.Scalar
            if scalar == "\\" {
                index += 1
                if let next = current, "dDwWsShHpP".unicodeScalars.contains(next) {
                    set.members.append(try parseClassEscape())
                    continue
                }
                if current == "Q" || current == "E" {
                    throw problem("\\Q…\\E inside a class is not supported here")
                }
                low = try parseCharacterEscape()
            } else {
                low = scalar
                index += 1
            }
            if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                let high: Unicode.Scalar
                if current == "\\" {
                    index += 1
                    high = try parseCharacterEscape()
                } else if let next = current {
                    high = next
                    index += 1
                } else {
                    break
                }
                guard low.value <= high.value else { throw problem("a class's range \(low)-\(high) counts down") }
                set.members.append(.range(low.value...high.value))
            } else {
                set.members.append(.range(low.value...low.value))
            }
        }
        throw problem("a class ([…]) is not closed")
    }

    static let categories: [String: [Unicode.GeneralCategory]] = [
        "L": [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter],
        "Lu": [.uppercaseLetter], "Ll": [.lowercaseLetter], "Lt": [.titlecaseLetter], "Lm": [.modifierLetter],
        "Lo": [.otherLetter],
        "M": [.nonspacingMark, .spacingMark, .enclosingMark], "Mn": [.nonspacingMark],
        "N": [.decimalNumber, .letterNumber, .otherNumber], "Nd": [.decimalNumber], "Nl": [.letterNumber],
        "No": [.otherNumber],
        "P": [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
              .finalPunctuation, .otherPunctuation],
        "S": [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol], "Sm": [.mathSymbol], "Sc": [.currencySymbol],
        "Z": [.spaceSeparator, .lineSeparator, .paragraphSeparator], "Zs": [.spaceSeparator],
        "C": [.control, .format, .surrogate, .privateUse, .unassigned], "Cc": [.control], "Cf": [.format],
    ]
}

/// Turns ``PatternNode``s into instructions.
private enum PatternCompiler {
    static func emit(_ node: PatternNode, into program: inout [ScriptPattern.Instruction]) throws(ScriptPattern.Problem) {
        switch node {
        case .empty:
            break
        case let .scalar(scalar, caseInsensitive):
            program.append(.scalar(scalar, caseInsensitive: caseInsensitive))
        case let .set(set, caseInsensitive):
            program.append(.set(set, caseInsensitive: caseInsensitive))
        case .any(let dotAll):
            program.append(.any(dotAll: dotAll))
        case .assertion(let assertion):
            program.append(.assertion(assertion))
        case .sequence(let nodes):
            for node in nodes { try emit(node, into: &program) }
        case .alternation(let nodes):
            // split L1, next; L1: a; jump end; next: split L2, … ; last branch
            var jumps: [Int] = []
            for (offset, branch) in nodes.enumerated() {
                if offset == nodes.count - 1 {
                    try emit(branch, into: &program)
                } else {
                    let split = program.count
                    program.append(.split(split + 1, 0))
                    try emit(branch, into: &program)
                    jumps.append(program.count)
                    program.append(.jump(0))
                    program[split] = .split(split + 1, program.count)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case let .repetition(inner, minimum, maximum):
            for _ in 0..<minimum { try emit(inner, into: &program) }
            if let maximum {
                // Each optional copy: split into it or past all of them.
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(program.count)
                    program.append(.split(program.count + 1, 0))
                    try emit(inner, into: &program)
                }
                for split in splits { program[split] = .split(split + 1, program.count) }
            } else {
                // loop: split body, end; body; jump loop
                let loop = program.count
                program.append(.split(loop + 1, 0))
                try emit(inner, into: &program)
                program.append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
            }
        }
        guard program.count <= ScriptLimits.patternProgramSize * 4 else {
            throw ScriptPattern.Problem(reason: "it is too large once its repetitions are counted out: repeat less")
        }
    }
}
