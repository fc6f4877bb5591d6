import StatefulExampleLoginScripting
import Foundation
import StatefulExampleLogin
import Testing
@testable import StatefulScript

@Suite("Every statement parses")
struct StatementParsingTests {
    private func statement(_ line: String, options: ScriptParserOptions = ScriptParserOptions(secretLabels: ["password"])) throws -> ScriptStatement<LoginViewCommand, LoginBackend> {
        let script = try parseLogin(line, options: options)
        let step = try #require(script.steps.first)
        #expect(script.steps.count == 1)
        return step.statement
    }

    @Test("a bare command in case syntax is sent, decoded")
    func bareCommand() throws {
        guard case let .send(command, written) = try statement(#"inputLoginId("login-test@example.com")"#) else {
            Issue.record("not a send"); return
        }
        #expect(command == .inputLoginId("login-test@example.com"))
        #expect(written.description == #"inputLoginId("login-test@example.com")"#)
    }

    @Test("a command without payload needs no parentheses")
    func bareCase() throws {
        guard case .send(let command, _) = try statement("logIn") else { Issue.record("not a send"); return }
        #expect(command == .logIn)
    }

    @Test("`send` sends a command explicitly")
    func explicitSend() throws {
        guard case .send(let command, _) = try statement("send logIn()") else { Issue.record("not a send"); return }
        #expect(command == .logIn)
    }

    @Test("a case may be qualified by its type, as dumps write errors")
    func qualifiedCase() throws {
        guard case .expectEffect(let effect) = try statement(
            #"expect effect presentError(AuthError.network(reason: "down"))"#)
        else { Issue.record("not expect effect"); return }
        #expect(effect.description == #"presentError(AuthError.network(reason: "down"))"#)
        guard case .caseValue(let error)? = effect.arguments?.first?.value.kind else {
            Issue.record("no case payload"); return
        }
        #expect(error.name == "AuthError.network")
    }

    @Test("start, cancel, wait and advance parse")
    func concurrencyStatements() throws {
        guard case .start(let command, _) = try statement("start logIn") else { Issue.record("not start"); return }
        #expect(command == .logIn)
        guard case .cancel = try statement("cancel") else { Issue.record("not cancel"); return }
        guard case .wait = try statement("wait") else { Issue.record("not wait"); return }
        guard case .advance(let duration) = try statement("advance 250ms") else { Issue.record("not advance"); return }
        #expect(duration == .milliseconds(250))
        guard case .dismissAlert = try statement("dismiss alert") else { Issue.record("not dismiss alert"); return }
        guard case .goBack = try statement("back") else { Issue.record("not back"); return }
    }

    @Test("expect effect keeps the case as written")
    func expectEffect() throws {
        guard case .expectEffect(let effect) = try statement(#"expect effect complete(userId: "u-42")"#) else {
            Issue.record("not expect effect"); return
        }
        #expect(effect.name == "complete")
        #expect(effect.description == #"complete(userId: "u-42")"#)
        guard case .expectEffect(let bare) = try statement("expect effect presentError") else {
            Issue.record("not expect effect"); return
        }
        #expect(bare.arguments == nil)
    }

    @Test("expect no effect")
    func expectNoEffect() throws {
        guard case .expectNoEffect = try statement("expect no effect") else { Issue.record("not expect no effect"); return }
    }

    @Test("expect state compares a key path with == or !=")
    func expectState() throws {
        guard case .expectState(let equal) = try statement(#"expect state loginId == "x""#) else {
            Issue.record("not expect state"); return
        }
        #expect(equal.path == ["loginId"])
        #expect(equal.comparison == .equal)
        #expect(equal.value.kind == .string("x"))
        #expect(!equal.isSecret)
        guard case .expectState(let notEqual) = try statement("expect state profile.age != 3") else {
            Issue.record("not expect state"); return
        }
        #expect(notEqual.path == ["profile", "age"])
        #expect(notEqual.comparison == .notEqual)
        #expect(notEqual.value.kind == .integer(3))
        guard case .expectState(let password) = try statement(#"expect state password == "pw""#) else {
            Issue.record("not expect state"); return
        }
        #expect(password.isSecret)
    }

    @Test("expect state orders, looks inside and checks for nil")
    func stateComparisons() throws {
        let cases: [(String, StateExpectation.Comparison, ScriptValue.Kind)] = [
            ("expect state attempts < 3", .less, .integer(3)),
            ("expect state attempts <= 3", .lessOrEqual, .integer(3)),
            ("expect state attempts > 2.5", .greater, .floatingPoint(2.5)),
            ("expect state elapsed >= 250ms", .greaterOrEqual, .duration(.milliseconds(250))),
            (#"expect state names contains "Ada""#, .contains, .string("Ada")),
            ("expect state user is nil", .isNil, .null),
            ("expect state user is not nil", .isNotNil, .null),
        ]
        for (line, comparison, kind) in cases {
            guard case .expectState(let expectation) = try statement(line) else { Issue.record("not expect state: \(line)"); continue }
            #expect(expectation.comparison == comparison, "\(line)")
            #expect(expectation.value.kind == kind, "\(line)")
        }
    }

    @Test("expect screen and outline: contains and matches, with an optional width")
    func expectView() throws {
        let cases: [(String, ViewExpectation)] = [
            (#"expect screen contains "Log in""#, .init(view: .screen(width: nil), check: .contains("Log in"))),
            (#"expect screen 40 contains "Log in""#, .init(view: .screen(width: .columns(40)), check: .contains("Log in"))),
            (#"expect screen compact matches "login-empty""#, .init(view: .screen(width: .preset("compact")), check: .matchesSnapshot("login-empty"))),
            (#"expect outline contains "button \"Log in\" disabled""#, .init(view: .outline, check: .contains(#"button "Log in" disabled"#))),
            (#"expect outline matches "login-outline""#, .init(view: .outline, check: .matchesSnapshot("login-outline"))),
            (#"expect screen not contains "Welcome""#, .init(view: .screen(width: nil), check: .doesNotContain("Welcome"))),
            (#"expect screen 40 not contains "Welcome""#, .init(view: .screen(width: .columns(40)), check: .doesNotContain("Welcome"))),
            (#"expect outline not contains "spinner""#, .init(view: .outline, check: .doesNotContain("spinner"))),
            (#"expect screen matches pattern "Signed in as [A-Z]+""#, .init(view: .screen(width: nil), check: .matchesPattern("Signed in as [A-Z]+"))),
            (#"expect outline matches pattern "^button""#, .init(view: .outline, check: .matchesPattern("^button"))),
            (#"expect screen contains "Row" 3 times"#, .init(view: .screen(width: nil), check: .containsCount("Row", times: 3))),
            (#"expect screen compact contains "Row" 1 time"#, .init(view: .screen(width: .preset("compact")), check: .containsCount("Row", times: 1))),
            (#"expect outline contains "Row" 0 times"#, .init(view: .outline, check: .containsCount("Row", times: 0))),
        ]
        for (line, expected) in cases {
            guard case .expectView(let expectation) = try statement(line) else { Issue.record("not expect view: \(line)"); continue }
            #expect(expectation == expected, "\(line)")
        }
    }

    @Test("print screen (with an optional width), outline and state")
    func printTargets() throws {
        let cases: [(String, PrintTarget)] = [
            ("print screen", .screen(width: nil)),
            ("print screen 32", .screen(width: .columns(32))),
            ("print screen regular", .screen(width: .preset("regular"))),
            ("print outline", .outline),
            ("print state", .state),
        ]
        for (line, expected) in cases {
            guard case .print(let target) = try statement(line) else { Issue.record("not print: \(line)"); continue }
            #expect(target == expected, "\(line)")
        }
    }

    @Test("backend lines decode into the login example's LoginBackend")
    func backend() throws {
        let cases: [(String, LoginBackend)] = [
            (#"backend account(loginId: "a@example.com", password: "pw", userId: "u-1")"#, .account(loginId: "a@example.com", password: "pw", userId: "u-1")),
            ("backend clearAccounts", .clearAccounts),
            ("backend latency(250ms)", .latency(.milliseconds(250))),
            ("backend latency(2s)", .latency(.seconds(2))),
                        ("backend fail(logIn, wrongPassword)", .fail(.logIn, .wrongPassword)),
            ("backend fail(fetchUserId, network)", .fail(.fetchUserId, .network)),
            ("backend fail(logIn, server(503))", .fail(.logIn, .server(503))),
            ("backend restore(logIn)", .restore(.logIn)),
        ]
        for (line, expected) in cases {
            guard case .backend(let setting, _) = try statement(line) else { Issue.record("not backend: \(line)"); continue }
            #expect(setting == expected, "\(line)")
        }
    }

    @Test("param and secret declare parameters with optional defaults")
    func parameters() throws {
        let script = try parseLogin("""
            param LOGIN = "a@example.com"
            secret PASSWORD = "pw"
            inputLoginId(${LOGIN})
            inputPassword("${PASSWORD}")
            """)
        guard case .parameter(let login) = script.steps[0].statement,
              case .parameter(let password) = script.steps[1].statement,
              case .send(let first, _) = script.steps[2].statement,
              case .send(let second, _) = script.steps[3].statement
        else { Issue.record("unexpected statements"); return }
        #expect(login == ParameterDeclaration(name: "LOGIN", isSecret: false, hasDefault: true))
        #expect(password == ParameterDeclaration(name: "PASSWORD", isSecret: true, hasDefault: true))
        #expect(first == .inputLoginId("a@example.com"))
        #expect(second == .inputPassword("pw"))
        #expect(script.parameters["PASSWORD"]?.isSecret == true)
    }

    @Test("comments, blank lines, CRLF and a byte-order mark are ignored")
    func commentsAndBlankLines() throws {
        let script = try parseLogin("\u{FEFF}# a flow\r\n\r\n   \r\nlogIn # tap the button\r\n\t# indented comment\r\n")
        #expect(script.steps.count == 1)
        #expect(script.steps[0].location == SourceLocation(file: "test.flow", line: 4, column: 1))
        #expect(script.steps[0].maskedSource == "logIn # tap the button")
    }

    @Test("a `#` inside a string is not a comment")
    func hashInString() throws {
        guard case .send(let command, _) = try statement(#"inputLoginId("a#b") # comment"#) else { Issue.record("not send"); return }
        #expect(command == .inputLoginId("a#b"))
    }

    @Test("string escapes are decoded")
    func escapes() throws {
        guard case .send(let command, _) = try statement(#"inputLoginId("q\" b\\ d\$ n\n t\t u\u{3042}")"#) else {
            Issue.record("not send"); return
        }
        #expect(command == .inputLoginId("q\" b\\ d$ n\n t\t u\u{3042}"))
    }

    @Test("steps carry their location and flattenedSteps expands includes")
    func locations() throws {
        let script = try parseLogin("\n  logIn\n")
        #expect(script.steps[0].location == SourceLocation(file: "test.flow", line: 2, column: 3))
        #expect(script.flattenedSteps.count == 1)
    }
}

@Suite("Script literals")
struct ScriptLiteralTests {
    @Test("a quoted literal reads back as the same string", arguments: [
        "a\tb", "bell\u{7}", "zero\u{200B}width", "$HOME and ${NOT_A_PARAMETER}", "$${x}", "${", "ends in $", "quote\"back\\slash",
        "ログインID", "line\nbreak\r\n", "nul\0", "no\u{A0}break",
    ])
    func roundTrips(_ text: String) throws {
        let line = "expect state loginId == " + ScriptLiteral.quoted(text)
        let script = try parseLogin(line)
        guard case .expectState(let expectation) = try #require(script.steps.first).statement,
              case .string(let parsed) = expectation.value.kind
        else { Issue.record("not a string expectation"); return }
        #expect(parsed == text)
    }

    @Test("a dollar is written as typed, escaped only where a parameter would begin")
    func dollarsAreEscapedOnlyBeforeABrace() {
        #expect(ScriptLiteral.quoted("a$b") == #""a$b""#)
        #expect(ScriptLiteral.quoted("$5 off") == #""$5 off""#)
        #expect(ScriptLiteral.quoted("${user}") == #""\${user}""#)
        #expect(ScriptLiteral.quoted("$${x}") == #""$\${x}""#)
    }
}
