import Foundation
import StatefulInternalTestSupport
import Testing

/// A team's own tool (`profile-flows`) runs and checks flows of a feature that
/// is not the login example, with that feature's own backend words, and every
/// hint it prints names the team's tool.
@MainActor
@Suite struct ProfileCheckTests {
    static let transcriptPath = "__Snapshots__/flows/Flows/save.txt"

    /// A package with `Flows/save.flow` and nothing recorded.
    static func package(flow: String = ProfileFlows.save) throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.write(flow, to: "Flows/save.flow")
        return package
    }

    @Test func aFlowWithTheFeaturesOwnBackendWordsRuns() async throws {
        let package = try Self.package()
        let run = await package.run(["run", "Flows/save.flow", "--show", "transcript"])
        #expect(run.error == "")
        #expect(run.status == 0)
        #expect(run.standard.contains("""
            -- Flows/save.flow:8: backend fail(saveProfile, network)
            -- Flows/save.flow:9: save
            > save
              effect showProgress
              effect dismissProgress
              effect showError("the network is unreachable")
              failed ProfileFailure.network

            """))
        #expect(run.standard.hasSuffix("ok: Flows/save.flow (20 steps)\nflows: 1 passed, 0 failed\n"))
        // `run` compares and records nothing.
        #expect(package.files() == [])
    }

    @Test func checkRecordsAMissingTranscriptLocallyThenPasses() async throws {
        let package = try Self.package()
        let first = await package.run(["check", "Flows/save.flow"])
        #expect(first.status == 1)
        #expect(first.standard == "FAILED: Flows/save.flow (20 steps)\nflows: 0 passed, 1 failed\n")
        #expect(first.error == """
            Recorded a new snapshot: \(Self.transcriptPath).
            Review it, commit it, and run the test again.

            """)
        let transcript = try #require(package.read(Self.transcriptPath))
        #expect(transcript.hasPrefix("state ProfileState(region: \"eu\", name: \"\", pin: \"\", orders: [])\n> load\n"))
        #expect(transcript.contains("  effect showError(\"the network is unreachable\")\n  failed ProfileFailure.network\n"))

        let second = await package.run(["check", "Flows/save.flow"], environment: ["CI": "true"])
        #expect(second.error == "")
        #expect(second.standard == "ok: Flows/save.flow (20 steps)\nflows: 1 passed, 0 failed\n")
        #expect(second.status == 0)
        #expect(package.files() == [Self.transcriptPath])
    }

    @Test func underCIAMissingTranscriptFailsAndNothingIsWrittenIntoThePackage() async throws {
        let package = try Self.package(flow: ProfileFlows.save + "expect screen matches \"saved\"\n")
        let before = package.everyFileText()
        let run = await package.run(["check", "Flows/save.flow"], environment: ["CI": "true"])
        #expect(run.status == 1)
        #expect(run.standard == "FAILED: Flows/save.flow (21 steps, 1 failed)\nflows: 0 passed, 1 failed\n")
        #expect(run.error.contains("Flows/save.flow:22:1: error: No snapshot at __Snapshots__/flows/Flows/save.saved.txt"))
        #expect(run.error.contains("""
            No snapshot at \(Self.transcriptPath) (record mode "never").
            CI is set, so nothing is recorded into the package tree. Record snapshots locally and commit them.

            """))
        #expect(package.files() == [])
        #expect(package.everyFileText().filter { !$0.key.hasPrefix(".build/") } == before)
    }

    /// A package whose recorded transcript no longer matches its flow.
    static func changedPackage() async throws -> TemporaryPackage {
        let package = try Self.package(flow: ProfileFlows.naming("Ada"))
        #expect(await package.run(["check", "Flows/save.flow"]).status == 1)
        try package.write(ProfileFlows.naming("Bea"), to: "Flows/save.flow")
        return package
    }

    @Test func recordFailedReRecordsAChangedTranscript() async throws {
        let package = try await Self.changedPackage()
        let run = await package.run(["check", "Flows/save.flow", "--record", "failed"])
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("Re-recorded snapshot \(Self.transcriptPath), which did not match:\n"))
        #expect(run.error.contains("\n-> setName(\"Ada\")\n"))
        #expect(run.error.contains("\n+> setName(\"Bea\")\n"))
        #expect(package.files() == [Self.transcriptPath])
        #expect(package.read(Self.transcriptPath)?.contains("> setName(\"Bea\")") == true)
        #expect(await package.run(["check", "Flows/save.flow"]).status == 0)
    }

    @Test func aChangedTranscriptIsListedThenAcceptedWithTheToolsOwnName() async throws {
        let package = try await Self.changedPackage()
        let pendingPath = "__Snapshots__/flows/Flows/save.pending.txt"
        let check = await package.run(["check", "Flows/save.flow"])
        #expect(check.status == 1)
        #expect(check.error.contains("""
            The actual output is in \(pendingPath).
            Accept it: swift run profile-flows snapshots accept \(pendingPath)
            Reject it: swift run profile-flows snapshots reject \(pendingPath)

            """))
        #expect(package.files() == [pendingPath, Self.transcriptPath])

        let list = await package.run(["snapshots", "list"])
        #expect(list.status == 0)
        #expect(list.standard.hasPrefix("--- \(Self.transcriptPath)\n+++ \(pendingPath)\n"))
        #expect(list.standard.contains("\n-> setName(\"Ada\")\n"))
        #expect(list.standard.contains("\n+> setName(\"Bea\")\n"))
        #expect(list.standard.hasSuffix("\n1 pending snapshot(s).\n"))

        let pendingCheck = await package.run(["snapshots", "check"])
        #expect(pendingCheck.status == 1)
        #expect(pendingCheck.error == """
            profile-flows: error: 1 pending snapshot(s), 0 orphaned snapshot(s). \
            Review with `swift run profile-flows snapshots list`, then accept or reject.

            """)

        let accept = await package.run(["snapshots", "accept"])
        #expect(accept.status == 0)
        #expect(accept.standard == "accepted \(Self.transcriptPath)\n")
        #expect(package.files() == [Self.transcriptPath])
        #expect(await package.run(["check", "Flows/save.flow"]).status == 0)

        for output in [check, list, pendingCheck, accept] {
            #expect(!output.combined.contains("stateful"), "a hint names the login example's tool: \(output.combined)")
        }
    }

    /// A deleted flow's recording is an orphan at once, although the run
    /// that checked it noted it as used; the other flow's stays used.
    @Test func theRecordingOfADeletedFlowIsAnOrphan() async throws {
        let package = try Self.package()
        try package.write(ProfileFlows.save, to: "Flows/other.flow")
        _ = await package.run(["check"])  // records both transcripts
        #expect(await package.run(["check"]).status == 0)
        #expect(package.files() == ["__Snapshots__/flows/Flows/other.txt", Self.transcriptPath])
        #expect(await package.run(["snapshots", "orphans"]).standard == "No orphaned snapshots.\n")

        try FileManager.default.removeItem(at: package.root.appendingPathComponent("Flows/save.flow"))
        let orphans = await package.run(["snapshots", "orphans"])
        #expect(orphans.status == 0)
        #expect(orphans.standard == "\(Self.transcriptPath)\n")
    }

    @Test func aFailedScreenComparisonNamesTheToolsReviewCommand() async throws {
        let package = try Self.package(flow: "setName(\"Ada\")\nexpect screen matches \"named\"\n")
        #expect(await package.run(["check", "Flows/save.flow"]).status == 1)
        try package.write("setName(\"Bea\")\nexpect screen matches \"named\"\n", to: "Flows/save.flow")
        let run = await package.run(["check", "Flows/save.flow"])
        #expect(run.status == 1)
        let pendingPath = "__Snapshots__/flows/Flows/save.named.pending.txt"
        #expect(run.error.contains("Flows/save.flow:2:1: error: Snapshot __Snapshots__/flows/Flows/save.named.txt does not match:"))
        #expect(run.error.contains("Accept it: swift run profile-flows snapshots accept \(pendingPath)\n"))
        #expect(!run.combined.contains("stateful"))
        #expect(package.exists(pendingPath))
    }

    @Test func oneCheckReportsEveryFailedExpectationAndTheTranscriptDiff() async throws {
        let package = try Self.package(flow: ProfileFlows.naming("Ada"))
        #expect(await package.run(["check", "Flows/save.flow"]).status == 1)
        try package.write("""
            setName("Bea")
            expect state name == "Ada"
            expect effect saved
            load
            expect screen contains "Region: US"
            expect state name == "Grace"

            """, to: "Flows/save.flow")
        let run = await package.run(["check", "Flows/save.flow"])
        #expect(run.status == 1)
        #expect(run.standard == "FAILED: Flows/save.flow (6 steps, 3 failed)\nflows: 0 passed, 1 failed\n")
        let error = run.error
        let reported = error.split(separator: "\n").filter { $0.hasPrefix("Flows/save.flow:") }
        #expect(reported == [
            "Flows/save.flow:2:1: error: expected state name == \"Ada\", found \"Bea\"",
            "Flows/save.flow:3:1: error: expected effect saved, but no effect was sent that is not already expected",
            "Flows/save.flow:5:1: error: expected the screen to contain \"Region: US\"; it shows:",
        ])
        // The last step ran after the failures: the loaded name is there.
        #expect(!error.contains("Flows/save.flow:6:"))
        #expect(error.contains("Snapshot \(Self.transcriptPath) does not match:\n"))
        #expect(error.contains("\n+> load\n"))
        #expect(package.exists("__Snapshots__/flows/Flows/save.pending.txt"))
    }
}
