import Foundation
import StatefulCommandLine
import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

/// `snapshots`: orphans never include a recording a flow of the package
/// uses, and the review commands work in any package, flows or not.
@MainActor
@Suite struct SnapshotReviewTests {
    /// A package whose flow uses a transcript and two screens (one through an
    /// include), with those recorded, plus two real orphans.
    static func packageWithFlowRecordings() async throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.write(flows: [
            "Flows/save.flow": "include \"shared/filled.flow\"\nexpect outline matches \"outline\"\n",
            "Flows/shared/filled.flow": "setName(\"Ada\")\nexpect screen matches \"filled\"\n",
        ])
        #expect(await package.run(["check"]).status == 1)
        try package.write("recorded by a test that is gone\n", to: "__Snapshots__/ScreenTests/gone.txt")
        try package.write("the recording of a deleted flow\n", to: "__Snapshots__/flows/Flows/deleted.txt")
        #expect(package.files() == (Self.flowRecordings + Self.orphans).sorted())
        return package
    }

    static let flowRecordings = [
        "__Snapshots__/flows/Flows/save.filled.txt",
        "__Snapshots__/flows/Flows/save.outline.txt",
        "__Snapshots__/flows/Flows/save.txt",
    ]
    static let orphans = ["__Snapshots__/ScreenTests/gone.txt", "__Snapshots__/flows/Flows/deleted.txt"].sorted()

    @Test func orphansNeverListsARecordingThatAFlowUses() async throws {
        let package = try await Self.packageWithFlowRecordings()
        #expect(await package.run(["snapshots", "reset-usage"]).status == 0)
        let orphans = await package.run(["snapshots", "orphans"])
        #expect(orphans.status == 0)
        #expect(orphans.error == "")
        #expect(orphans.standard == Self.orphans.map { $0 + "\n" }.joined())
    }

    @Test func orphansDeleteRemovesRealOrphansOnly() async throws {
        let package = try await Self.packageWithFlowRecordings()
        #expect(await package.run(["snapshots", "reset-usage"]).status == 0)
        // Nothing noted since the reset: every snapshot looks orphaned, so nothing is deleted.
        let refused = await package.run(["snapshots", "orphans", "--delete"])
        #expect(refused.status == 1)
        #expect(refused.error.contains("not deleting 2 orphaned snapshot(s): no assertion noted any snapshot since the last 'snapshots reset-usage'"))
        #expect(package.files() == (Self.flowRecordings + Self.orphans).sorted())
        #expect(await package.run(["check"], environment: ["CI": "true"]).status == 0)  // notes the flows' recordings
        let delete = await package.run(["snapshots", "orphans", "--delete"])
        #expect(delete.status == 0)
        #expect(delete.standard == Self.orphans.map { "removed \($0)\n" }.joined())
        #expect(package.files() == Self.flowRecordings)
        #expect(await package.run(["check"], environment: ["CI": "true"]).status == 0)
        #expect(await package.run(["snapshots", "orphans"]).standard == "No orphaned snapshots.\n")
    }

    @Test func snapshotsCheckPassesWhenOnlyFlowRecordingsExist() async throws {
        let package = try await Self.packageWithFlowRecordings()
        #expect(await package.run(["snapshots", "orphans", "--delete"]).status == 0)
        #expect(await package.run(["snapshots", "reset-usage"]).status == 0)
        let check = await package.run(["snapshots", "check"])
        #expect(check.error == "")
        #expect(check.standard == "No pending snapshots.\n")
        #expect(check.status == 0)
    }

    @Test func snapshotsCheckFailsOnAnOrphanNamingTheTool() async throws {
        let package = try await Self.packageWithFlowRecordings()
        #expect(await package.run(["snapshots", "reset-usage"]).status == 0)
        // An assertion noted one snapshot: the run may have been the full suite.
        let layout = SnapshotLayout(packageRoot: package.root)
        try package.write("kept\n", to: "__Snapshots__/ScreenTests/kept.txt")
        try SnapshotUsageLog(layout: layout).note(layout.snapshotsDirectory.appendingPathComponent("ScreenTests/kept.txt"))
        let check = await package.run(["snapshots", "check"])
        #expect(check.status == 1)
        #expect(check.standard.contains("orphan: __Snapshots__/ScreenTests/gone.txt\n"))
        #expect(!check.standard.contains("save"))
        #expect(check.error.hasSuffix("""
            If the last `swift test` after `swift run profile-flows snapshots reset-usage` ran the whole suite \
            (no --filter), remove orphans with `swift run profile-flows snapshots orphans --delete`; \
            after a filtered run, run the whole suite first.

            """))
    }

    /// `reset-usage`, then `swift test --filter ScreenLogicTests`, whose
    /// assertions noted one snapshot: the others look orphaned, and
    /// neither `check` nor `orphans --delete` treats them as orphans to delete.
    @Test func afterAFilteredRunNeitherCheckNorDeleteTreatsTheSkippedTestsSnapshotsAsOrphansToDelete() async throws {
        let package = try await Self.packageWithFlowRecordings()
        try package.write("kept\n", to: "__Snapshots__/ScreenTests/kept.txt")
        #expect(await package.run(["snapshots", "reset-usage"]).status == 0)
        let layout = SnapshotLayout(packageRoot: package.root)
        let log = SnapshotUsageLog(layout: layout)
        try log.noteTestSelection(arguments: ["T.xctest", "--filter", "ScreenLogicTests", "--testing-library", "swift-testing"])
        try log.note(layout.snapshotsDirectory.appendingPathComponent("ScreenTests/kept.txt"))
        let filtered = "a filtered test run (--filter ScreenLogicTests) noted snapshots since the last 'snapshots reset-usage', "
            + "so the snapshots of the tests it skipped look orphaned. Run 'swift run profile-flows snapshots reset-usage', "
            + "then the whole `swift test`, before deleting orphans."

        let check = await package.run(["snapshots", "check"])
        #expect(check.status == 1)
        #expect(check.standard.contains("orphan: __Snapshots__/ScreenTests/gone.txt\n"))
        #expect(check.standard.hasSuffix("note: \(filtered)\n"))
        #expect(!check.error.contains("--delete"))
        #expect(check.error.contains("Orphans are found only after a full test run"))

        let orphans = await package.run(["snapshots", "orphans"])
        #expect(orphans.status == 0)
        #expect(orphans.standard.contains("__Snapshots__/ScreenTests/gone.txt\n"))
        #expect(orphans.error == "profile-flows: warning: \(filtered)\n")

        let delete = await package.run(["snapshots", "orphans", "--delete", "--yes"])
        #expect(delete.status == 1)
        #expect(delete.error == "profile-flows: error: not deleting 2 orphaned snapshot(s): \(filtered)\n")
        #expect(package.exists("__Snapshots__/ScreenTests/gone.txt"))

        // After a whole run, deleting is right again.
        #expect(await package.run(["snapshots", "reset-usage"]).status == 0)
        try log.noteTestSelection(arguments: ["T.xctest", "--testing-library", "swift-testing"])
        try log.note(layout.snapshotsDirectory.appendingPathComponent("ScreenTests/kept.txt"))
        #expect(await package.run(["snapshots", "orphans", "--delete", "--yes"]).status == 0)
        #expect(!package.exists("__Snapshots__/ScreenTests/gone.txt"))
    }

    /// A new user's `reset-usage`, then `swift test --filter` of tests that
    /// use no snapshot: every snapshot looks orphaned, and deleting them
    /// all would be wrong.
    @Test func afterARunThatNotedNothingSnapshotsCheckSaysToRunTheWholeSuiteNotToDelete() async throws {
        let package = try await Self.packageWithFlowRecordings()
        try package.write("used by a test that did not run\n", to: "__Snapshots__/ScreenTests/kept.txt")
        #expect(await package.run(["snapshots", "reset-usage"]).status == 0)
        let check = await package.run(["snapshots", "check"])
        #expect(check.status == 1)
        #expect(check.standard.contains("orphan: __Snapshots__/ScreenTests/kept.txt\n"))
        #expect(check.standard.hasSuffix(
            "note: no assertion noted any snapshot; run the full test suite before checking.\n"))
        #expect(!check.error.contains("--delete"))
        #expect(check.error == """
            profile-flows: error: 0 pending snapshot(s), 3 orphaned snapshot(s). Orphans are found only after a \
            full test run: run `swift run profile-flows snapshots reset-usage`, then the whole `swift test` \
            (no --filter), then check again.

            """)
    }

    @Test func aFlowWithWindowsLineEndingsKeepsItsScreenRecording() async throws {
        let package = try TemporaryPackage()
        try package.write("setName(\"Ada\")\r\nexpect screen matches \"named\"\r\n", to: "Flows/crlf.flow")
        #expect(await package.run(["check"]).status == 1)
        #expect(package.files() == ["__Snapshots__/flows/Flows/crlf.named.txt", "__Snapshots__/flows/Flows/crlf.txt"])
        // The tool runs the flow and compares its screen recording…
        #expect(await package.run(["check"], environment: ["CI": "true"]).status == 0)
        #expect(await package.run(["snapshots", "reset-usage"]).status == 0)
        let orphans = await package.run(["snapshots", "orphans"])
        #expect(orphans.status == 0)
        // A CRLF line ending is one Character: the flow's lines are still found.
        #expect(orphans.standard == "No orphaned snapshots.\n")
    }

    // MARK: No flows

    /// A tool with no flows folder, as a team with only snapshot tests might run.
    static let reviewOnlyTool = StatefulTool(name: "profile-flows", features: [ProfileScriptFeature()])

    /// A package with no flows: a snapshot test's recording with a pending
    /// change (the test noted it as used), and an orphan.
    static func packageWithoutFlows() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.write("Home\n  Ada\n", to: "__Snapshots__/HomeTests/home.txt")
        try package.write("Home\n  Bea\n", to: "__Snapshots__/HomeTests/home.pending.txt")
        try package.write("old\n", to: "__Snapshots__/HomeTests/old.txt")
        let layout = SnapshotLayout(packageRoot: package.root)
        try SnapshotUsageLog(layout: layout).note(layout.snapshotsDirectory.appendingPathComponent("HomeTests/home.txt"))
        return package
    }

    @Test func listAndAcceptWorkWithoutFlows() async throws {
        let package = try Self.packageWithoutFlows()
        let list = await package.run(["snapshots", "list"], tool: Self.reviewOnlyTool)
        #expect(list.status == 0)
        #expect(list.standard == """
            --- __Snapshots__/HomeTests/home.txt
            +++ __Snapshots__/HomeTests/home.pending.txt
            @@ -1,2 +1,2 @@
             Home
            -  Ada
            +  Bea

            1 pending snapshot(s).

            """)
        let accept = await package.run(["snapshots", "accept", "__Snapshots__/HomeTests/home.pending.txt"], tool: Self.reviewOnlyTool)
        #expect(accept.status == 0)
        #expect(accept.standard == "accepted __Snapshots__/HomeTests/home.txt\n")
        #expect(package.read("__Snapshots__/HomeTests/home.txt") == "Home\n  Bea\n")
        #expect(!package.exists("__Snapshots__/HomeTests/home.pending.txt"))
    }

    @Test func rejectWorksWithoutFlows() async throws {
        let package = try Self.packageWithoutFlows()
        let reject = await package.run(["snapshots", "reject"], tool: Self.reviewOnlyTool)
        #expect(reject.status == 0)
        #expect(reject.standard == "rejected __Snapshots__/HomeTests/home.pending.txt\n")
        #expect(package.files() == ["__Snapshots__/HomeTests/home.txt", "__Snapshots__/HomeTests/old.txt"])
    }

    @Test func orphansAndCheckWorkWithoutFlows() async throws {
        let package = try Self.packageWithoutFlows()
        let check = await package.run(["snapshots", "check"], tool: Self.reviewOnlyTool)
        #expect(check.status == 1)
        #expect(check.standard.hasSuffix("1 pending snapshot(s).\norphan: __Snapshots__/HomeTests/old.txt\n"))
        #expect(check.error == """
            profile-flows: error: 1 pending snapshot(s), 1 orphaned snapshot(s). \
            Review with `swift run profile-flows snapshots list`, then accept or reject; \
            if the last `swift test` after `swift run profile-flows snapshots reset-usage` ran the whole suite \
            (no --filter), remove orphans with `swift run profile-flows snapshots orphans --delete`; \
            after a filtered run, run the whole suite first.

            """)

        let orphans = await package.run(["snapshots", "orphans"], tool: Self.reviewOnlyTool)
        #expect(orphans.status == 0)
        #expect(orphans.standard == "__Snapshots__/HomeTests/old.txt\n")
        let delete = await package.run(["snapshots", "orphans", "--delete"], tool: Self.reviewOnlyTool)
        #expect(delete.standard == "removed __Snapshots__/HomeTests/old.txt\n")
        #expect(await package.run(["snapshots", "accept"], tool: Self.reviewOnlyTool).status == 0)

        let clean = await package.run(["snapshots", "check"], tool: Self.reviewOnlyTool)
        #expect(clean.error == "")
        #expect(clean.status == 0)
        #expect(package.files() == ["__Snapshots__/HomeTests/home.txt"])
    }

    @Test func aToolWithoutFlowsAsksForFlowFiles() async throws {
        let package = try Self.packageWithoutFlows()
        for subcommand in ["run", "check"] {
            let run = await package.run([subcommand], tool: Self.reviewOnlyTool)
            #expect(run.status == 2)
            #expect(run.error == "profile-flows: error: give the flow files to \(subcommand) (profile-flows has no default flows)\n")
        }
    }

    @Test func snapshotsOutsideAPackageIsAUsageError() async throws {
        let package = try TemporaryPackage()
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("Package.swift"))
        let run = await package.run(["snapshots", "list"], tool: Self.reviewOnlyTool)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("profile-flows: error: no Package.swift above "))
        #expect(run.error.hasSuffix(": pass --root DIR for the folder whose __Snapshots__/ holds the snapshots "
            + "(the DIR given to --snapshots), or run in that package\n"))
    }

    /// The package above with eight orphans instead of two, usage noted.
    static func packageWithManyOrphans() async throws -> TemporaryPackage {
        let package = try await packageWithFlowRecordings()
        for index in 1...6 {
            try package.write("gone \(index)\n", to: "__Snapshots__/ScreenTests/gone\(index).txt")
        }
        return package
    }

    @Test func deletingMoreThanAHandfulWithoutATerminalNeedsYes() async throws {
        let package = try await Self.packageWithManyOrphans()
        let before = package.files()
        let refused = await package.run(["snapshots", "orphans", "--delete"])
        #expect(refused.status == 1)
        #expect(refused.error.contains("not deleting 8 orphaned snapshot(s) without a yes"))
        #expect(refused.error.contains("pass --yes"))
        #expect(package.files() == before)
        let delete = await package.run(["snapshots", "orphans", "--delete", "--yes"])
        #expect(delete.status == 0)
        #expect(package.files() == Self.flowRecordings)
    }

    @Test(arguments: [("y", true), ("n", false), ("", false)])
    func aPersonAtATerminalIsAskedFirst(answer: String, deletes: Bool) async throws {
        let package = try await Self.packageWithManyOrphans()
        let before = package.files()
        let captured = CapturedOutput()
        let status = await StatefulTool.profileFlows.run(
            arguments: ["snapshots", "orphans", "--delete"], environment: [:], currentDirectory: package.root,
            input: ToolInput(isInteractive: true) { answer }, output: captured.output)
        #expect(captured.text.standard.contains("Delete these 8 orphaned snapshots? [y/N] "))
        #expect(status == (deletes ? 0 : 1))
        #expect(package.files() == (deletes ? Self.flowRecordings : before))
    }

    @Test func yesGoesWithOrphansDeleteOnly() async throws {
        let package = try TemporaryPackage()
        let run = await package.run(["snapshots", "orphans", "--yes"])
        #expect(run.status == 2)
        #expect(run.error.contains("--yes goes with 'snapshots orphans --delete' only"))
    }
}

/// What an interrupted atomic write leaves in `__Snapshots__/` (issue 23).
@MainActor
@Suite struct InterruptedWriteTests {
    /// A pid no process has (above Linux's pid_max).
    static let deadWriter = "4194305"

    @Test func snapshotsCheckRemovesAndReportsLeftoversOfInterruptedWrites() async throws {
        let package = try TemporaryPackage()
        try package.write("name: a\n", to: "__Snapshots__/HomeTests/a.txt")
        try package.write("half", to: "__Snapshots__/HomeTests/.a.txt.\(Self.deadWriter).3.tmp")
        try package.write("half", to: "__Snapshots__/flows/.b.txt.\(Self.deadWriter).1.tmp")
        // A __Snapshots__ beside a test file (placement: .besideTestFile) is searched too.
        let beside = "Tests/AppTests/__Snapshots__/AppTests/.d.txt.\(Self.deadWriter).2.tmp"
        try package.write("half", to: beside)
        // A write still going on (this process) is left alone.
        let live = "__Snapshots__/HomeTests/.c.txt.\(ProcessInfo.processInfo.processIdentifier).1.tmp"
        try package.write("writing", to: live)
        try package.write("not ours", to: "__Snapshots__/HomeTests/.notes")

        let underCI = await package.run(["snapshots", "check"], environment: ["CI": "true"])
        #expect(underCI.error.contains("warning: __Snapshots__/HomeTests/.a.txt.\(Self.deadWriter).3.tmp was left by an interrupted write (not removed under CI)"))
        #expect(package.exists("__Snapshots__/HomeTests/.a.txt.\(Self.deadWriter).3.tmp"))

        let check = await package.run(["snapshots", "check"])
        #expect(check.error.contains("warning: removed __Snapshots__/HomeTests/.a.txt.\(Self.deadWriter).3.tmp, left by an interrupted write\n"))
        #expect(check.error.contains("warning: removed __Snapshots__/flows/.b.txt.\(Self.deadWriter).1.tmp, left by an interrupted write\n"))
        #expect(!package.exists("__Snapshots__/HomeTests/.a.txt.\(Self.deadWriter).3.tmp"))
        #expect(!package.exists("__Snapshots__/flows/.b.txt.\(Self.deadWriter).1.tmp"))
        #expect(check.error.contains("warning: removed \(beside), left by an interrupted write\n"))
        #expect(!package.exists(beside))
        #expect(package.exists(live))
        #expect(package.exists("__Snapshots__/HomeTests/.notes"))
        #expect(package.exists("__Snapshots__/HomeTests/a.txt"))
    }
}
