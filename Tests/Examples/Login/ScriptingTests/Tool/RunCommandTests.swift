import Foundation
import StatefulExampleLoginScripting
import StatefulCommandLine
import StatefulScript
import StatefulInternalTestSupport
import Testing

/// `stateful run`: what it prints for each step with each `--show` and
/// `--width`, its summary line, and its default flows.
@MainActor
@Suite struct RunCommandTests {
    nonisolated static let flow = "inputLoginId(\"a@example.com\")\nexpect state loginId == \"a@example.com\"\n"

    nonisolated static let firstStepTranscript = """
        > inputLoginId("a@example.com")
          action loginIdInput("a@example.com")
              .completed(
                LoginViewContent(
            -     loginId: ""
            +     loginId: "a@example.com"
                  ... (1 unchanged)
                )
              )

        """

    nonisolated static let outline = """
        screen "Log in"
          textField "Login ID" value "a@example.com" placeholder "you@example.com"
          secureField "Password" value "" placeholder "Required"
          spacer
          button "Log in" disabled

        """

    static func output(_ shown: String, file: String = "w.flow") -> String {
        "== \(file)\n-- \(file):1: inputLoginId(\"a@example.com\")\n" + shown + """
            -- \(file):2: expect state loginId == "a@example.com"
            ok: \(file) (2 steps)
            flows: 1 passed, 0 failed

            """
    }

    @Test func runShowsTheTranscriptAndTheScreenByDefault() async throws {
        let (run, _) = try await FlowPackage.running(Self.flow, named: "w.flow", [])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.standard == Self.output(Self.firstStepTranscript + LoginScreens.filledLoginId))
    }

    @Test func runIsTheDefaultSubcommandForAFlowPath() async throws {
        let package = try FlowPackage()
        try package.write(Self.flow, to: "w.flow")
        let run = await package.run(["w.flow"])
        #expect(run.status == 0)
        #expect(run.standard == Self.output(Self.firstStepTranscript + LoginScreens.filledLoginId))
    }

    @Test(arguments: [
        ("transcript", RunCommandTests.firstStepTranscript),
        ("screen", LoginScreens.filledLoginId),
        ("outline", RunCommandTests.outline),
        ("outline,transcript", RunCommandTests.firstStepTranscript + RunCommandTests.outline),
        ("all", RunCommandTests.firstStepTranscript + LoginScreens.filledLoginId + RunCommandTests.outline),
    ])
    func showChoosesWhatEachStepPrints(show: String, printed: String) async throws {
        let (run, _) = try await FlowPackage.running(Self.flow, named: "w.flow", ["--show", show])
        #expect(run.status == 0)
        #expect(run.standard == Self.output(printed))
    }

    @Test func widthSetsTheColumnsScreensAreDrawnAt() async throws {
        let (run, _) = try await FlowPackage.running(Self.flow, named: "w.flow", ["--show", "screen", "--width", "24"])
        #expect(run.standard == Self.output("""
            +----------------------+
            |        Log in        |
            +----------------------+
            | Login ID             |
            | [a@example.com     ] |
            | Password             |
            | [(Required)        ] |
            |                      |
            | [ Log in ]           |
            | (disabled)           |
            +----------------------+

            """))
    }

    @Test func widthTakesThePresetNames() async throws {
        let (regular, _) = try await FlowPackage.running(Self.flow, named: "w.flow", ["--show", "screen", "--width=regular"])
        #expect(regular.standard.contains("\n+----------------------------------------------+\n"))
        let (compact, _) = try await FlowPackage.running(Self.flow, named: "w.flow", ["--show", "screen", "--width", "compact"])
        #expect(compact.standard == Self.output(LoginScreens.filledLoginId))
    }

    @Test func aStepThatChangesNothingVisiblePrintsOnlyItsLine() async throws {
        let (run, _) = try await FlowPackage.running("print outline\nexpect no effect\n", ["--show", "screen"])
        #expect(run.standard.contains("-- test.flow:2: expect no effect\nok: test.flow (2 steps)\n"))
    }

    @Test func severalFlowsRunInOrderWithOneSummary() async throws {
        let package = try FlowPackage()
        try package.write("expect no effect\n", to: "a.flow")
        try package.write("expect effect logIn\n", to: "b.flow")
        try package.write("print outline\n", to: "c.flow")
        let run = await package.run(["run", "a.flow", "b.flow", "c.flow", "--show", "transcript"])
        #expect(run.status == 1)
        #expect(run.standard.hasPrefix("== a.flow\n-- a.flow:1: expect no effect\nok: a.flow (1 steps)\n== b.flow\n"))
        #expect(run.standard.contains("FAILED: b.flow (1 steps, 1 failed)\n== c.flow\n"))
        #expect(run.standard.hasSuffix("ok: c.flow (1 steps)\nflows: 2 passed, 1 failed\n"))
        #expect(run.error == """
            b.flow:1:1: error: expected effect logIn, but no effect was sent that is not already expected
                expect effect logIn

            """)
    }

    @Test func runWritesNoTranscriptRecording() async throws {
        let (run, package) = try await FlowPackage.running(Self.flow)
        #expect(run.status == 0)
        #expect(package.files() == [])
    }

    @Test func runWithoutFlowsUsesTheToolsDefaultFlows() async throws {
        let package = try FlowPackage()
        try package.write(Self.flow, to: "defaults/w.flow")
        let tool = StatefulTool(
            name: "stateful", features: [LoginScriptFeature()], flowsDirectory: "defaults", defaultRunFlows: ["w.flow"])
        let run = await package.run([], tool: tool)
        #expect(run.status == 0)
        #expect(run.standard == Self.output(Self.firstStepTranscript + LoginScreens.filledLoginId, file: "defaults/w.flow"))
    }

    @Test func runWithoutFlowsAndWithoutDefaultsIsAUsageError() async throws {
        let package = try FlowPackage()
        let run = await package.run(["run"], tool: StatefulTool(name: "stateful", features: [LoginScriptFeature()]))
        #expect(run.status == 2)
        #expect(run.standard == "")
        #expect(run.error == "stateful: error: give the flow files to run (stateful has no default flows)\n")
    }

    /// From another package, the default flow is looked for in that package:
    /// the error says where it looked, and what to do.
    @Test func aMissingDefaultFlowSaysWhichPackageItWasLookedFor() async throws {
        let package = try FlowPackage()
        let run = await package.run([], tool: StatefulTool(
            name: "stateful", features: [LoginScriptFeature()], flowsDirectory: "defaults", defaultRunFlows: ["w.flow"]))
        #expect(run.status == 2)
        #expect(run.error == "stateful: error: the default flow defaults/w.flow does not exist in the package found "
            + "above the current folder, \(package.root.standardizedFileURL.path): run stateful in its own package, "
            + "or give the flow files to run\n")
    }

    @Test func junitUnderRunSaysThatCheckTakesIt() async throws {
        let run = await (try FlowPackage()).run(["run", "a.flow", "--junit", "r.xml"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("stateful: error: unknown option '--junit' for 'run' ('run' does not take it; 'check', 'explore' do)\n"))
    }
}
