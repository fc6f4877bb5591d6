import Foundation
import StatefulInternalTestSupport
@testable import StatefulTesting
import Testing

/// The options a swift-snapshot-testing suite needs to keep its files as
/// they are: extensions from the strategy, `__Snapshots__` beside the test
/// file, numbered unnamed snapshots, and a diff tool in failure messages.
@Suite struct SnapshotLayoutOptionsTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
    }

    struct Profile: Encodable {
        var name = "Ada"
    }

    /// An assertion made from a test file inside the temporary package.
    private func assertion<Value>(
        _ value: Value, as strategy: Snapshotting<Value>, named name: String? = nil, line: UInt = 1,
        testFile: String = "Tests/AppTests/ProfileTests.swift"
    ) -> SnapshotOutcome {
        snapshotOutcome(
            of: { value }, as: strategy, named: name, record: nil, snapshotDirectory: nil,
            fileID: "AppTests/ProfileTests.swift", filePath: package.root.appendingPathComponent(testFile).path,
            testName: "testProfile()", line: line, column: 1)
    }

    private func inPackage(
        record: SnapshotRecordMode? = nil, placement: SnapshotLayout.Placement? = nil, numbered: Bool? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil, _ variables: [String: String] = [:], _ body: () -> Void
    ) {
        withSnapshotTesting(
            record: record, packageRoot: package.root, environment: SnapshotEnvironment(variables), placement: placement,
            numberUnnamedSnapshots: numbered, diffTool: diffTool, operation: body)
    }

    @Test func theStrategysExtensionNamesTheFileAndItsPendingFile() throws {
        inPackage { #expect(assertion(Profile(), as: .json).kind == .recorded) }
        let file = "__Snapshots__/ProfileTests/testProfile.json"
        #expect(package.read(file) == "{\n  \"name\" : \"Ada\"\n}\n")
        inPackage(record: .never) { #expect(assertion(Profile(name: "Bob"), as: .json).kind == .mismatch) }
        #expect(package.files() == [file, "__Snapshots__/ProfileTests/testProfile.pending.json"])
        let review = SnapshotReview(layout: SnapshotLayout(packageRoot: package.root))
        #expect(review.pending().map(\.snapshotPath) == [file])
        #expect(review.recorded() == [file])
        try review.accept()
        #expect(package.read(file)?.contains("Bob") == true)
        #expect(package.files() == [file])
    }

    @Test func besideTheTestFilePutsTheTreeWhereSwiftSnapshotTestingHasIt() throws {
        inPackage(placement: .besideTestFile) {
            #expect(assertion("hello", as: .lines).kind == .recorded)
        }
        let file = "Tests/AppTests/__Snapshots__/ProfileTests/testProfile.txt"
        #expect(package.read(file) == "hello\n")
        #expect(package.files().isEmpty)
        inPackage(record: .never, placement: .besideTestFile) {
            #expect(assertion("bye", as: .lines).kind == .mismatch)
        }
        let review = SnapshotReview(layout: SnapshotLayout(packageRoot: package.root))
        #expect(review.pending().map(\.pendingPath) == ["Tests/AppTests/__Snapshots__/ProfileTests/testProfile.pending.txt"])
        #expect(review.recorded() == [file])
        try review.accept()
        #expect(package.read(file) == "bye\n")
    }

    @Test func unnamedSnapshotsAreNumberedInTheOrderTheyRunAndKeepTheirNumbers() {
        for _ in 1...2 {
            inPackage(numbered: true) {
                _ = assertion("first", as: .lines, line: 10)
                _ = assertion("named", as: .lines, named: "wide", line: 11)
                _ = assertion("second", as: .lines, line: 12)
            }
        }
        #expect(package.files() == [
            "__Snapshots__/ProfileTests/testProfile.1.txt",
            "__Snapshots__/ProfileTests/testProfile.2.txt",
            "__Snapshots__/ProfileTests/testProfile.wide.txt",
        ])
        #expect(package.read("__Snapshots__/ProfileTests/testProfile.2.txt") == "second\n")
    }

    @Test func aDiffToolIsShownWithBothPaths() throws {
        try package.write("old\n", to: "__Snapshots__/ProfileTests/testProfile.txt")
        var messages: [String] = []
        inPackage(record: .never, diffTool: "ksdiff {expected} {actual}") {
            messages.append(assertion("new", as: .lines).message)
        }
        inPackage(record: .never, [SnapshotDiffCommand.environmentVariable: "code --diff"]) {
            messages.append(assertion("new", as: .lines).message)
        }
        #expect(messages[0].contains(
            "\nCompare: ksdiff __Snapshots__/ProfileTests/testProfile.txt __Snapshots__/ProfileTests/testProfile.pending.txt\n"))
        #expect(messages[1].contains(
            "\nCompare: code --diff __Snapshots__/ProfileTests/testProfile.txt __Snapshots__/ProfileTests/testProfile.pending.txt\n"))
    }

    @Test func aDiffToolTemplateQuotesPaths() {
        let tool = SnapshotTestingConfiguration.DiffTool(template: "opendiff {expected} {actual} -merge {expected}")
        #expect(tool.command(expected: "a b.txt", actual: "it's.txt")
            == #"opendiff 'a b.txt' 'it'\''s.txt' -merge 'a b.txt'"#)
        let closure = SnapshotTestingConfiguration.DiffTool { "diff -u \($0) \($1)" }
        #expect(closure.command(expected: "x.txt", actual: "y.txt") == "diff -u x.txt y.txt")
    }
}
