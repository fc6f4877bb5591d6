import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

/// What a verification checks on the file system every time, however often
/// the same snapshot is verified in a process: links on the way to the
/// snapshot, the snapshot's contents, and a stale pending file.
@Suite struct SnapshotVerifierPathTests {
    private func verifier(_ package: TemporaryPackage) -> SnapshotVerifier {
        SnapshotVerifier(layout: package.layout, environment: SnapshotEnvironment())
    }

    @Test func aSnapshotFolderLinkedFromOutsideThePackageIsRefused() throws {
        let package = try TemporaryPackage()
        let outside = try TemporaryPackage()
        try outside.write("top secret\n", to: "LoginTests/escape.txt")
        let file = package.snapshot("escape")
        try FileManager.default.createDirectory(
            at: package.root.appendingPathComponent("__Snapshots__"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: file.deletingLastPathComponent().path,
            withDestinationPath: outside.root.appendingPathComponent("LoginTests").path)
        let outcome = verifier(package).verify("top secret", against: file, mode: .missing)
        #expect(outcome.kind == .error)
        #expect(outcome.message.contains("outside the package root"))
        #expect(!outcome.message.contains("top secret"))
    }

    @Test func aLinkThatStaysInsideThePackageIsFollowed() throws {
        let package = try TemporaryPackage()
        try package.write("Hello\n", to: "Fixtures/greeting.txt")
        let file = package.snapshot("greeting")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: file.path, withDestinationPath: package.root.appendingPathComponent("Fixtures/greeting.txt").path)
        #expect(verifier(package).verify("Hello", against: file, mode: .never).kind == .matched)
    }

    @Test func aLinkMadeAfterAnEarlierMatchIsStillChecked() throws {
        let package = try TemporaryPackage()
        let outside = try TemporaryPackage()
        try outside.write("Hello\n", to: "secret.txt")
        let file = package.snapshot("swapped")
        try SnapshotFile.write("Hello", to: file)
        #expect(verifier(package).verify("Hello", against: file, mode: .never).kind == .matched)
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(
            atPath: file.path, withDestinationPath: outside.root.appendingPathComponent("secret.txt").path)
        let outcome = verifier(package).verify("Hello", against: file, mode: .never)
        #expect(outcome.kind == .error)
        #expect(outcome.message.contains("outside the package root"))
    }

    @Test func aChangedSnapshotIsReadAgain() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("changing")
        try SnapshotFile.write("one", to: file)
        #expect(verifier(package).verify("one", against: file, mode: .never).kind == .matched)
        try SnapshotFile.write("two", to: file)
        #expect(verifier(package).verify("one", against: file, mode: .never).kind == .mismatch)
        #expect(verifier(package).verify("two", against: file, mode: .never).kind == .matched)
    }

    @Test func aPendingFileLeftAfterEarlierMatchesIsRemovedByTheNextMatch() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("stale")
        try SnapshotFile.write("Hello", to: file)
        #expect(verifier(package).verify("Hello", against: file, mode: .missing).kind == .matched)
        let pending = package.layout.pendingFile(for: file, artifacts: nil)
        try SnapshotFile.write("Bye", to: pending)
        #expect(verifier(package).verify("Hello", against: file, mode: .missing).kind == .matched)
        #expect(!package.exists(pending))
    }

    @Test func aSnapshotNamedThroughDotDotIsTheSameSnapshot() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("shared")
        let roundabout = file.deletingLastPathComponent()
            .appendingPathComponent("../LoginTests", isDirectory: true)
            .appendingPathComponent(file.lastPathComponent)
        let verifier = verifier(package)
        #expect(verifier.verify("a", against: file, mode: .missing, callSite: "B.swift:1:1").kind == .recorded)
        let clash = verifier.verify("a", against: roundabout, mode: .missing, callSite: "B.swift:2:1")
        #expect(clash.kind == .error)
        #expect(clash.message.hasPrefix("Snapshot __Snapshots__/LoginTests/shared.txt is already used by the assertion at B.swift:1:1."))
    }
}
