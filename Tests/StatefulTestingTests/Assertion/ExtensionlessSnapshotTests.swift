import Foundation
import StatefulInternalTestSupport
@testable import StatefulTesting
import Testing

/// A strategy with no `pathExtension` writes the snapshot's name alone, as
/// swift-snapshot-testing does, and `.data` does so under the
/// swift-snapshot-testing compatibility setting; pending files and review
/// work for such files too.
@Suite struct ExtensionlessSnapshotTests {
    private let package: TemporaryPackage
    private let bytes: [UInt8] = [0x00, 0xFF, 0x0D, 0x0A]

    init() throws {
        package = try TemporaryPackage()
    }

    private func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: package.root.appendingPathComponent(path).path).map { [UInt8]($0) }
    }

    private func assertion<Value>(
        _ value: Value, as strategy: Snapshotting<Value>, record: SnapshotRecordMode,
        compatibility: SnapshotTestingCompatibility? = nil
    ) -> SnapshotOutcome {
        withSnapshotTesting(
            record: record, packageRoot: package.root, environment: SnapshotEnvironment([:]), compatibility: compatibility
        ) {
            snapshotOutcome(
                of: { value }, as: strategy, named: nil, record: nil, snapshotDirectory: nil,
                fileID: "AppTests/ProfileTests.swift",
                filePath: package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path,
                testName: "testAvatar()", line: 1, column: 1)
        }
    }

    @Test func aStrategyWithoutAnExtensionWritesTheNameAlone() throws {
        let strategy = Snapshotting<String>.lines.withPathExtension(nil)
        #expect(strategy.pathExtension == nil)
        let recorded = assertion("Ada", as: strategy, record: .missing)
        #expect(recorded.kind == .recorded)
        #expect(recorded.snapshotPath == "__Snapshots__/ProfileTests/testAvatar")
        #expect(package.read("__Snapshots__/ProfileTests/testAvatar") == "Ada\n")
        #expect(assertion("Ada", as: strategy, record: .never).kind == .matched)

        let mismatch = assertion("Bea", as: strategy, record: .never)
        #expect(mismatch.kind == .mismatch)
        #expect(package.read("__Snapshots__/ProfileTests/testAvatar.pending") == "Bea\n")
        let review = SnapshotReview(layout: SnapshotLayout(packageRoot: package.root))
        let item = try #require(review.pending().first)
        #expect(item.snapshotFile.lastPathComponent == "testAvatar")
        try review.accept()
        #expect(package.files() == ["__Snapshots__/ProfileTests/testAvatar"])
        #expect(package.read("__Snapshots__/ProfileTests/testAvatar") == "Bea\n")
    }

    @Test func dataUnderSwiftSnapshotTestingCompatibilityMatchesAMigratedFileWithNoExtension() throws {
        let migrated = "Tests/AppTests/__Snapshots__/ProfileTests/testAvatar.1"
        try package.write(Data(bytes), to: migrated)
        #expect(assertion(Data(bytes), as: .data, record: .never, compatibility: .swiftSnapshotTesting).kind == .matched)

        var changed = bytes
        changed[0] = 0x01
        let mismatch = assertion(Data(changed), as: .data, record: .never, compatibility: .swiftSnapshotTesting)
        #expect(mismatch.kind == .mismatch)
        #expect(mismatch.snapshotPath == migrated)
        let pending = "Tests/AppTests/__Snapshots__/ProfileTests/testAvatar.pending.1"
        #expect(contents(pending) == changed)
        let review = SnapshotReview(layout: SnapshotLayout(packageRoot: package.root))
        try review.accept()
        #expect(contents(migrated) == changed)
        #expect(!package.exists(pending))
    }

    @Test func dataKeepsItsBinExtensionOutsideCompatibilityAndWhenAnExtensionIsSet() {
        #expect(assertion(Data(bytes), as: .data, record: .missing).snapshotPath == "__Snapshots__/ProfileTests/testAvatar.bin")
        var png = Snapshotting<Data>.data
        png.pathExtension = "png"
        let outcome = assertion(Data(bytes), as: png, record: .missing, compatibility: .swiftSnapshotTesting)
        #expect(outcome.snapshotPath == "Tests/AppTests/__Snapshots__/ProfileTests/testAvatar.1.png")
        let pulled: Snapshotting<[UInt8]> = Snapshotting<Data>.data.pullback { Data($0) }
        let pulledOutcome = assertion(bytes, as: pulled, record: .missing, compatibility: .swiftSnapshotTesting)
        #expect(pulledOutcome.snapshotPath.hasPrefix("Tests/AppTests/__Snapshots__/ProfileTests/testAvatar."))
        #expect(!pulledOutcome.snapshotPath.hasSuffix(".bin"))
    }

    @Test func pendingNamesOfFilesWithoutAnExtensionRoundTrip() {
        let layout = SnapshotLayout(packageRoot: package.root)
        for name in ["testAvatar", "testAvatar.1", "testAvatar.txt"] {
            let snapshot = layout.snapshotsDirectory.appendingPathComponent("ProfileTests/" + name)
            let pending = layout.pendingFile(for: snapshot, artifacts: nil)
            #expect(SnapshotLayout.isPendingFile(named: pending.lastPathComponent), "\(name)")
            #expect(layout.snapshotFile(forPending: pending, artifacts: nil)?.path == snapshot.path, "\(name)")
            #expect(!SnapshotLayout.isPendingFile(named: name), "\(name)")
        }
        #expect(SnapshotLayout.isPendingFile(named: "testAvatar.pending"))
        #expect(!SnapshotLayout.isPendingFile(named: ".pending"))
        #expect(!SnapshotLayout.isPendingFile(named: "pending"))
    }
}
