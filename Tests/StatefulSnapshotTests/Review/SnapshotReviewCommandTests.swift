import Foundation
import StatefulSnapshot
import StatefulTestSupport
import Testing

@Suite struct SnapshotReviewCommandTests {
    private func run(_ arguments: [String], in package: TemporaryPackage, from subdirectory: String = "",
                     _ variables: [String: String] = [:]) -> SnapshotReviewCommandResult {
        SnapshotReviewCommand.run(
            arguments,
            currentDirectory: package.root.appendingPathComponent(subdirectory, isDirectory: true),
            environment: SnapshotEnvironment(variables))
    }

    private func leavePending(_ actual: String, for snapshot: URL, in package: TemporaryPackage) {
        _ = SnapshotVerifier(layout: package.layout, environment: SnapshotEnvironment())
            .verify(actual, against: snapshot, mode: .never)
    }

    @Test func checkPassesWhenNothingIsPendingOrOrphaned() throws {
        let package = try TemporaryPackage()
        try SnapshotFile.write("a", to: package.snapshot("a"))
        try SnapshotUsageLog(layout: package.layout).note(package.snapshot("a"))
        let result = run(["check"], in: package)
        #expect(result == SnapshotReviewCommandResult(exitCode: 0, output: "No pending snapshots.\n", errorOutput: ""))
    }

    @Test func checkFailsOnAPendingFileShowingItsDiff() throws {
        let package = try TemporaryPackage()
        try SnapshotFile.write("old", to: package.snapshot("a"))
        leavePending("new", for: package.snapshot("a"), in: package)
        let result = run(["check"], in: package)
        #expect(result.exitCode == 1)
        #expect(result.output == """
            --- __Snapshots__/LoginTests/a.txt
            +++ __Snapshots__/LoginTests/a.pending.txt
            @@ -1,1 +1,1 @@
            -old
            +new

            1 pending snapshot(s).

            """)
        #expect(result.errorOutput.hasPrefix("error: 1 pending snapshot(s), 0 orphaned snapshot(s)."))
    }

    @Test func checkFailsOnAnOrphan() throws {
        let package = try TemporaryPackage()
        try SnapshotFile.write("a", to: package.snapshot("used"))
        try SnapshotFile.write("b", to: package.snapshot("orphan"))
        try SnapshotUsageLog(layout: package.layout).note(package.snapshot("used"))
        let result = run(["check"], in: package)
        #expect(result.exitCode == 1)
        #expect(result.output.contains("orphan: __Snapshots__/LoginTests/orphan.txt\n"))
        #expect(!result.output.contains("orphan: __Snapshots__/LoginTests/used.txt"))
    }

    @Test func checkWithoutAnyUsageSaysToRunTheSuiteFirst() throws {
        let package = try TemporaryPackage()
        try SnapshotFile.write("a", to: package.snapshot("a"))
        let result = run(["check"], in: package)
        #expect(result.exitCode == 1)
        #expect(result.output.contains("note: no assertion noted any snapshot; run the full test suite before checking."))
    }

    @Test func acceptTakesPathsRelativeToTheCurrentDirectory() throws {
        let package = try TemporaryPackage()
        try SnapshotFile.write("old", to: package.snapshot("a"))
        leavePending("new", for: package.snapshot("a"), in: package)
        let result = run(["accept", "../__Snapshots__/LoginTests/a.pending.txt"], in: package, from: "Tests")
        #expect(result == SnapshotReviewCommandResult(
            exitCode: 0, output: "accepted __Snapshots__/LoginTests/a.txt\n", errorOutput: ""))
        #expect(package.contents(of: package.snapshot("a")) == "new\n")
    }

    @Test func acceptingAnUnknownPathFailsWithoutChangingAnything() throws {
        let package = try TemporaryPackage()
        let result = run(["accept", "nope.pending.txt"], in: package)
        #expect(result.exitCode == 1)
        #expect(result.errorOutput.contains("is not a pending snapshot"))
    }

    @Test func orphansAreListedAndDeletedOnlyWithDelete() throws {
        let package = try TemporaryPackage()
        try SnapshotFile.write("b", to: package.snapshot("orphan"))
        #expect(run(["orphans"], in: package).output == "__Snapshots__/LoginTests/orphan.txt\n")
        #expect(package.exists(package.snapshot("orphan")))
        #expect(run(["orphans", "--delete"], in: package).output == "removed __Snapshots__/LoginTests/orphan.txt\n")
        #expect(!package.exists(package.snapshot("orphan")))
        #expect(run(["orphans"], in: package).output == "No orphaned snapshots.\n")
    }

    @Test func resetUsageForgetsEarlierRuns() throws {
        let package = try TemporaryPackage()
        try SnapshotFile.write("a", to: package.snapshot("a"))
        try SnapshotUsageLog(layout: package.layout).note(package.snapshot("a"))
        #expect(run(["reset-usage"], in: package).exitCode == 0)
        #expect(run(["orphans"], in: package).output == "__Snapshots__/LoginTests/a.txt\n")
    }

    @Test func rootOptionPointsAtAnotherPackage() throws {
        let package = try TemporaryPackage()
        let other = try TemporaryPackage()
        try SnapshotFile.write("old", to: other.snapshot("a"))
        leavePending("new", for: other.snapshot("a"), in: other)
        #expect(run(["--root", other.root.path, "list"], in: package).output.hasSuffix("1 pending snapshot(s).\n"))
    }

    @Test func aWrongCommandIsAUsageErrorWithExitCodeTwo() throws {
        let package = try TemporaryPackage()
        for arguments in [["frobnicate"], ["check", "extra"], ["orphans", "--force"], ["--root"]] {
            let result = run(arguments, in: package)
            #expect(result.exitCode == 2, "\(arguments)")
            #expect(result.errorOutput.contains("usage: stateful snapshots"), "\(arguments)")
        }
    }
}
