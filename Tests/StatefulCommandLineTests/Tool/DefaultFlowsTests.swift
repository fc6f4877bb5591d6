import Foundation
import StatefulCommandLine
import StatefulInternalTestSupport
import Testing

/// What `run` and `check` do with no FLOW, and how flows are named by their
/// path in the package.
@MainActor
@Suite struct DefaultFlowsTests {
    /// Two top-level flows and one in a subfolder that they include.
    static func package() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.write(flows: [
            "Flows/a.flow": "include \"shared/name.flow\"\nexpect state name == \"Ada\"\n",
            "Flows/b.flow": "include \"shared/name.flow\"\nload\nexpect state name == \"Grace\"\n",
            "Flows/shared/name.flow": "setName(\"Ada\")\n",
            "Flows/notes.txt": "not a flow\n",
        ])
        return package
    }

    @Test func runWithNoFlowRunsEveryFlowOfTheFlowsFolder() async throws {
        let package = try Self.package()
        let run = await package.run(["run", "--show", "transcript"])
        #expect(run.error == "")
        #expect(run.status == 0)
        let headers = run.standard.split(separator: "\n").filter { $0.hasPrefix("== ") || $0.hasPrefix("ok: ") }
        #expect(headers == ["== Flows/a.flow", "ok: Flows/a.flow (2 steps)", "== Flows/b.flow", "ok: Flows/b.flow (3 steps)"])
        #expect(run.standard.hasSuffix("flows: 2 passed, 0 failed\n"))
        // The included file ran as part of both, under its own path.
        #expect(run.standard.contains("-- Flows/shared/name.flow:1: setName(\"Ada\")\n"))
        // `run` is the default subcommand.
        let bare = await package.run([])
        #expect(bare.status == 0)
        #expect(bare.standard.hasSuffix("flows: 2 passed, 0 failed\n"))
    }

    @Test func runWithNoFlowRunsTheToolsDefaultRunFlowsWhenItHasSome() async throws {
        let package = try Self.package()
        let tool = StatefulTool(
            name: "profile-flows", features: [ProfileScriptFeature()], flowsDirectory: "Flows", defaultRunFlows: ["b.flow"])
        let run = await package.run(["run"], tool: tool)
        #expect(run.status == 0)
        #expect(run.standard.split(separator: "\n").filter { $0.hasPrefix("== ") } == ["== Flows/b.flow"])
        // `check` still checks them all.
        let check = await package.run(["check"], tool: tool)
        #expect(check.standard == "FAILED: Flows/a.flow (2 steps)\nFAILED: Flows/b.flow (3 steps)\nflows: 0 passed, 2 failed\n")
    }

    @Test func checkWithNoFlowChecksTheTopLevelFlowsButNotTheIncludedOnes() async throws {
        let package = try Self.package()
        let first = await package.run(["check"])
        #expect(first.status == 1)
        #expect(first.standard == "FAILED: Flows/a.flow (2 steps)\nFAILED: Flows/b.flow (3 steps)\nflows: 0 passed, 2 failed\n")
        #expect(package.files() == ["__Snapshots__/flows/Flows/a.txt", "__Snapshots__/flows/Flows/b.txt"])

        let second = await package.run(["check"], environment: ["CI": "true"])
        #expect(second.error == "")
        #expect(second.status == 0)
        #expect(second.standard == "ok: Flows/a.flow (2 steps)\nok: Flows/b.flow (3 steps)\nflows: 2 passed, 0 failed\n")
    }

    @Test func anEmptyFlowsFolderIsAUsageError() async throws {
        let package = try TemporaryPackage()
        try package.write("not a flow\n", to: "Flows/readme.txt")
        for subcommand in ["run", "check"] {
            let run = await package.run([subcommand])
            #expect(run.status == 2)
            #expect(run.error == "profile-flows: error: there are no flows in Flows/ to \(subcommand); add one, or give the flow files\n")
        }
    }

    @Test func flowsWithTheSameNameInDifferentFoldersHaveTheirOwnRecordings() async throws {
        let package = try TemporaryPackage()
        try package.write(flows: [
            "Flows/a/save.flow": ProfileFlows.naming("Ada") + "expect screen matches \"named\"\n",
            "Flows/b/save.flow": ProfileFlows.naming("Bea") + "expect screen matches \"named\"\n",
        ])
        let flows = ["Flows/a/save.flow", "Flows/b/save.flow"]
        let first = await package.run(["check"] + flows)
        #expect(first.status == 1)
        #expect(package.files() == [
            "__Snapshots__/flows/Flows/a/save.named.txt",
            "__Snapshots__/flows/Flows/a/save.txt",
            "__Snapshots__/flows/Flows/b/save.named.txt",
            "__Snapshots__/flows/Flows/b/save.txt",
        ])
        #expect(package.read("__Snapshots__/flows/Flows/a/save.txt")?.contains("> setName(\"Ada\")") == true)
        #expect(package.read("__Snapshots__/flows/Flows/b/save.txt")?.contains("> setName(\"Bea\")") == true)
        #expect(package.read("__Snapshots__/flows/Flows/a/save.named.txt")?.contains("[Ada ") == true)
        #expect(package.read("__Snapshots__/flows/Flows/b/save.named.txt")?.contains("[Bea ") == true)

        let second = await package.run(["check"] + flows, environment: ["CI": "true"])
        #expect(second.error == "")
        #expect(second.status == 0)
        #expect(second.standard == "ok: Flows/a/save.flow (3 steps)\nok: Flows/b/save.flow (3 steps)\nflows: 2 passed, 0 failed\n")
    }
}

@MainActor
@Suite struct FlowNamedTwiceTests {
    @Test func aFlowNamedTwiceIsCheckedOnce() async throws {
        let package = try TemporaryPackage()
        try package.write("setName(\"Ada\")\n", to: "Flows/save.flow")
        let run = await package.run(["check", "Flows/save.flow", "./Flows/save.flow"])
        #expect(run.standard.hasSuffix("flows: 0 passed, 1 failed\n"), "one flow, recorded for the first time")
        #expect(!run.error.contains("already used by the assertion"))
    }
}
