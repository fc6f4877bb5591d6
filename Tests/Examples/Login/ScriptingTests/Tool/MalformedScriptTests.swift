import Foundation
import StatefulInternalTestSupport
import Testing

/// Scripts the tool refuses to run: exit status 2, every problem reported as
/// `file:line:column: error: message` with the line and a caret, and nothing run.
@MainActor
@Suite struct MalformedScriptTests {
    /// The output of `stateful run bad.flow` for a script with one problem.
    static func expectScriptError(_ source: String, _ diagnostic: String) async throws {
        let (run, _) = try await FlowPackage.running(source, named: "bad.flow", [])
        #expect(run.status == 2)
        #expect(run.standard == "flows: 0 passed, 1 failed\n")
        #expect(run.error == diagnostic + "\n1 error\n")
    }

    @Test func anUnknownStatementSuggestsTheClosest() async throws {
        try await Self.expectScriptError("expcet no effect\n", """
            bad.flow:1:1: error: unknown statement `expcet`; did you mean `expect`?
            expcet no effect
            ^~~~~~
            """)
    }

    @Test func anUnterminatedStringIsBadQuoting() async throws {
        try await Self.expectScriptError("inputLoginId(\"abc)\n", """
            bad.flow:1:14: error: unterminated string; add the closing `"`
            inputLoginId("abc)
                         ^
            """)
    }

    @Test func aWrongArgumentTypeNamesTheExpectedType() async throws {
        try await Self.expectScriptError("inputLoginId(42)\n", """
            bad.flow:1:14: error: wrong argument type for `inputLoginId`: expected `String` (a quoted string), found an integer
            inputLoginId(42)
                         ^~
            """)
    }

    @Test func anUnknownCaseSuggestsTheClosestCommand() async throws {
        try await Self.expectScriptError("logni\n", """
            bad.flow:1:1: error: unknown case `logni` of `LoginViewCommand`; did you mean `logIn`?
            logni
            ^~~~~
            """)
    }

    @Test func anUnknownPrintTargetSuggestsTheClosest() async throws {
        try await Self.expectScriptError("print screne\n", """
            bad.flow:1:7: error: cannot print `screne`; did you mean `screen`?
            print screne
                  ^~~~~~
            """)
    }

    @Test func anIncludedFileThatDoesNotExistIsReportedAtTheInclude() async throws {
        try await Self.expectScriptError("include \"nope.flow\"\n", """
            bad.flow:1:9: error: cannot include `nope.flow`: there is no file `nope.flow`
            include "nope.flow"
                    ^~~~~~~~~~~
            """)
    }

    @Test func aFlowFileThatDoesNotExistIsAScriptError() async throws {
        let package = try FlowPackage()
        let run = await package.run(["run", "missing.flow"])
        #expect(run.status == 2)
        #expect(run.standard == "flows: 0 passed, 1 failed\n")
        #expect(run.error == "missing.flow: error: cannot read `missing.flow`: no such file\n1 error\n")
    }

    @Test func anIncludeCycleShowsTheChain() async throws {
        let package = try FlowPackage()
        try package.write("include \"b.flow\"\n", to: "cycle/a.flow")
        try package.write("logIn\ninclude \"a.flow\"\n", to: "cycle/b.flow")
        let run = await package.run(["run", "cycle/a.flow"])
        #expect(run.status == 2)
        #expect(run.standard == "flows: 0 passed, 1 failed\n")
        #expect(run.error == """
            cycle/b.flow:2:9: error: include cycle: cycle/a.flow -> cycle/b.flow -> cycle/a.flow
            include "a.flow"
                    ^~~~~~~~
            1 error

            """)
    }

    @Test func nonUTF8InputIsReportedWhereTheBadBytesStart() async throws {
        let package = try FlowPackage()
        try package.write(Data("print outline\ninputLoginId(\"caf".utf8) + Data([0xE9]) + Data("\")\n".utf8), to: "bad.flow")
        let run = await package.run(["run", "bad.flow"])
        #expect(run.status == 2)
        #expect(run.standard == "flows: 0 passed, 1 failed\n")
        #expect(run.error == """
            bad.flow:2:18: error: the file is not valid UTF-8 (an invalid byte sequence starts here); save it as UTF-8
            inputLoginId("caf\u{FFFD}")
                             ^
            1 error

            """)
    }

    @Test func anUnknownParameterIsAnErrorBeforeAnythingRuns() async throws {
        try await Self.expectScriptError("print outline\ninputLoginId(\"${LOGIN_ID}\")\n", """
            bad.flow:2:15: error: unknown parameter `LOGIN_ID`; declare it with `param LOGIN_ID`, pass `--param LOGIN_ID=VALUE` or set LOGIN_ID in the environment
            inputLoginId("${LOGIN_ID}")
                          ^~~~~~~~~~~
            """)
    }

    @Test func anInvalidDurationOrStatusIsReportedAtTheValue() async throws {
        try await Self.expectScriptError("backend latency(-1s)\n", """
            bad.flow:1:17: error: a duration cannot be negative; write milliseconds or seconds, such as `250ms` or `2s`
            backend latency(-1s)
                            ^~~
            """)
        try await Self.expectScriptError("backend fail(logIn, server(999))\n", """
            bad.flow:1:21: error: invalid backend setting: invalid value: an HTTP status is between 100 and 599
            backend fail(logIn, server(999))
                                ^~~~~~
            """)
    }

    @Test func everyProblemInAFileAndItsIncludesIsReportedAtOnce() async throws {
        let package = try FlowPackage()
        try package.write("logni\nexpcet x\ninputLoginId(42)\n", to: "multi.flow")
        try package.write("include \"multi.flow\"\nprint outline\n", to: "main.flow")
        let run = await package.run(["run", "main.flow"])
        #expect(run.status == 2)
        #expect(run.standard == "flows: 0 passed, 1 failed\n")
        #expect(run.error == """
            multi.flow:1:1: error: unknown case `logni` of `LoginViewCommand`; did you mean `logIn`?
            logni
            ^~~~~
            multi.flow:2:1: error: unknown statement `expcet`; did you mean `expect`?
            expcet x
            ^~~~~~
            multi.flow:3:14: error: wrong argument type for `inputLoginId`: expected `String` (a quoted string), found an integer
            inputLoginId(42)
                         ^~
            3 errors

            """)
    }

    @Test(arguments: ["run", "check", "interactive"])
    func deepNestingIsAScriptErrorInEverySubcommand(subcommand: String) async throws {
        let package = try FlowPackage()
        let line = "inputLoginId(" + String(repeating: "[", count: 1_400) + String(repeating: "]", count: 1_400) + ")"
        try package.write(line + "\n", to: "deep.flow")
        let run = subcommand == "interactive"
            ? await package.run(["interactive"], input: [line])
            : await package.run([subcommand, "deep.flow"])
        #expect(run.status == 2)
        #expect(run.error.contains(":1:46: error: the value is nested too deeply (more than 32 levels"))
    }
}
