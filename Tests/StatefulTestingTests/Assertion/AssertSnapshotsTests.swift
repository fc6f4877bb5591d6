import Foundation
import StatefulInternalTestSupport
import StatefulTesting
import Testing

/// `assertSnapshots`, the non-failing `verifySnapshot` and per-assertion
/// `snapshotDirectory:` — written with only `import StatefulTesting`, as a
/// user's test file is: `Snapshotting`, `SnapshotEnvironment` and
/// `SnapshotRecordMode` are re-exported.
@Suite struct AssertSnapshotsTests {
    private let package: TemporaryPackage
    private let folder = "__Snapshots__/AssertSnapshotsTests"

    init() throws {
        package = try TemporaryPackage()
    }

    private func inPackage(record: SnapshotRecordMode? = nil, _ body: () -> Void) {
        withSnapshotTesting(record: record, packageRoot: package.root, environment: SnapshotEnvironment([:]), operation: body)
    }

    @Test func severalStrategiesByNameGetOneFileEach() {
        let strategies: [String: Snapshotting<Int>] = [
            "hex": Snapshotting { String($0, radix: 16) }, "decimal": .description,
        ]
        withKnownIssue {
            inPackage { assertSnapshots(of: 255, as: strategies) }
        } matching: { $0.comments.contains { $0.rawValue.hasPrefix("Recorded a new snapshot") } }
        #expect(package.files() == [
            "\(folder)/severalStrategiesByNameGetOneFileEach.decimal.txt",
            "\(folder)/severalStrategiesByNameGetOneFileEach.hex.txt",
        ])
        #expect(package.read("\(folder)/severalStrategiesByNameGetOneFileEach.hex.txt") == "ff\n")
    }

    @Test func severalStrategiesInAListAreNumberedFromOne() {
        withKnownIssue {
            inPackage { assertSnapshots(of: 10, as: [.description, Snapshotting { "\($0 * 2)" }]) }
        } matching: { _ in true }
        #expect(package.read("\(folder)/severalStrategiesInAListAreNumberedFromOne.1.txt") == "10\n")
        #expect(package.read("\(folder)/severalStrategiesInAListAreNumberedFromOne.2.txt") == "20\n")
    }

    @Test func verifySnapshotReportsNothingAndReturnsTheMessage() throws {
        try package.write("old\n", to: "\(folder)/verifySnapshotReportsNothingAndReturnsTheMessage.changed.txt")
        try package.write("same\n", to: "\(folder)/verifySnapshotReportsNothingAndReturnsTheMessage.same.txt")
        var message: String?
        var match: String? = "not run"
        inPackage(record: .never) {
            message = verifySnapshot(of: "new", as: .lines, named: "changed")
            match = verifySnapshot(of: "same", as: .lines, named: "same")
        }
        #expect(message?.contains("-old\n+new") == true)
        #expect(match == nil)
    }

    @Test func aSnapshotDirectoryHoldsThisAssertionsFileOnly() {
        withKnownIssue {
            inPackage {
                assertSnapshot(of: "here", as: .lines, snapshotDirectory: "Tests/Custom")
                assertSnapshot(of: "usual", as: .lines, named: "usual")
            }
        } matching: { _ in true }
        #expect(package.read("Tests/Custom/aSnapshotDirectoryHoldsThisAssertionsFileOnly.txt") == "here\n")
        #expect(package.exists("\(folder)/aSnapshotDirectoryHoldsThisAssertionsFileOnly.usual.txt"))
    }

    @Test func aSnapshotDirectoryOutsideThePackageIsRefused() {
        var outcome: SnapshotOutcome?
        withKnownIssue {
            inPackage { outcome = assertSnapshot(of: "x", as: .lines, snapshotDirectory: "../elsewhere") }
        }
        #expect(outcome?.kind == .error)
        #expect(outcome?.message.hasPrefix("snapshotDirectory \"../elsewhere\" is outside the package at ") == true)
        #expect(!FileManager.default.fileExists(
            atPath: package.root.deletingLastPathComponent().appendingPathComponent("elsewhere").path))
    }

    @Test func assertSnapshotNeedsNoDiscardInsideKnownIssueAndScope() {
        withKnownIssue {
            withSnapshotTesting(record: .never, packageRoot: package.root, environment: SnapshotEnvironment([:])) {
                assertSnapshot(of: "missing", as: .lines)
            }
        }
    }
}

/// Helpers written for swift-snapshot-testing forward `file:`; they compile
/// and report at their caller.
@Suite struct FileLabelCompatibilityTests {
    private func assertShouted(
        _ text: String, root: URL, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
    ) {
        withSnapshotTesting(record: .never, packageRoot: root, environment: SnapshotEnvironment([:])) {
            assertSnapshot(of: text.uppercased(), as: .lines, file: file, testName: testName, line: line)
        }
    }

    @Test func aHelperForwardingFileReportsAtItsCaller() throws {
        let package = try TemporaryPackage()
        try package.write("HI\n", to: "__Snapshots__/AssertSnapshotsTests/aHelperForwardingFileReportsAtItsCaller.txt")
        assertShouted("hi", root: package.root)
        withKnownIssue {
            assertShouted("bye", root: package.root, testName: "other()")
        } matching: { issue in
            issue.sourceLocation?.line == #line - 2 && issue.sourceLocation?.fileName == "AssertSnapshotsTests.swift"
        }
        try package.write("HI\n", to: "__Snapshots__/AssertSnapshotsTests/verified.txt")
        let message = withSnapshotTesting(record: .never, packageRoot: package.root, environment: SnapshotEnvironment([:])) {
            verifySnapshot(of: "HI", as: .lines, file: #filePath, testName: "verified()")
        }
        #expect(message == nil)
    }

    @Test func anInlineSnapshotTakesAMessageBeforeItsFailure() {
        withKnownIssue {
            withSnapshotTesting(record: .never) {
                assertInlineSnapshot(of: "b", as: .lines, message: "The greeting changed.", file: #filePath) {
                    """
                    a
                    """
                }
            }
        } matching: { $0.comments.contains { $0.rawValue.hasPrefix("The greeting changed.\nInline snapshot at ") } }
    }
}
