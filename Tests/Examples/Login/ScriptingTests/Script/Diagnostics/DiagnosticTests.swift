import StatefulExampleLoginScripting
import Foundation
import StatefulExampleLogin
import Testing
@testable import StatefulCommandLine
import StatefulScript

@Suite("Diagnostics: located messages with the line and a caret")
struct DiagnosticTests {
    @Test("an unknown statement suggests the closest keyword")
    func unknownStatement() {
        #expect(diagnostics("logIn\nexpct effect showProgress") == ["""
            test.flow:2:1: error: unknown statement `expct`; did you mean `expect`?
            expct effect showProgress
            ^~~~~
            """])
    }

    @Test("an unknown statement with no close keyword lists the statements")
    func unknownStatementWithoutSuggestion() {
        #expect(diagnostics("wibble wobble") == ["""
            test.flow:1:1: error: unknown statement `wibble`; a line is a command (a case of the feature's Command type), or starts with one of: send, start, cancel, wait, advance, dismiss, tap, type, toggle, back, relaunch, expect, print, backend, param, secret, include, step, repeat, let
            wibble wobble
            ^~~~~~
            """])
    }

    @Test("a misspelt command suggests the case, found through the type's CodingKeys")
    func misspeltCommand() {
        #expect(diagnostics("  logni") == ["""
            test.flow:1:3: error: unknown case `logni` of `LoginViewCommand`; did you mean `logIn`?
              logni
              ^~~~~
            """])
        #expect(diagnostics(#"inputLoginID("x")"#) == ["""
            test.flow:1:1: error: unknown case `inputLoginID` of `LoginViewCommand`; did you mean `inputLoginId`?
            inputLoginID("********")
            ^~~~~~~~~~~~
            """])
    }

    @Test("a lone misspelt keyword is suggested when no case is close")
    func loneKeyword() {
        #expect(diagnostics("inclde") == ["""
            test.flow:1:1: error: unknown case `inclde` of `LoginViewCommand`; did you mean `include`?
            inclde
            ^~~~~~
            """])
    }

    @Test("an unterminated string points at its opening quote")
    func unterminatedString() {
        #expect(diagnostics(#"inputLoginId("abc"#) == ["""
            test.flow:1:14: error: unterminated string; add the closing `"`
            inputLoginId("abc
                         ^
            """])
    }

    @Test("single quotes are not strings")
    func singleQuotes() {
        #expect(diagnostics("inputLoginId('abc')") == ["""
            test.flow:1:14: error: unexpected character `'`; strings are written in double quotes
            inputLoginId('abc')
                         ^
            """])
    }

    @Test("an unknown escape is located")
    func unknownEscape() {
        #expect(diagnostics(#"inputLoginId("a\qb")"#) == [#"""
            test.flow:1:16: error: unknown escape sequence `\q` in a string; use \", \\, \$, \n, \t, \r, \0 or \u{…}
            inputLoginId("a\qb")
                           ^~
            """#])
    }

    @Test("a wrong argument type names the case and the types, not the value")
    func wrongArgumentType() {
        #expect(diagnostics("inputLoginId(42)") == ["""
            test.flow:1:14: error: wrong argument type for `inputLoginId`: expected `String` (a quoted string), found an integer
            inputLoginId(42)
                         ^~
            """])
    }

    @Test("a missing argument, an extra argument and a wrong label")
    func arguments() {
        #expect(diagnostics("inputLoginId") == ["""
            test.flow:1:1: error: missing argument 1 of `inputLoginId`
            inputLoginId
            ^~~~~~~~~~~~
            """])
        #expect(diagnostics(#"inputLoginId("a", "b")"#) == ["""
            test.flow:1:19: error: extra argument for `inputLoginId`
            inputLoginId("a", "b")
                              ^~~
            """])
        #expect(diagnostics(#"logIn("now")"#) == ["""
            test.flow:1:7: error: extra argument for `logIn`
            logIn("now")
                  ^~~~~
            """])
        #expect(diagnostics(#"inputLoginId(id: "a")"#) == ["""
            test.flow:1:14: error: `inputLoginId` takes an unlabelled argument here; remove `id:`
            inputLoginId(id: "a")
                         ^~
            """])
    }

    @Test("unknown expectation, print target, backend setting, endpoint and failure suggest the right word")
    func subStatements() {
        #expect(diagnostics("expect efect showProgress").first?.hasPrefix(
            "test.flow:1:8: error: unknown expectation `efect`; did you mean `effect`?") == true)
        #expect(diagnostics("print scren") == ["""
            test.flow:1:7: error: cannot print `scren`; did you mean `screen`?
            print scren
                  ^~~~~
            """])
        #expect(diagnostics("backend latncy(3ms)").first?.hasPrefix(
            "test.flow:1:9: error: invalid backend setting: unknown case `latncy` of `LoginBackend`; did you mean `latency`?") == true)
        #expect(diagnostics("backend fail(login, network)").first?.hasPrefix(
            "test.flow:1:14: error: invalid backend setting: unknown case `login` of `LoginBackend.Endpoint`; did you mean `logIn`?") == true)
        #expect(diagnostics("backend fail(logIn, netwrok)").first?.hasPrefix(
            "test.flow:1:21: error: invalid backend setting: unknown case `netwrok` of `LoginBackend.Failure`; did you mean `network`?") == true)
        #expect(diagnostics("backend fail(logIn, server(700))").first?.hasPrefix(
            "test.flow:1:21: error: invalid backend setting: invalid value: an HTTP status is between 100 and 599") == true)
        #expect(diagnostics("backend latency(3)").first?.hasPrefix(
            "test.flow:1:17: error: invalid backend setting: wrong argument type for `latency`: expected `Duration` (such as `250ms` or `2s`), found an integer") == true)
        #expect(diagnostics("print screen tiny").first?.hasPrefix(
            "test.flow:1:14: error: `tiny` is not a screen width; write a number of columns or one of: compact, regular") == true)
    }

    @Test("malformed negative, pattern and count checks are located at the part that is wrong")
    func malformedViewChecks() {
        #expect(diagnostics(#"expect screen not "Welcome""#) == ["""
            test.flow:1:19: error: expected `contains`, found a string
            expect screen not "Welcome"
                              ^~~~~~~~~
            """])
        #expect(diagnostics("expect outline not contains") == ["""
            test.flow:1:28: error: expected the quoted text that must not be shown, found the end of the line
            expect outline not contains
                                       ^
            """])
        #expect(diagnostics(#"expect screen matches pattern "(unclosed""#) == ["""
            test.flow:1:31: error: this pattern cannot be used: a group is not closed
            expect screen matches pattern "(unclosed"
                                          ^~~~~~~~~~~
            """])
        // What only a backtracking matcher can do is refused by name: flows match in linear time.
        for (pattern, reason) in [("(a)\\\\1", "back-reference"), ("a(?=b)", "look-around"), ("a++", "possessive")] {
            #expect(diagnostics("expect screen matches pattern \"\(pattern)\"").first?.contains(
                "error: this pattern cannot be used: it has a \(reason)") == true, "\(pattern)")
        }
        // Repetitions of repetitions, classes and escapes are fine: none can run away.
        for pattern in ["(ab)+", "(a+)b", "[(+)]+", "\\\\(a+\\\\)+", "(?:abc)*", "Signed in as [A-Z].+", "(a|b)",
                        "(a+)+$", "(x|xy)*z"] {
            #expect(diagnostics("expect screen matches pattern \"\(pattern)\"") == [], "\(pattern)")
        }
        // A secret inside a pattern is masked in the diagnostic.
        let secretPattern = diagnostics("""
            secret P = "hunter2"
            expect screen matches pattern "(${P}"
            """)
        #expect(secretPattern.count == 1)
        #expect(secretPattern.first?.hasPrefix("test.flow:2:31: error: this pattern cannot be used") == true)
        #expect(secretPattern.first?.contains("hunter2") == false)
        #expect(diagnostics("expect screen matches pattern") == ["""
            test.flow:1:30: error: expected a quoted regular expression, such as `pattern "Signed in as .+"`, found the end of the line
            expect screen matches pattern
                                         ^
            """])
        #expect(diagnostics(#"expect screen contains "Row" 3"#) == ["""
            test.flow:1:31: error: expected `times` after the count, found the end of the line
            expect screen contains "Row" 3
                                          ^
            """])
        #expect(diagnostics(#"expect screen contains "Row" 1 rows"#) == ["""
            test.flow:1:32: error: expected `time` (or `times`) after the count, found `rows`
            expect screen contains "Row" 1 rows
                                           ^~~~
            """])
        #expect(diagnostics(#"expect screen contains "Row" many times"#) == ["""
            test.flow:1:30: error: expected the end of the line, or a count such as `3 times`, found `many`
            expect screen contains "Row" many times
                                         ^~~~
            """])
        #expect(diagnostics(#"expect screen contains "Row" -2 times"#).first?.hasPrefix("test.flow:1:30: error:") == true)
        #expect(diagnostics(#"expect outline shows "Row""#).first?.hasPrefix(
            "test.flow:1:16: error: expected `contains`, `not contains` or `matches`, found `shows`") == true)
    }

    @Test("malformed state comparisons are located at the part that is wrong")
    func malformedStateComparisons() {
        #expect(diagnostics(#"expect state loginId < "b""#) == ["""
            test.flow:1:24: error: expected a number or a duration after `<` (only numbers and durations are ordered), found a string
            expect state loginId < "b"
                                   ^~~
            """])
        #expect(diagnostics("expect state loginId >= true").first?.hasPrefix(
            "test.flow:1:25: error: expected a number or a duration after `>=` (only numbers and durations are ordered), found") == true)
        #expect(diagnostics("expect state loginId is").first?.hasPrefix(
            "test.flow:1:24: error: expected `nil` or `not nil`, found the end of the line") == true)
        #expect(diagnostics("expect state loginId is not 3").first?.hasPrefix(
            "test.flow:1:29: error: expected `nil`, found") == true)
        #expect(diagnostics("expect state loginId contains").first?.hasPrefix("test.flow:1:30: error: expected") == true)
        #expect(diagnostics("expect state loginId => 3").first?.hasPrefix(
            "test.flow:1:22: error: expected `==`, `!=`, `<`, `<=`, `>`, `>=`, `contains` or `is nil`, found") == true)
        #expect(diagnostics("expect state loginId is nil now").first?.hasPrefix(
            "test.flow:1:29: error: expected the end of the line, found `now`") == true)
    }

    @Test("trailing tokens and missing operands are located at the end of the line")
    func unexpectedTokens() {
        #expect(diagnostics("logIn now") == ["""
            test.flow:1:7: error: expected `(` or the end of the line after the command `logIn`, found `now`
            logIn now
                  ^~~
            """])
        #expect(diagnostics(#"inputLoginId "a""#) == ["""
            test.flow:1:14: error: expected `(` or the end of the line after the command `inputLoginId`, found a string
            inputLoginId "a"
                         ^~~
            """])
        #expect(diagnostics("expect state loginId") == ["""
            test.flow:1:21: error: expected `==`, `!=`, `<`, `<=`, `>`, `>=`, `contains` or `is nil`, found the end of the line
            expect state loginId
                                ^
            """])
        #expect(diagnostics("print outline please") == ["""
            test.flow:1:15: error: expected the end of the line, found `please`
            print outline please
                          ^~~~~~
            """])
    }

    @Test("more syntax errors, each located with a message naming what was expected")
    func syntaxErrors() {
        let cases: [(String, String)] = [
            ("inputLoginId(99999999999999999999)", "test.flow:1:14: error: the integer is too large; the largest is 9223372036854775807"),
            (#"inputLoginId("\u{110000}")"#, "test.flow:1:15: error: unknown escape sequence `\\u` in a string"),
            ("print screen 0", "test.flow:1:14: error: `0` is not a screen width; write a number of columns or one of: compact, regular"),
            (#"backend account(loginId: "a", pass: "b", userId: "c")"#,
             "test.flow:1:31: error: invalid backend setting: unknown argument label `pass:` for `account`; did you mean `password:`?"),
            ("send", "test.flow:1:5: error: expected a case name, found the end of the line"),
            ("include other.flow", "test.flow:1:9: error: expected a quoted file path, found `other`"),
            ("expect", "test.flow:1:7: error: expected what to expect (effect, no effect, state, screen, outline), found the end of the line"),
            ("inputLoginId(\"a\" 42)", "test.flow:1:18: error: expected `,` or `)`, found an integer"),
            ("logIn @", "test.flow:1:7: error: unexpected character `@`"),
            ("(logIn)", "test.flow:1:1: error: expected a statement or a command, found `(`"),
            ("expect screen 40 shows \"x\"", "test.flow:1:18: error: expected `contains`, `not contains` or `matches`, found `shows`"),
        ]
        for (line, headline) in cases {
            #expect(diagnostics(line).first?.split(separator: "\n").first.map(String.init)?.hasPrefix(headline) == true, "\(line)")
        }
    }

    @Test("every problem in a script is reported, in order, before anything runs")
    func allProblems() {
        let found = diagnostics("""
            logni
            inputLoginId("ok")
            expct effect showProgress
            """)
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("test.flow:1:1:") == true)
        #expect(found.last?.hasPrefix("test.flow:3:1:") == true)
    }

    @Test("a tab before the column is kept in the caret line")
    func tabs() {
        #expect(diagnostics("\tlogni") == ["test.flow:1:2: error: unknown case `logni` of `LoginViewCommand`; did you mean `logIn`?\n\tlogni\n\t^~~~~"])
    }

    @Test("FlowScriptError counts its diagnostics")
    func exitStatus() {
        do {
            _ = try parseLogin("logni")
            Issue.record("parsed")
        } catch {
            #expect(error.description.hasSuffix("\n1 error"))
        }
        #expect(ExitStatus.failure.rawValue == 1)
    }

    @Test("non-UTF-8 input is located at the first invalid byte")
    func invalidUTF8() throws {
        var parser = FlowScriptParser<LoginViewCommand, LoginBackend>()
        var bytes = Array("logIn\ninputLoginId(\"ab".utf8)
        bytes.append(0xFF)
        bytes += Array("\")\n".utf8)
        do {
            _ = try parser.parse(data: Data(bytes), path: "bad.flow", directory: FileManager.default.temporaryDirectory)
            Issue.record("parsed")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["""
                bad.flow:2:17: error: the file is not valid UTF-8 (an invalid byte sequence starts here); save it as UTF-8
                inputLoginId("ab\u{FFFD}")
                                ^
                """])
        }
    }

    @Test("a flow file that does not exist is a whole-file error")
    func missingRootFile() throws {
        var parser = FlowScriptParser<LoginViewCommand, LoginBackend>()
        do {
            _ = try parser.parse(contentsOf: URL(filePath: "/nonexistent/flows/none.flow"), displayPath: "flows/none.flow")
            Issue.record("parsed")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["flows/none.flow: error: cannot read `flows/none.flow`: no such file"])
        }
    }
}
