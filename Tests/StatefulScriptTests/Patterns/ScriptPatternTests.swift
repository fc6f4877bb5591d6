import Foundation
import Testing
@testable import StatefulScript

/// The flow's pattern matcher: ICU's syntax, as `NSRegularExpression` reads
/// it, matched in time proportional to the pattern's size times the text's
/// length, so that no pattern can run away.
@Suite struct ScriptPatternTests {
    static let texts = [
        "", "Signed in as Ada", "who to pay.", "Alan Turing", "Grace Hopper 1906", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaab",
        "tab\there", "line\nnext", "x_1 y-2", "ÄÖÜ äöü ß", "ログイン ID", "a.b*c", "[button] \"Save\"", "  spaced  ",
        "end\n", "CamelCase", "12:30", "(a)(b)",
    ]

    static let patterns = [
        "Ada", "^Signed", "pay\\.$", "T.ring", "[A-Z][a-z]+", "^.*Ada [A-Z]", "\\d+", "\\d{2}:\\d{2}", "(ab|a)+b$",
        "^\\s+\\w+\\s+$", "[^a-z ]", "\\bID\\b", "\\Bing", "(?i)grace", "(?i:HOPPER) \\d", "a{3,5}b", "a{30}",
        "x?y?z?", "(?x) A d a  # a comment", "\\Qa.b*\\E", "[.*]", "\\w+_\\d", "ä|Ö", "\\p{Lu}\\p{Ll}+", "\\P{L}",
        "[\\d\\s]+", "\\x{30ED}", "\\u30ED", "^$", "e$", "\\Z", "line$", "(?m)line$", "(?s)line.next", "line.next",
        "\\A\\(a\\)", "\\[button\\]", "\"Save\"", "[-a]", "[a-]", "[]x]", "h\\H", "\\h",
    ]

    @Test func itMatchesWhereNSRegularExpressionMatches() throws {
        for pattern in Self.patterns {
            let compiled = try ScriptPattern(pattern)
            let reference = try NSRegularExpression(pattern: pattern)
            for text in Self.texts {
                var budget = 1_000_000
                let ours = try compiled.matches(in: text, budget: &budget)
                let theirs = reference.firstMatch(in: text, range: NSRange(text.startIndex..<text.endIndex, in: text)) != nil
                #expect(ours == theirs, "pattern \(pattern) on \(text.debugDescription)")
            }
        }
    }

    /// Patterns that backtrack exponentially in a backtracking matcher
    /// finish here in linear time, however long the text.
    @Test(arguments: ["(a+)+$", "(x|xy)*z", "((ab)*c)+", "(a?b?)*c", "(?x)(a+#)\n)+$", "(a|a)*b", "(a*)*b"])
    func aPatternThatWouldBacktrackForEverEndsAtOnce(_ pattern: String) throws {
        let compiled = try ScriptPattern(pattern)
        var budget = ScriptLimits.patternSteps
        #expect(try compiled.matches(in: String(repeating: "a", count: 5_000) + "!", budget: &budget) == false)
        // The work is the pattern's size times the text's length, not more.
        #expect(ScriptLimits.patternSteps - budget < 200_000)
    }

    @Test func pastItsStepsAMatchStops() throws {
        let compiled = try ScriptPattern("(a|b|c|d|e|f|g|h)*z")
        var budget = 1_000
        #expect(throws: ScriptPattern.Stop.self) {
            try compiled.matches(in: String(repeating: "abcdefgh", count: 1_000), budget: &budget)
        }
    }

    @Test(arguments: [
        ("(a)\\1", "back-reference"), ("a(?=b)", "look-around"), ("(?<!x)a", "look-around"), ("(?>a+)b", "atomic group"),
        ("a++", "possessive"), ("(unclosed", "not closed"), ("a)", "closes no group"), ("[a-", "not closed"),
        ("((((a{100}){100}){100}))", "too large"), ("*a", "repeats nothing"), ("\\y", "not an escape"),
        ("[[:alpha:]]", "POSIX class"), ("a{5,2}", "counts down"), ("(?q)a", "not a flag"),
    ])
    func whatNeedsBacktrackingOrDoesNotCompileIsRefusedByName(_ pattern: String, _ reason: String) {
        #expect {
            try ScriptPattern(pattern)
        } throws: { error in
            (error as? ScriptPattern.Problem)?.reason.contains(reason) == true
        }
    }
}
