import Foundation
import StatefulExampleLogin
import StatefulExampleLoginScripting
import Testing
@testable import StatefulScript

@Suite("include with arguments: declared parameters, defaults, scope, secrets")
struct IncludeArgumentTests {
    private let fillIn = """
        param loginId = "login-test@example.com"
        secret password = "testpass"
        inputLoginId("${loginId}")
        inputPassword("${password}")
        """

    private func parse(_ root: URL, _ name: String) throws(FlowScriptError) -> FlowScript<LoginViewCommand, LoginBackend> {
        var parser = FlowScriptParser<LoginViewCommand, LoginBackend>(options: ScriptParserOptions())
        return try parser.parse(contentsOf: root.appending(path: name), displayPath: name)
    }

    private func diagnostics(_ root: URL, _ name: String) -> [String] {
        do {
            _ = try parse(root, name)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    private func commands(_ script: FlowScript<LoginViewCommand, LoginBackend>) -> [LoginViewCommand] {
        script.flattenedSteps.compactMap { step in
            if case .send(let command, _) = step.statement { return command }
            return nil
        }
    }

    @Test("arguments replace the defaults, for that include only")
    func argumentsAreScoped() throws {
        try withTemporaryDirectory { root in
            try root.write(fillIn, to: "flows/shared/fill-in.flow")
            try root.write("""
                include "shared/fill-in.flow" (loginId: "ada@example.com", password: "not-the-password")
                include "shared/fill-in.flow"
                """, to: "flows/main.flow")
            let script = try parse(root, "flows/main.flow")
            #expect(commands(script) == [
                .inputLoginId("ada@example.com"), .inputPassword("not-the-password"),
                .inputLoginId("login-test@example.com"), .inputPassword("testpass"),
            ])
            // A secret parameter's argument is masked on the include line, as is its value everywhere.
            #expect(script.steps[0].maskedSource
                == #"include "shared/fill-in.flow" (loginId: "ada@example.com", password: "********")"#)
            #expect(script.secrets.mask("typed not-the-password") == "typed ********")
        }
    }

    @Test("an argument built from a secret parameter keeps it secret inside")
    func secretAcrossTheBoundary() throws {
        try withTemporaryDirectory { root in
            try root.write("param loginId\ninputLoginId(\"${loginId}\")\n", to: "flows/shared/id.flow")
            try root.write("""
                secret ID = "hidden-login-id"
                include "shared/id.flow" (loginId: "${ID}")
                """, to: "flows/main.flow")
            let script = try parse(root, "flows/main.flow")
            #expect(commands(script) == [.inputLoginId("hidden-login-id")])
            #expect(script.steps[1].maskedSource == #"include "shared/id.flow" (loginId: "${ID}")"#)
            #expect(script.secrets.mask("hidden-login-id") == "********")
            #expect(script.parameters["loginId"]?.isSecret == true)
        }
    }

    @Test("an unknown argument is located at its label, naming the declared parameters; no value is shown")
    func unknownArgument() throws {
        try withTemporaryDirectory { root in
            try root.write(fillIn, to: "flows/shared/fill-in.flow")
            try root.write("include \"shared/fill-in.flow\" (loginID: \"a\", pasword: \"pw-12345\")\n", to: "flows/main.flow")
            #expect(diagnostics(root, "flows/main.flow") == [
                """
                flows/main.flow:1:32: error: `flows/shared/fill-in.flow` declares no parameter `loginID`; did you mean `loginId`? Its parameters: `loginId`, `password`
                include "shared/fill-in.flow" (loginID: "********", pasword: "********")
                                               ^~~~~~~
                """,
                """
                flows/main.flow:1:53: error: `flows/shared/fill-in.flow` declares no parameter `pasword`; did you mean `password`? Its parameters: `loginId`, `password`
                include "shared/fill-in.flow" (loginID: "********", pasword: "********")
                                                                    ^~~~~~~
                """,
            ])
        }
    }

    @Test("a parameter without a default and no argument is the include's error")
    func missingArgument() throws {
        try withTemporaryDirectory { root in
            try root.write("param loginId\nsecret password\ninputLoginId(\"${loginId}\")\n", to: "flows/shared/fill-in.flow")
            try root.write("include \"shared/fill-in.flow\" (loginId: \"a\")\n", to: "flows/main.flow")
            #expect(diagnostics(root, "flows/main.flow") == ["""
                flows/main.flow:1:9: error: `flows/shared/fill-in.flow` needs the argument `password:` (its parameter `password` has no default); pass it, such as `(password: "…")`. Its parameters: `loginId`, `password`
                include "shared/fill-in.flow" (loginId: "********")
                        ^~~~~~~~~~~~~~~~~~~~~
                """])
        }
    }

    @Test("an argument passed twice, and a value that is not text, are located errors")
    func malformedArguments() throws {
        try withTemporaryDirectory { root in
            try root.write(fillIn, to: "flows/shared/fill-in.flow")
            try root.write("""
                include "shared/fill-in.flow" (loginId: "a", loginId: "b")
                include "shared/fill-in.flow" (loginId: 42)
                include "shared/fill-in.flow" (loginId "a")
                """, to: "flows/main.flow")
            let found = diagnostics(root, "flows/main.flow")
            #expect(found.count == 3)
            #expect(found[0].hasPrefix("flows/main.flow:1:46: error: the argument `loginId:` is passed twice"))
            #expect(found[1].hasPrefix("flows/main.flow:2:41: error: expected a quoted value (parameters are text), found an integer"))
            #expect(found[2].hasPrefix("flows/main.flow:3:40: error: expected `:` after the parameter's name, found a string"))
        }
    }

    @Test("an include in a named step gives its steps the step's name")
    func includeInNamedStep() throws {
        try withTemporaryDirectory { root in
            try root.write(fillIn, to: "flows/shared/fill-in.flow")
            try root.write("step \"Sign in\" {\n  include \"shared/fill-in.flow\"\n}\nlogIn\n", to: "flows/main.flow")
            let script = try parse(root, "flows/main.flow")
            #expect(script.flattenedSteps.map(\.stepNames) == [["Sign in"], ["Sign in"], ["Sign in"], ["Sign in"], []])
        }
    }
}
