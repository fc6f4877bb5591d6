import Foundation
import StatefulInternalTestSupport
import Testing

/// A flow one of whose steps failed is a broken run: `check` compares its
/// transcript but never records it, in any record mode, and says so.
@MainActor
@Suite struct FailedFlowRecordingTests {
    static let transcriptPath = "__Snapshots__/flows/Flows/save.txt"

    /// `naming(name)` with a failing expectation after it.
    static func failing(_ name: String) -> String {
        ProfileFlows.naming(name) + "expect state name == \"Nobody\"\n"
    }

    static let noBaseline = "No snapshot at \(transcriptPath); none was recorded: a step of the flow failed. "
        + "Fix the flow, then check again: a run whose steps all pass records it "
        + "(or record this run as it is with --record failed).\n"

    @Test func aNewFlowWhoseStepFailedRecordsNoBaseline() async throws {
        let package = try TemporaryPackage()
        try package.write(Self.failing("Ada"), to: "Flows/save.flow")
        let check = await package.run(["check", "Flows/save.flow"])
        #expect(check.status == 1)
        #expect(check.standard == "FAILED: Flows/save.flow (3 steps, 1 failed)\nflows: 0 passed, 1 failed\n")
        #expect(!check.error.contains("Recorded a new snapshot"))
        #expect(check.error.contains(Self.noBaseline))
        #expect(!package.exists(Self.transcriptPath))

        // Fixed, the next check records it.
        try package.write(ProfileFlows.naming("Ada"), to: "Flows/save.flow")
        let fixed = await package.run(["check", "Flows/save.flow"])
        #expect(fixed.error.hasPrefix("Recorded a new snapshot: \(Self.transcriptPath)."))
        #expect(package.read(Self.transcriptPath)?.contains("> setName(\"Ada\")") == true)
    }

    @Test func underSnapshotTestingRecordMissingTooAFailedFlowRecordsNoBaseline() async throws {
        let package = try TemporaryPackage()
        try package.write(Self.failing("Ada") + "expect state name == \"Zed\"\n", to: "Flows/save.flow")
        let check = await package.run(["check", "Flows/save.flow"], environment: ["SNAPSHOT_TESTING_RECORD": "missing"])
        #expect(check.status == 1)
        #expect(check.error.contains("none was recorded: 2 steps of the flow failed. Fix the flow"))
        #expect(!package.exists(Self.transcriptPath))
    }

    /// `failed` and `all` ask to write what differs: the run is recorded as
    /// it is (one run re-records a flow whose behaviour changed on purpose),
    /// and the message says its steps failed.
    @Test(arguments: ["all", "failed"])
    func aRecordModeThatWritesWhatDiffersRecordsAFailedFlowAndSaysSo(mode: String) async throws {
        let package = try TemporaryPackage()
        try package.write(Self.failing("Ada"), to: "Flows/save.flow")
        let new = await package.run(["check", "Flows/save.flow", "--record", mode])
        #expect(new.status == 1)
        #expect(new.error.contains("""
            Recorded a new snapshot: \(Self.transcriptPath).
            Review it, commit it, and run the test again.
            Recorded although a step of the flow failed (the record mode is "\(mode)"): review it before committing it.

            """))
        #expect(package.read(Self.transcriptPath)?.contains("> setName(\"Ada\")") == true)

        try package.write(Self.failing("Bea"), to: "Flows/save.flow")
        let changed = await package.run(["check", "Flows/save.flow", "--record", mode])
        #expect(changed.status == 1)
        #expect(changed.error.contains("Re-recorded snapshot \(Self.transcriptPath), which did not match:"))
        #expect(changed.error.contains("Recorded although a step of the flow failed"))
        #expect(package.read(Self.transcriptPath)?.contains("> setName(\"Bea\")") == true)
    }

    @Test func aStepThatOnlyRecordedANewScreenDoesNotKeepTheTranscriptFromBeingRecorded() async throws {
        let package = try TemporaryPackage()
        try package.write(ProfileFlows.naming("Ada") + "expect screen matches \"named\"\n", to: "Flows/save.flow")
        let first = await package.run(["check", "Flows/save.flow"])
        #expect(first.status == 1)
        #expect(first.error.contains("Recorded a new snapshot: __Snapshots__/flows/Flows/save.named.txt."))
        #expect(first.error.contains("Recorded a new snapshot: \(Self.transcriptPath)."))
        #expect(!first.error.contains("No baseline was written"))
        #expect(package.files() == ["__Snapshots__/flows/Flows/save.named.txt", Self.transcriptPath])
        let second = await package.run(["check", "Flows/save.flow"])
        #expect(second.status == 0)
    }

    @Test func underCIAFailedFlowWritesNothingAndSaysWhyAsBefore() async throws {
        let package = try TemporaryPackage()
        try package.write(Self.failing("Ada"), to: "Flows/save.flow")
        let check = await package.run(["check", "Flows/save.flow"], environment: ["CI": "true"])
        #expect(check.status == 1)
        #expect(check.error.contains("CI is set, so nothing is recorded into the package tree."))
        #expect(!check.error.contains("No baseline was written"))
        #expect(package.files() == [])
    }
}
