import StatefulExampleLoginScripting
import Foundation
import StatefulExampleLogin
import Stateful
import Testing
@testable import StatefulScript

@Suite("Parameters and secret masking")
struct ParameterAndSecretTests {
    @Test("--param wins over the environment, which wins over the default")
    func precedence() throws {
        let source = """
            param A = "default"
            param B = "default"
            param C = "default"
            inputLoginId("${A}/${B}/${C}")
            """
        let script = try parseLogin(source, options: .init(parameters: ["A": "given"], environment: ["A": "env", "B": "env"]))
        guard case .send(let command, _) = script.steps[3].statement else { Issue.record("not send"); return }
        #expect(command == .inputLoginId("given/env/default"))
    }

    @Test("an undeclared parameter comes from --param or the environment")
    func undeclared() throws {
        let script = try parseLogin("inputLoginId(${USER_ID})", options: .init(environment: ["USER_ID": "env-user"]))
        guard case .send(let command, _) = script.steps[0].statement else { Issue.record("not send"); return }
        #expect(command == .inputLoginId("env-user"))
        #expect(script.parameters["USER_ID"] == ScriptParameter(name: "USER_ID", value: "env-user", isSecret: false))
    }

    @Test("an unknown parameter is an error, located, with a suggestion")
    func unknownParameter() {
        #expect(diagnostics("param LOGIN = \"x\"\ninputLoginId(${LOGN})") == ["""
            test.flow:2:14: error: unknown parameter `LOGN`; did you mean `LOGIN`?
            inputLoginId(${LOGN})
                         ^~~~~~~
            """])
        #expect(diagnostics(#"inputLoginId("id-${NOPE}")"#) == ["""
            test.flow:1:18: error: unknown parameter `NOPE`; declare it with `param NOPE`, pass `--param NOPE=VALUE` or set NOPE in the environment
            inputLoginId("id-${NOPE}")
                             ^~~~~~~
            """])
    }

    @Test("a declared parameter without a value is an error before anything runs")
    func withoutValue() {
        #expect(diagnostics("logIn\nparam LOGIN_ID") == ["""
            test.flow:2:7: error: parameter `LOGIN_ID` has no value; pass `--param LOGIN_ID=VALUE`, set LOGIN_ID in the environment, or give a default: `param LOGIN_ID = "…"`
            param LOGIN_ID
                  ^~~~~~~~
            """])
    }

    @Test("a declared parameter without a value is reported once, not again as unknown where it is used")
    func withoutValueReportedOnce() {
        #expect(diagnostics("secret PW\ninputPassword(\"${PW}\")") == ["""
            test.flow:1:8: error: secret `PW` has no value; pass `--param PW=VALUE` or set PW in the environment (a secret's value is given when the flow runs, never written in the flow)
            secret PW
                   ^~
            """])
    }

    @Test("`$NAME` is not a parameter reference")
    func malformedReference() {
        #expect(diagnostics("inputLoginId($NAME)") == ["""
            test.flow:1:14: error: a parameter is written `${NAME}`
            inputLoginId($NAME)
                         ^
            """])
    }

    @Test("a password argument is masked in the echoed step, the kept case and the masker")
    func passwordMasked() throws {
        let script = try parseLogin(#"inputPassword("testpass")"#)
        let step = try #require(script.steps.first)
        #expect(step.maskedSource == #"inputPassword("********")"#)
        guard case .send(let command, let written) = step.statement else { Issue.record("not send"); return }
        #expect(command == .inputPassword("testpass"))
        #expect(written.description == #"inputPassword("********")"#)
        #expect(script.secrets.mask("typed testpass here") == "typed ******** here")
        #expect(!String(describing: script.secrets).contains("testpass"))
    }

    @Test("a diagnostic on a password line masks the argument and moves the caret")
    func passwordInDiagnostic() {
        #expect(diagnostics(#"inputPassword("hunter2", 1)"#) == ["""
            test.flow:1:27: error: extra argument for `inputPassword`
            inputPassword("********", ********)
                                      ^
            """])
        #expect(diagnostics(#"send inputPassword("hunter2"#) == ["""
            test.flow:1:20: error: unterminated string; add the closing `"`
            send inputPassword("********
                               ^
            """])
        #expect(diagnostics(#"inputPassword("hunt\qer2")"#) == ["""
            test.flow:1:16: error: unknown escape sequence `\\q` in a string; use \\", \\\\, \\$, \\n, \\t, \\r, \\0 or \\u{…}
            inputPassword("********
                           ^~
            """])
    }

    @Test("a secret parameter's value is masked in diagnostics and echoed steps, wherever it appears")
    func secretParameter() throws {
        let options = ScriptParserOptions(parameters: ["PIN": "4242"], secretParameters: ["PIN"])
        #expect(diagnostics(#"inputLoginId("user-4242") oops"#, options: options) == ["""
            test.flow:1:31: error: expected the end of the line, found `oops`
            inputLoginId("user-********") oops
                                          ^~~~
            """])
        let script = try parseLogin("secret TOKEN = \"s3cr3t-value\"\ninputLoginId(\"s3cr3t-value\")")
        #expect(script.steps[0].maskedSource == #"secret TOKEN = "********""#)
        #expect(script.steps[1].maskedSource == #"inputLoginId("********")"#)
        #expect(script.parameters["TOKEN"]?.description == #"TOKEN="********""#)
    }

    @Test("a secret default is masked even when its line has an error")
    func secretLineWithError() {
        #expect(diagnostics(#"secret TOKEN = "abc" extra"#) == ["""
            test.flow:1:27: error: expected the end of the line, found `extra`
            secret TOKEN = "********" ********
                                      ^~~~~
            """])
    }

    @Test("the backend account password and a secret State value are masked")
    func backendAndStatePasswords() throws {
        let script = try parseLogin("""
            backend account(loginId: "a@example.com", password: "pw-123", userId: "u-1")
            expect state password == "pw-456"
            """)
        #expect(script.steps[0].maskedSource == #"backend account(loginId: "a@example.com", password: "********", userId: "u-1")"#)
        #expect(script.steps[1].maskedSource == #"expect state password == "********""#)
        #expect(script.secrets.mask("pw-123 pw-456") == "******** ********")
        guard case .backend(let setting, let written) = script.steps[0].statement else { Issue.record("not backend"); return }
        #expect(setting == .account(loginId: "a@example.com", password: "pw-123", userId: "u-1"))
        #expect(written.description == #"account(loginId: "a@example.com", password: "********", userId: "u-1")"#)
    }

    @Test("the masker masks the longest secret first and never shows what it holds")
    func masker() {
        var masker = SecretMasker()
        masker.add("pass")
        masker.add("password1")
        masker.add("")
        #expect(masker.mask("password1 pass") == "\(Redaction.mask) \(Redaction.mask)")
        #expect(masker.description == "SecretMasker(2 secrets)")
        #expect(Mirror(reflecting: masker).children.isEmpty)
    }
}

@Suite("Misspelt secret commands")
struct MisspeltSecretCommandTests {
    @Test("the argument of a misspelt password command never shows in its diagnostic")
    func masksTheArgument() throws {
        var parser = FlowScriptParser<LoginViewCommand, LoginBackend>()
        do {
            _ = try parser.parse(source: #"inputPasswrd("Hunter-Two-Secret")"#, path: "t.flow", directory: URL(filePath: "/tmp"))
            Issue.record("a misspelt command parsed")
        } catch {
            #expect(!error.description.contains("Hunter-Two-Secret"))
            #expect(error.description.contains("inputPassword"), "still suggests the right case")
        }
    }
}
