import Foundation
import StatefulInternalTestSupport
@testable import StatefulTesting
import Testing

/// Under `compatibility: .swiftSnapshotTesting` a failure reads as
/// swift-snapshot-testing 1.19.7 words it — the messages its own
/// `RecordTests` and inline tests match — while what is written stays
/// Stateful's.
@Suite struct SwiftSnapshotTestingWordingTests {
    private let package: TemporaryPackage
    private let folder = "Tests/AppTests/__Snapshots__/ProfileTests/"

    init() throws {
        package = try TemporaryPackage()
    }

    private var snapshotURL: String {
        URL(fileURLWithPath: package.root.appendingPathComponent(folder + "testLogin.1.json").path).absoluteString
    }

    private func assertion(
        _ value: Int, record: SnapshotRecordMode, named name: String? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
        environment: [String: String] = [:]
    ) -> SnapshotOutcome {
        withSnapshotTesting(
            record: record, packageRoot: package.root, environment: SnapshotEnvironment(environment), diffTool: diffTool,
            compatibility: .swiftSnapshotTesting
        ) {
            snapshotOutcome(
                of: { value }, as: .json, named: name, record: nil, snapshotDirectory: nil,
                fileID: "AppTests/ProfileTests.swift",
                filePath: package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path,
                testName: "testLogin()", line: 1, column: 1)
        }
    }

    // MARK: Snapshot files

    @Test func aMissingSnapshotUnderNeverIsReportedAndNothingIsWritten() {
        let outcome = assertion(42, record: .never)
        #expect(outcome.kind == .missing)
        #expect(outcome.message
            == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        #expect(package.files(under: "Tests") == [])
    }

    @Test func aMissingSnapshotIsRecordedWithTheReRunAdvice() {
        for record in [SnapshotRecordMode.missing, .failed] {
            try? FileManager.default.removeItem(at: package.root.appendingPathComponent(folder))
            let outcome = assertion(42, record: record)
            #expect(outcome.kind == .recorded)
            #expect(outcome.message == """
                No reference was found on disk. Automatically recorded snapshot: …

                open "\(snapshotURL)"

                Re-run "testLogin()" to assert against the newly-recorded snapshot.
                """)
            #expect(package.read(folder + "testLogin.1.json") == "42")
        }
    }

    @Test func recordModeAllRecordsFreshChangedAndMatchingSnapshotsAlike() throws {
        let message = """
            Record mode is on. Automatically recorded snapshot: …

            open "\(snapshotURL)"

            Turn record mode off and re-run "testLogin()" to assert against the newly-recorded snapshot
            """
        #expect(assertion(42, record: .all).message == message)
        try package.write("999", to: folder + "testLogin.1.json")
        #expect(assertion(42, record: .all).message == message)
        #expect(package.read(folder + "testLogin.1.json") == "42")
        let matching = assertion(42, record: .all)
        #expect(matching.kind == .recorded)
        #expect(matching.message == message)
    }

    @Test func aMismatchShowsTheDiffToolsTextThenSwiftSnapshotTestingsDifference() throws {
        try package.write("999", to: folder + "testLogin.1.json")
        let outcome = assertion(42, record: .missing)
        #expect(outcome.kind == .mismatch)
        let root = package.root.path
        #expect(outcome.message == """
            Snapshot does not match reference.

            @\u{2212}
            "file://\(root)/\(folder)testLogin.1.json"
            @+
            "file://\(root)/\(outcome.pendingPath ?? "?")"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }

            @@ \u{2212}1,1 +1,1 @@
            \u{2212}999
            +42
            """)
        // The file is kept; the actual output waits beside it, where the diff tool's text says.
        #expect(package.read(folder + "testLogin.1.json") == "999")
        #expect(outcome.pendingPath.map(package.read) == "42")
    }

    @Test func aMismatchNamesANamedSnapshotAndAConfiguredTool() throws {
        try package.write("999", to: folder + "testLogin.ada.json")
        let outcome = assertion(42, record: .never, named: "ada", diffTool: "ksdiff")
        let root = package.root.path
        #expect(outcome.message.hasPrefix("""
            Snapshot "ada" does not match reference.

            ksdiff \(root)/\(folder)testLogin.ada.json \(root)/\(outcome.pendingPath ?? "?")

            @@
            """))
    }

    @Test func recordModeFailedReRecordsAMismatchAndSaysSo() throws {
        try package.write("999", to: folder + "testLogin.1.json")
        let outcome = assertion(42, record: .failed)
        #expect(outcome.kind == .recorded)
        #expect(outcome.message.hasPrefix("Snapshot does not match reference. A new snapshot was automatically recorded.\n\n@\u{2212}\n"))
        #expect(outcome.message.hasSuffix("\n\n@@ \u{2212}1,1 +1,1 @@\n\u{2212}999\n+42"))
        #expect(package.read(folder + "testLogin.1.json") == "42")
    }

    @Test func underCIStatefulsRuleHoldsAndIsSaidAfterTheWording() throws {
        let missing = assertion(42, record: .missing, environment: ["CI": "true"])
        #expect(missing.kind == .missing)
        #expect(missing.message.hasPrefix(
            "No reference was found on disk. New snapshot was not recorded because recording is disabled\n"
                + "CI is set, so nothing is recorded into the package tree (record mode \"missing\" ignored)."))
        #expect(package.files(under: "Tests") == [])
    }

    @Test func statefulsOwnWordingStaysTheDefault() {
        let outcome = withSnapshotTesting(record: .never, packageRoot: package.root, environment: SnapshotEnvironment([:])) {
            snapshotOutcome(
                of: { 42 }, as: .json, named: nil, record: nil, snapshotDirectory: nil,
                fileID: "AppTests/ProfileTests.swift",
                filePath: package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path,
                testName: "testLogin()", line: 1, column: 1)
        }
        #expect(outcome.message.hasPrefix("No snapshot at __Snapshots__/ProfileTests/testLogin.json (record mode \"never\")."))
    }

    // MARK: Inline snapshots

    private func inline(
        _ actual: String, expected: String?, record: SnapshotRecordMode, label: String = "matches",
        environment: [String: String] = [:]
    ) throws -> SnapshotOutcome {
        let closure = expected.map { " {\n        \"\"\"\n        \($0)\n        \"\"\"\n    }" } ?? ""
        let source = """
            @Test func testLogin() {
                assertInlineSnapshot(of: 42, as: .json)\(closure)
            }
            """
        try package.write(source, to: "Tests/AppTests/ProfileTests.swift")
        let recorder = InlineSnapshotRecorder(compilation: .assumed(Date()))
        defer { #expect(recorder.flush() == []) }
        return withSnapshotTesting(
            record: record, packageRoot: package.root, environment: SnapshotEnvironment(environment),
            compatibility: .swiftSnapshotTesting
        ) {
            verifyInlineSnapshot(
                of: { actual }, as: .lines, record: nil,
                syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: label),
                expected: expected, fileID: "AppTests/ProfileTests.swift",
                filePath: package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path,
                testName: "testLogin()", line: 2, column: 5, recorder: recorder)
        }
    }

    @Test func anInlineMismatchShowsTheIndentedDifference() throws {
        let outcome = try inline("42", expected: "4", record: .never)
        #expect(outcome.kind == .mismatch)
        #expect(outcome.message == "Snapshot did not match. Difference: …\n\n  @@ \u{2212}1,1 +1,1 @@\n  \u{2212}4\n  +42")
        let rerecorded = try inline("42", expected: "4", record: .failed)
        #expect(rerecorded.kind == .recorded)
        #expect(rerecorded.message == """
            Snapshot did not match. Difference: …

              @@ \u{2212}1,1 +1,1 @@
              \u{2212}4
              +42

            A new snapshot was automatically recorded.
            """)
    }

    @Test func aMissingInlineSnapshotIsRecordedWithTheReRunAdvice() throws {
        let outcome = try inline("42", expected: nil, record: .failed)
        #expect(outcome.kind == .recorded)
        #expect(outcome.message == """
            Automatically recorded a new snapshot. Difference: …

              @@ \u{2212}1,1 +1,1 @@
              \u{2212}
              +42

            Re-run "testLogin()" to assert against the newly-recorded snapshot.
            """)
        let labelled = try inline("42", expected: nil, record: .missing, label: "response")
        #expect(labelled.message.hasPrefix("Automatically recorded a new snapshot for \"response\". Difference: …"))
        let underAll = try inline("42", expected: "4", record: .all)
        #expect(underAll.message.hasPrefix("Automatically recorded a new snapshot. Difference: …\n\n  @@"))
    }

    @Test func recordModeAllReRecordsAMatchingInlineSnapshot() throws {
        let outcome = try inline("42", expected: "42", record: .all)
        #expect(outcome.kind == .recorded)
        #expect(outcome.message == "Automatically recorded a new snapshot.\n\nRe-run \"testLogin()\" to assert against the newly-recorded snapshot.")
        #expect(try inline("42", expected: "42", record: .failed).kind == .matched)
        #expect(try inline("42", expected: "42", record: .all, environment: ["CI": "true"]).kind == .matched)
    }

    @Test func aMissingInlineSnapshotUnderNeverShowsTheActualText() throws {
        let outcome = try inline("- \"Hello\"\n", expected: nil, record: .never)
        #expect(outcome.kind == .missing)
        #expect(outcome.message == "No expected value to assert against. Actual: …\n\n  - \"Hello\"\n")
        let underCI = try inline("42", expected: nil, record: .missing, environment: ["CI": "true"])
        #expect(underCI.message.hasPrefix("No expected value to assert against. Actual: …\n\n  42\nCI is set, so no source file is rewritten"))
        #expect(underCI.message.hasSuffix("SNAPSHOT_TESTING_RECORD=missing swift test --filter testLogin"))
    }
}
