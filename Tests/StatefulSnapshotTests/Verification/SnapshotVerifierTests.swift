import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct SnapshotVerifierTests {
    private func verifier(_ package: TemporaryPackage, _ variables: [String: String] = [:]) -> SnapshotVerifier {
        SnapshotVerifier(layout: package.layout, environment: SnapshotEnvironment(variables))
    }

    /// Files in the package tree, ignoring the untracked `.build/`.
    private func trackedFiles(_ package: TemporaryPackage) -> [String] {
        package.allFiles().filter { !$0.hasPrefix(".build/") }
    }

    // MARK: missing (the local default)

    @Test func missingModeRecordsANewSnapshotAndFails() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("greeting")
        let outcome = verifier(package).verify("Hello\r\n", against: file, mode: .missing)
        #expect(outcome.kind == .recorded)
        #expect(outcome.isFailure)
        #expect(outcome.message == """
            Recorded a new snapshot: __Snapshots__/LoginTests/greeting.txt.
            Review it, commit it, and run the test again.
            """)
        #expect(package.contents(of: file) == "Hello\n")
    }

    @Test func aMatchingSnapshotPasses() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("greeting")
        try SnapshotFile.write("Hello", to: file)
        let outcome = verifier(package).verify("Hello", against: file, mode: .missing)
        #expect(outcome.kind == .matched)
        #expect(!outcome.isFailure)
        #expect(outcome.message.isEmpty)
    }

    @Test func missingModeLeavesAMismatchAsAPendingFileAndSaysHowToAcceptIt() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("greeting")
        try SnapshotFile.write("Hello\nWorld", to: file)
        let outcome = verifier(package).verify("Hello\nWorld \n", against: file, mode: .missing)
        #expect(outcome.kind == .mismatch)
        #expect(outcome.pendingPath == "__Snapshots__/LoginTests/greeting.pending.txt")
        #expect(outcome.message == """
            Snapshot __Snapshots__/LoginTests/greeting.txt does not match:
            --- __Snapshots__/LoginTests/greeting.txt
            +++ actual
            @@ -1,2 +1,2 @@
             Hello
            -World
            +World $
            \\ "$" marks the end of a line that ends in whitespace or "$"
            The actual output is in __Snapshots__/LoginTests/greeting.pending.txt.
            Accept it: mv __Snapshots__/LoginTests/greeting.pending.txt __Snapshots__/LoginTests/greeting.txt
            Reject it: rm __Snapshots__/LoginTests/greeting.pending.txt
            Or run again with SNAPSHOT_TESTING_RECORD=failed to re-record.
            """)
        #expect(package.contents(of: file) == "Hello\nWorld\n")
        #expect(package.contents(of: package.root.appendingPathComponent(outcome.pendingPath ?? "")) == "Hello\nWorld \n")
    }

    @Test func aLaterMatchRemovesAStalePendingFile() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("greeting")
        try SnapshotFile.write("Hello", to: file)
        _ = verifier(package).verify("Bye", against: file, mode: .missing)
        let pending = package.layout.pendingFile(for: file, artifacts: nil)
        #expect(package.exists(pending))
        _ = verifier(package).verify("Hello", against: file, mode: .missing)
        #expect(!package.exists(pending))
    }

    // MARK: failed

    @Test func failedModeReRecordsAMismatchShowingTheDiff() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("greeting")
        try SnapshotFile.write("Hello", to: file)
        let outcome = verifier(package).verify("Bye", against: file, mode: .failed)
        #expect(outcome.kind == .recorded)
        #expect(outcome.message.hasPrefix("Re-recorded snapshot __Snapshots__/LoginTests/greeting.txt, which did not match:\n"))
        #expect(outcome.message.contains("-Hello\n+Bye"))
        #expect(package.contents(of: file) == "Bye\n")
        #expect(!package.exists(package.layout.pendingFile(for: file, artifacts: nil)))
    }

    @Test func failedModeRecordsAMissingSnapshot() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("greeting")
        #expect(verifier(package).verify("Hi", against: file, mode: .failed).kind == .recorded)
        #expect(package.contents(of: file) == "Hi\n")
    }

    @Test func failedModeLeavesAMatchAlone() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("greeting")
        try SnapshotFile.write("Hi", to: file)
        #expect(verifier(package).verify("Hi", against: file, mode: .failed).kind == .matched)
    }

    // MARK: all

    @Test func allModeRecordsMissingAndChangedSnapshotsAndPassesUnchangedOnes() throws {
        let package = try TemporaryPackage()
        let new = package.snapshot("new")
        let changed = package.snapshot("changed")
        let same = package.snapshot("same")
        try SnapshotFile.write("old", to: changed)
        try SnapshotFile.write("same", to: same)
        let verifier = verifier(package)
        #expect(verifier.verify("n", against: new, mode: .all).kind == .recorded)
        #expect(verifier.verify("c", against: changed, mode: .all).kind == .recorded)
        #expect(verifier.verify("same", against: same, mode: .all).kind == .matched)
        #expect(package.contents(of: new) == "n\n")
        #expect(package.contents(of: changed) == "c\n")
    }

    @Test func allModeReplacesAnUnreadableSnapshot() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("latin1")
        try package.writeBytes([0xE9], to: file)
        let outcome = verifier(package).verify("fixed", against: file, mode: .all)
        #expect(outcome.kind == .recorded)
        #expect(package.contents(of: file) == "fixed\n")
    }

    // MARK: never

    @Test func neverModeFailsAMissingSnapshotWithoutRecordingIt() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("greeting")
        let outcome = verifier(package).verify("Hi", against: file, mode: .never)
        #expect(outcome.kind == .missing)
        #expect(outcome.message.hasPrefix("No snapshot at __Snapshots__/LoginTests/greeting.txt (record mode \"never\").\n"))
        #expect(!package.exists(file))
        #expect(outcome.pendingPath == "__Snapshots__/LoginTests/greeting.pending.txt")
        #expect(trackedFiles(package) == ["Package.swift", "__Snapshots__/LoginTests/greeting.pending.txt"])
    }

    @Test func neverModeFailsAMismatchWithoutTouchingTheSnapshot() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("greeting")
        try SnapshotFile.write("Hello", to: file)
        let outcome = verifier(package).verify("Bye", against: file, mode: .never)
        #expect(outcome.kind == .mismatch)
        #expect(package.contents(of: file) == "Hello\n")
    }

    // MARK: CI

    @Test(arguments: SnapshotRecordMode.allCases)
    func underCINothingIsWrittenIntoTheTreeWhateverTheMode(mode: SnapshotRecordMode) throws {
        let package = try TemporaryPackage()
        let missing = package.snapshot("missing")
        let changed = package.snapshot("changed")
        try SnapshotFile.write("old", to: changed)
        let verifier = verifier(package, ["CI": "true"])
        let first = verifier.verify("new", against: missing, mode: mode)
        let second = verifier.verify("new", against: changed, mode: mode)
        #expect(first.kind == .missing)
        #expect(second.kind == .mismatch)
        #expect(first.pendingPath == nil)
        #expect(first.message.contains("SNAPSHOT_ARTIFACTS"))
        #expect(trackedFiles(package) == ["Package.swift", "__Snapshots__/LoginTests/changed.txt"])
        #expect(package.contents(of: changed) == "old\n")
        if mode != .never {
            #expect(first.message.contains("CI is set, so nothing is recorded into the package tree (record mode \"\(mode.rawValue)\" ignored)."))
        }
    }

    @Test func underCIPendingFilesGoOnlyToTheArtifactsDirectory() throws {
        let package = try TemporaryPackage()
        let artifacts = try TemporaryPackage()
        let file = package.snapshot("greeting")
        try SnapshotFile.write("Hello", to: file)
        let outcome = verifier(package, ["CI": "1", "SNAPSHOT_ARTIFACTS": artifacts.root.path])
            .verify("Bye", against: file, mode: .never)
        #expect(outcome.kind == .mismatch)
        #expect(outcome.pendingPath == artifacts.root.path + "/__Snapshots__/LoginTests/greeting.pending.txt")
        #expect(artifacts.allFiles() == ["Package.swift", "__Snapshots__/LoginTests/greeting.pending.txt"])
        #expect(trackedFiles(package) == ["Package.swift", "__Snapshots__/LoginTests/greeting.txt"])
    }

    // MARK: normalisation and bad files

    @Test func CRLFAndMissingNewlineSnapshotsMatchLFOutput() throws {
        let package = try TemporaryPackage()
        let crlf = package.snapshot("crlf")
        let bare = package.snapshot("bare")
        try package.writeBytes(Array("a\r\nb\r\n".utf8), to: crlf)
        try package.writeBytes(Array("a\nb".utf8), to: bare)
        #expect(verifier(package).verify("a\nb\n", against: crlf, mode: .never).kind == .matched)
        #expect(verifier(package).verify("a\nb\n\n", against: bare, mode: .never).kind == .matched)
    }

    @Test func aNonUTF8SnapshotFailsWithAMessageNamingTheFile() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("latin1")
        try package.writeBytes([0x63, 0x61, 0x66, 0xE9], to: file)
        let outcome = verifier(package).verify("café", against: file, mode: .missing)
        #expect(outcome.kind == .error)
        #expect(outcome.message.contains("Snapshot file __Snapshots__/LoginTests/latin1.txt is not valid UTF-8 text."))
        #expect(FileManager.default.contents(atPath: file.path) == Data([0x63, 0x61, 0x66, 0xE9]))
    }

    @Test func aDirectoryAtTheSnapshotPathFailsWithAMessageNamingThePath() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("directory")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let outcome = verifier(package).verify("x", against: file, mode: .failed)
        #expect(outcome.kind == .error)
        #expect(outcome.message.hasPrefix(
            "Snapshot path __Snapshots__/LoginTests/directory.txt is a directory, not a regular file"))
    }

    @Test func aFIFOAtTheSnapshotPathFailsAtOnce() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("fifo")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(file.path, 0o600) == 0)
        let outcome = verifier(package).verify("x", against: file, mode: .missing)
        #expect(outcome.kind == .error)
        #expect(outcome.message.hasPrefix(
            "Snapshot path __Snapshots__/LoginTests/fifo.txt is a FIFO (named pipe), not a regular file"))
    }

    @Test func aSnapshotLinkedFromOutsideThePackageIsNeitherReadNorShown() throws {
        let package = try TemporaryPackage()
        let outside = try TemporaryPackage()
        try outside.write("top secret\n", to: "secret.txt")
        let file = package.snapshot("escape")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: file.path, withDestinationPath: outside.root.appendingPathComponent("secret.txt").path)
        let outcome = verifier(package).verify("x", against: file, mode: .missing)
        #expect(outcome.kind == .error)
        #expect(outcome.message.hasPrefix("Snapshot path __Snapshots__/LoginTests/escape.txt leads to "))
        #expect(outcome.message.contains("outside the package root"))
        #expect(!outcome.message.contains("top secret"))
    }

    @Test func aSnapshotWithAByteOrderMarkFailsNamingTheFileAndRecordModeAllReRecordsIt() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("bom")
        try package.writeBytes([0xEF, 0xBB, 0xBF] + Array("Hello\n".utf8), to: file)
        let outcome = verifier(package).verify("Hello", against: file, mode: .missing)
        #expect(outcome.kind == .error)
        #expect(outcome.message.hasPrefix(
            "Snapshot file __Snapshots__/LoginTests/bom.txt starts with a byte-order mark (U+FEFF)."))
        let rerecorded = verifier(package).verify("Hello", against: file, mode: .all)
        #expect(rerecorded.kind == .recorded)
        #expect(FileManager.default.contents(atPath: file.path) == Data("Hello\n".utf8))
        #expect(verifier(package).verify("Hello", against: file, mode: .missing).kind == .matched)
    }

    @Test func aSnapshotWithALoneCarriageReturnFailsNamingTheFileAndTheLine() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("cr")
        try package.writeBytes(Array("Login\nID\rPassword\n".utf8), to: file)
        let outcome = verifier(package).verify("Login\nID\nPassword", against: file, mode: .missing)
        #expect(outcome.kind == .error)
        #expect(outcome.message.hasPrefix(
            "Snapshot file __Snapshots__/LoginTests/cr.txt, line 2, has a carriage return (CR) that is not followed"))
    }

    @Test func aSnapshotWithCRLFLineEndingsStillMatches() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("crlf")
        try package.writeBytes(Array("Login\r\nID\r\n".utf8), to: file)
        #expect(verifier(package).verify("Login\nID\n", against: file, mode: .never).kind == .matched)
    }

    @Test func aLargeMismatchGivesAMessageOfBoundedLength() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("large")
        let expected = GeneratedText.lines(bytes: 1 << 20, tag: "line", seed: 1)
        var actual = expected
        actual.replaceSubrange(1_000..<6_000, with: GeneratedText.lines(bytes: 100 << 10, tag: "new", seed: 2))
        try SnapshotFile.write(GeneratedText.text(expected), to: file)
        let outcome = verifier(package, ["CI": "1"]).verify(GeneratedText.text(actual), against: file, mode: .never)
        #expect(outcome.kind == .mismatch)
        let lines = outcome.message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < UnifiedDiff.defaultMaximumLines + 20)
        #expect(lines.contains { $0.hasPrefix("\\ ") && $0.hasSuffix(" more removed or added lines not shown") })
    }

    // MARK: call sites and usage

    @Test func twoCallSitesSharingAFileFailTheSecond() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("shared")
        let verifier = verifier(package)
        #expect(verifier.verify("a", against: file, mode: .missing, callSite: "A.swift:1:1").kind == .recorded)
        #expect(verifier.verify("a", against: file, mode: .missing, callSite: "A.swift:1:1").kind == .matched)
        let clash = verifier.verify("a", against: file, mode: .missing, callSite: "A.swift:9:1")
        #expect(clash.kind == .error)
        #expect(clash.message == "Snapshot __Snapshots__/LoginTests/shared.txt is already used by the assertion at "
            + "A.swift:1:1. Give one of the two assertions a distinct name (named: \"…\").")
    }

    @Test func everyVerificationNotesTheSnapshotItUsed() throws {
        let package = try TemporaryPackage()
        let verifier = verifier(package, ["CI": "1"])
        _ = verifier.verify("a", against: package.snapshot("one"), mode: .never)
        _ = verifier.verify("b", against: package.snapshot("two", named: "x"), mode: .never)
        #expect(try SnapshotUsageLog(layout: package.layout).usedPaths()
            == ["__Snapshots__/LoginTests/one.txt", "__Snapshots__/LoginTests/two.x.txt"])
    }
}
