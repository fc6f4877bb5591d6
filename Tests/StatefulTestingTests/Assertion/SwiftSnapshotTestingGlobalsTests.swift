import Foundation
import Stateful
import StatefulInternalTestSupport
@testable import StatefulTesting
import Testing

/// The deprecated globals `isRecording` and `diffTool` are a process-wide
/// default that an assertion, a scope or a trait overrides. Each test binds
/// a process-wide box of its own, so that the tests beside it are not
/// affected.
@Suite struct SwiftSnapshotTestingGlobalsTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
    }

    private func assertion(_ text: String, record: SnapshotRecordMode? = nil) -> SnapshotOutcome {
        withSnapshotTesting(packageRoot: package.root, environment: SnapshotEnvironment([:])) {
            snapshotOutcome(
                of: { text }, as: .lines, named: nil, record: record, snapshotDirectory: nil,
                fileID: "AppTests/ProfileTests.swift",
                filePath: package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path,
                testName: "testName()", line: 1, column: 1)
        }
    }

    @available(*, deprecated, message: "exercises the deprecated globals")
    @Test func isRecordingMakesEveryAssertionRecordUnlessAScopeOrAssertionSaysOtherwise() throws {
        try ProcessWideSnapshotDefaults.$values.withValue(Protected(.init())) {
            try package.write("Ada\n", to: "__Snapshots__/ProfileTests/testName.txt")
            #expect(!isRecording)
            isRecording = true
            #expect(isRecording)
            #expect(assertion("Bea").kind == .recorded)
            #expect(package.read("__Snapshots__/ProfileTests/testName.txt") == "Bea\n")
            #expect(assertion("Cid", record: .never).kind == .mismatch)
            withSnapshotTesting(record: .never) {
                #expect(!isRecording)
                #expect(assertion("Cid").kind == .mismatch)
            }
            isRecording = false
            #expect(!isRecording)
            #expect(assertion("Cid").kind == .mismatch)
            #expect(package.read("__Snapshots__/ProfileTests/testName.txt") == "Bea\n")
        }
    }

    @available(*, deprecated, message: "exercises the deprecated globals")
    @Test func diffToolIsShownInFailuresUnlessAScopeSetsAnother() throws {
        try ProcessWideSnapshotDefaults.$values.withValue(Protected(.init())) {
            try package.write("Ada\n", to: "__Snapshots__/ProfileTests/testName.txt")
            #expect(diffTool == nil)
            diffTool = "ksdiff"
            #expect(diffTool?.command("a", "b") == "ksdiff a b")
            #expect(assertion("Bea", record: .never).message.contains("Compare: ksdiff "))
            withSnapshotTesting(diffTool: "opendiff {expected} {actual}") {
                #expect(diffTool?.command("a", "b") == "opendiff a b")
                #expect(assertion("Bea", record: .never).message.contains("Compare: opendiff "))
            }
            diffTool = nil
            #expect(!assertion("Bea", record: .never).message.contains("Compare:"))
        }
    }
}
