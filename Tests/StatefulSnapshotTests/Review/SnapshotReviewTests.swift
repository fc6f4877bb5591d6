import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

@Suite struct SnapshotReviewTests {
    /// A package with two mismatching snapshots (`a`, `b`) and one missing (`c`), all pending.
    private func packageWithPendingFiles() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try SnapshotFile.write("old a", to: package.snapshot("a"))
        try SnapshotFile.write("old b", to: package.snapshot("b"))
        let verifier = SnapshotVerifier(layout: package.layout, environment: SnapshotEnvironment())
        _ = verifier.verify("new a", against: package.snapshot("a"), mode: .never)
        _ = verifier.verify("new b", against: package.snapshot("b"), mode: .never)
        _ = verifier.verify("new c", against: package.snapshot("c"), mode: .never)
        return package
    }

    @Test func listsPendingSnapshotsSortedWithTheirDiffs() throws {
        let package = try packageWithPendingFiles()
        let pending = SnapshotReview(layout: package.layout).pending()
        #expect(pending.map(\.pendingPath) == [
            "__Snapshots__/LoginTests/a.pending.txt",
            "__Snapshots__/LoginTests/b.pending.txt",
            "__Snapshots__/LoginTests/c.pending.txt",
        ])
        #expect(pending.map(\.snapshotPath) == [
            "__Snapshots__/LoginTests/a.txt", "__Snapshots__/LoginTests/b.txt", "__Snapshots__/LoginTests/c.txt",
        ])
        #expect(try pending[0].diff().hunks.flatMap(\.lines) == [.removed("old a"), .added("new a")])
        #expect(try pending[2].diff().hunks.flatMap(\.lines) == [.added("new c")])
    }

    @Test func aPendingFileThatLinksOutOfThePackageIsNeitherShownNorAccepted() throws {
        let package = try TemporaryPackage()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).txt")
        try Data("outside content\n".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        let pending = package.layout.pendingFile(for: package.snapshot("a"), artifacts: nil)
        try FileManager.default.createDirectory(at: pending.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: pending, withDestinationURL: outside)

        // A link is no pending file: it is not listed, not read, and every
        // command that changes files refuses to run while it is there.
        let review = SnapshotReview(layout: package.layout)
        #expect(review.pending().isEmpty)
        #expect(review.unownedEntries() == ["__Snapshots__/LoginTests/a.pending.txt (a symbolic link to a regular file)"])
        #expect {
            try review.accept()
        } throws: { error in
            guard case .unownedEntries(let entries) = error as? SnapshotError else { return false }
            return entries.count == 1 && !"\(error)".contains("outside content")
        }
        #expect(throws: SnapshotError.self) { try review.reject() }
        #expect(FileManager.default.fileExists(atPath: outside.path))
        #expect(package.contents(of: package.snapshot("a")) == nil)
    }

    @Test func acceptingAllMovesEveryPendingOutputOverItsSnapshot() throws {
        let package = try packageWithPendingFiles()
        let review = SnapshotReview(layout: package.layout)
        let accepted = try review.accept()
        #expect(accepted.count == 3)
        #expect(package.contents(of: package.snapshot("a")) == "new a\n")
        #expect(package.contents(of: package.snapshot("c")) == "new c\n")
        #expect(review.pending().isEmpty)
    }

    @Test func acceptingByPathTouchesOnlyThatSnapshot() throws {
        let package = try packageWithPendingFiles()
        let review = SnapshotReview(layout: package.layout)
        try review.accept(["__Snapshots__/LoginTests/b.pending.txt"])
        // A snapshot's own path, absolute, selects its pending file too.
        try review.accept([package.snapshot("c").path])
        #expect(package.contents(of: package.snapshot("a")) == "old a\n")
        #expect(package.contents(of: package.snapshot("b")) == "new b\n")
        #expect(package.contents(of: package.snapshot("c")) == "new c\n")
        #expect(review.pending().map(\.pendingPath) == ["__Snapshots__/LoginTests/a.pending.txt"])
    }

    @Test func rejectingDeletesPendingFilesAndKeepsSnapshots() throws {
        let package = try packageWithPendingFiles()
        let review = SnapshotReview(layout: package.layout)
        try review.reject(["__Snapshots__/LoginTests/a.pending.txt"])
        #expect(review.pending().count == 2)
        try review.reject()
        #expect(review.pending().isEmpty)
        #expect(package.contents(of: package.snapshot("a")) == "old a\n")
        #expect(!package.exists(package.snapshot("c")))
    }

    @Test func anUnknownPathIsAnErrorAndChangesNothing() throws {
        let package = try packageWithPendingFiles()
        let review = SnapshotReview(layout: package.layout)
        #expect(throws: SnapshotError.notPending(path: "__Snapshots__/LoginTests/zzz.pending.txt")) {
            try review.accept(["__Snapshots__/LoginTests/a.pending.txt", "__Snapshots__/LoginTests/zzz.pending.txt"])
        }
        #expect(review.pending().count == 3)
        #expect(package.contents(of: package.snapshot("a")) == "old a\n")
    }

    @Test func pendingFilesInTheArtifactsDirectoryCanBeAccepted() throws {
        let package = try TemporaryPackage()
        let artifacts = try TemporaryPackage()
        try SnapshotFile.write("old", to: package.snapshot("a"))
        let environment = SnapshotEnvironment(["CI": "1", "SNAPSHOT_ARTIFACTS": artifacts.root.path])
        _ = SnapshotVerifier(layout: package.layout, environment: environment)
            .verify("new", against: package.snapshot("a"), mode: .never)
        let review = SnapshotReview(layout: package.layout, artifactsDirectory: artifacts.root)
        #expect(review.pending().map(\.snapshotPath) == ["__Snapshots__/LoginTests/a.txt"])
        try review.accept()
        #expect(package.contents(of: package.snapshot("a")) == "new\n")
        #expect(artifacts.allFiles() == ["Package.swift"])
    }

    @Test func orphansAreSnapshotsNoAssertionUsed() throws {
        let package = try TemporaryPackage()
        try SnapshotFile.write("kept", to: package.snapshot("used"))
        try SnapshotFile.write("gone", to: package.snapshot("removedTest"))
        try SnapshotFile.write("gone", to: package.layout.snapshotFile(
            testFilePath: "/x/DeletedTests.swift", testName: "old", snapshotName: nil))
        let usage = SnapshotUsageLog(layout: package.layout)
        _ = SnapshotVerifier(layout: package.layout, environment: SnapshotEnvironment(), usageLog: usage)
            .verify("kept", against: package.snapshot("used"), mode: .never)
        // A pending file is not an orphan; it is reported as pending.
        _ = SnapshotVerifier(layout: package.layout, environment: SnapshotEnvironment(), usageLog: usage)
            .verify("other", against: package.snapshot("used", named: "2"), mode: .never)
        let review = SnapshotReview(layout: package.layout)
        #expect(try review.orphans(usage: usage) == [
            "__Snapshots__/DeletedTests/old.txt",
            "__Snapshots__/LoginTests/removedTest.txt",
        ])
        #expect(package.exists(package.snapshot("removedTest")), "listing removes nothing")
    }

    @Test func aPackageInsideThePackageKeepsItsSnapshotsToItself() throws {
        let package = try TemporaryPackage()
        try SnapshotFile.write("mine", to: package.snapshot("used"))
        // A side package (its own Package.swift) with snapshots of its own, and
        // a plain folder with a __Snapshots__ beside its tests.
        try package.write("// swift-tools-version: 6.0\n", to: "Tools/Side/Package.swift")
        try package.write("theirs\n", to: "Tools/Side/__Snapshots__/SideTests/test.txt")
        try package.write("beside\n", to: "Tests/AppTests/__Snapshots__/AppTests/test.txt")
        let usage = SnapshotUsageLog(layout: package.layout)
        _ = SnapshotVerifier(layout: package.layout, environment: SnapshotEnvironment(), usageLog: usage)
            .verify("mine", against: package.snapshot("used"), mode: .never)
        let review = SnapshotReview(layout: package.layout)
        #expect(try review.orphans(usage: usage) == ["Tests/AppTests/__Snapshots__/AppTests/test.txt"])
    }

    @Test func orphansAreRemovedOnlyWhenAsked() throws {
        let package = try TemporaryPackage()
        try SnapshotFile.write("kept", to: package.snapshot("used"))
        try SnapshotFile.write("gone", to: package.snapshot("orphan"))
        let usage = SnapshotUsageLog(layout: package.layout)
        try usage.note(package.snapshot("used"))
        let removed = try SnapshotReview(layout: package.layout).removeOrphans(usage: usage)
        #expect(removed == ["__Snapshots__/LoginTests/orphan.txt"])
        #expect(!package.exists(package.snapshot("orphan")))
        #expect(package.exists(package.snapshot("used")))
    }
}
