import Foundation
import StatefulExampleLoginScripting
import StatefulCommandLine
import StatefulScript
import StatefulInternalTestSupport
import Synchronization
import Testing

/// `stateful interactive`: statements from standard input, one per line,
/// the screen after each; errors reported and the session going on.
@MainActor
@Suite struct InteractiveCommandTests {
    @Test func pipedStatementsPrintTheScreenAfterEach() async throws {
        let package = try FlowPackage()
        let run = await package.run(["interactive"], input: [
            "inputLoginId(\"a@example.com\")",
            "expect state loginId == \"a@example.com\"",
            "print outline",
        ])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.standard == LoginScreens.empty + LoginScreens.filledLoginId + LoginScreens.filledLoginId + """
            screen "Log in"
              textField "Login ID" value "a@example.com" placeholder "you@example.com"
              secureField "Password" value "" placeholder "Required"
              spacer
              button "Log in" disabled

            """)
    }

    @Test func commentsAndBlankLinesPrintNothing() async throws {
        let package = try FlowPackage()
        let run = await package.run(["interactive"], input: ["", "# a comment", "   "])
        #expect(run.status == 0)
        #expect(run.standard == LoginScreens.empty)
    }

    @Test func aScriptErrorIsReportedAndTheSessionGoesOn() async throws {
        let package = try FlowPackage()
        let run = await package.run(["interactive"], input: ["logni", "inputLoginId(\"a@example.com\")"])
        #expect(run.status == 2)
        #expect(run.error == """
            <stdin>:1:1: error: unknown case `logni` of `LoginViewCommand`; did you mean `logIn`?
            logni
            ^~~~~
            1 error

            """)
        #expect(run.standard == LoginScreens.empty + LoginScreens.filledLoginId)
    }

    @Test func aFailedExpectationIsReportedAndTheSessionGoesOn() async throws {
        let package = try FlowPackage()
        let run = await package.run(["interactive"], input: ["expect state loginId == \"x\"", "inputLoginId(\"a@example.com\")"])
        #expect(run.status == 1)
        #expect(run.error == """
            <stdin>:1:1: error: expected state loginId == "x", found ""
                expect state loginId == "x"

            """)
        #expect(run.standard == LoginScreens.empty + LoginScreens.empty + LoginScreens.filledLoginId)
    }

    @Test func quitEndsTheSession() async throws {
        let package = try FlowPackage()
        let run = await package.run(["interactive"], input: ["quit", "inputLoginId(\"a@example.com\")"])
        #expect(run.status == 0)
        #expect(run.standard == LoginScreens.empty)
        let exit = await package.run(["interactive"], input: ["  exit  ", "logni"])
        #expect(exit.status == 0)
        #expect(exit.error == "")
    }

    @Test func aParameterDeclaredOnOneLineIsUsableOnTheNext() async throws {
        let package = try FlowPackage()
        let run = await package.run(["interactive"], input: ["param LOGIN = \"a@example.com\"", "inputLoginId(\"${LOGIN}\")"])
        #expect(run.status == 0)
        #expect(run.standard == LoginScreens.empty + LoginScreens.empty + LoginScreens.filledLoginId)
    }

    @Test func aWholeLoginRunsInteractively() async throws {
        let package = try FlowPackage()
        let run = await package.run(["interactive", "--width", "40"], input: [
            "inputLoginId(\"login-test@example.com\")", "inputPassword(\"testpass\")", "logIn",
            "expect effect showProgress", "expect effect dismissProgress", "expect effect complete(userId: \"u-42\")",
        ])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.standard.hasSuffix("""
            +--------------------------------------+
            | < Log in        Home                 |
            +--------------------------------------+
            | You are logged in.                   |
            |                                      |
            | User ID: u-42                        |
            +--------------------------------------+

            """))
    }

    @Test func aPersonAtATerminalGetsABannerAndPrompts() async throws {
        let package = try FlowPackage()
        let lines = Mutex(["inputLoginId(\"a@example.com\")"])
        let input = ToolInput(isInteractive: true) {
            lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        }
        let captured = CapturedOutput()
        let status = await StatefulTool.login.run(
            arguments: ["interactive"], environment: [:], currentDirectory: package.root, input: input, output: captured.output)
        #expect(status == 0)
        #expect(captured.text.standard == "stateful interactive: type statements (see 'stateful help run'); 'quit' ends.\n"
            + LoginScreens.empty + "> " + LoginScreens.filledLoginId + "> ")
    }
}
