import Foundation
import Stateful
import StatefulInternalTestSupport
@testable import StatefulTesting
import Testing

/// What swift-snapshot-testing 1.19.7's own tests show its users, as
/// Stateful does it: the default diff tool's text, attachments, `.description`
/// of any value, `.wait(for:on:)`, `Snapshotting<Input>.func(into:)`, the
/// `record` global, a named snapshot asserted from two lines, and what
/// `compatibility: .swiftSnapshotTesting` keeps as there (numbers counted
/// across the tests of one name, text written and compared with its
/// carriage returns and without an added newline, `all` re-recording a
/// snapshot that matched).
@Suite struct SwiftSnapshotTestingParityTests {
    private let package: TemporaryPackage
    private let folder = "Tests/AppTests/__Snapshots__/ProfileTests/"

    init() throws {
        package = try TemporaryPackage()
    }

    private func assertion<Value>(
        _ value: Value, as strategy: Snapshotting<Value>, named name: String? = nil, testName: String = "testName()",
        line: UInt = 1
    ) -> SnapshotOutcome {
        snapshotOutcome(
            of: { value }, as: strategy, named: name, record: nil, snapshotDirectory: nil,
            fileID: "AppTests/ProfileTests.swift",
            filePath: package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path,
            testName: testName, line: line, column: 1)
    }

    private func inPackage<R>(
        record: SnapshotRecordMode, compatibility: SnapshotTestingCompatibility? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil, _ body: () throws -> R
    ) rethrows -> R {
        try withSnapshotTesting(
            record: record, packageRoot: package.root, environment: SnapshotEnvironment([:]), diffTool: diffTool,
            compatibility: compatibility, operation: body)
    }

    // MARK: The diff tool

    @Test func theDefaultDiffToolWritesBothFilesAsURLsAndHowToSetOne() {
        let tool = SnapshotTestingConfiguration.DiffTool.default
        #expect(tool(currentFilePath: "old.png", failedFilePath: "new.png") == """
            @\u{2212}
            "file://old.png"
            @+
            "file://new.png"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }
            """)
        let named: SnapshotTestingConfiguration.DiffTool = "ksdiff"
        #expect(named(currentFilePath: "old.png", failedFilePath: "new.png") == "ksdiff old.png new.png")
    }

    @Test func aFailureWithoutADiffToolShowsTheDefaultToolsText() throws {
        try package.write("Ada\n", to: "__Snapshots__/ProfileTests/testName.txt")
        let message = inPackage(record: .never) { assertion("Bea", as: .lines).message }
        let root = package.root.path
        #expect(message.contains("""
            @\u{2212}
            "file://\(root)/__Snapshots__/ProfileTests/testName.txt"
            @+
            "file://\(root)/__Snapshots__/ProfileTests/testName.pending.txt"

            To configure output for a custom diff tool, use 'withSnapshotTesting'.
            """))
        let configured = inPackage(record: .never, diffTool: "ksdiff") { assertion("Bea", as: .lines).message }
        #expect(configured.contains("Compare: ksdiff __Snapshots__/ProfileTests/testName.txt "))
        #expect(!configured.contains("file://"))
    }

    // MARK: Attachments

    @Test func aRecordedSnapshotAndAFailuresOutputAndDiffAreAttached() throws {
        let seen = Protected<[[DiffAttachment]]>([])
        TestFailure.$attachmentObserver.withValue({ attachments in seen.withLock { $0.append(attachments) } }) {
            inPackage(record: .missing) {
                withKnownIssue {
                    assertSnapshot(of: "Ada", as: .lines, named: "recorded")
                    assertSnapshot(of: "Bea", as: .lines, named: "recorded", record: .never)
                }
            }
        }
        let attachments = seen.withLock { $0 }
        #expect(attachments.count == 2)
        #expect(attachments.first == [.data(Data("Ada\n".utf8), name: "aRecordedSnapshotAndAFailuresOutputAndDiffAreAttached.recorded.txt")])
        #expect(attachments.last?.map(\.name)
            == ["difference.patch", "aRecordedSnapshotAndAFailuresOutputAndDiffAreAttached.recorded.pending.txt"])
        #expect(attachments.last.map { String(decoding: $0[0].data, as: UTF8.self).contains("-Ada\n+Bea") } == true)
        #expect(attachments.last?.last?.data == Data("Bea\n".utf8))
    }

    @Test func aMatchAttachesNothing() throws {
        try package.write("Ada\n", to: "__Snapshots__/ProfileTests/testName.txt")
        #expect(inPackage(record: .never) { assertion("Ada", as: .lines) }.attachments.isEmpty)
    }

    // MARK: Strategies and names of swift-snapshot-testing

    enum Direction: CaseIterable {
        case up, down
    }

    struct Plain {
        var id = 1
    }

    @Test func descriptionTakesAnyValue() throws {
        #expect(try Snapshotting<Direction>.description.render(.up) == "up")
        #expect(try Snapshotting<Plain>.description.render(Plain()) == "Plain(id: 1)")
        #expect(try Snapshotting<Int>.description.render(42) == "42")
    }

    @Test func funcIntoIsNamedFromItsInput() throws {
        let strategy = Snapshotting<Direction>.func(into: Snapshotting<Direction>.description)
        #expect(strategy.pathExtension == "csv")
        #expect(try strategy.render { $0 == .up ? Direction.down : .up } == "\"up\",\"down\"\n\"down\",\"up\"")
    }

    /// The value is taken no sooner than the duration after the snapshot
    /// starts (a lower bound only, so a loaded machine cannot fail it).
    @Test func waitTakesTheValueOnceTheTimeIsUp() throws {
        let start = Date()
        let taken = Protected<Date?>(nil)
        let strategy = Snapshotting<String>.lines.pullback { (_: Void) in
            taken.withLock { $0 = Date() }
            return "Goodbye"
        }
        #expect(try Snapshotting<Void>.wait(for: 0.2, on: strategy).render(()) == "Goodbye")
        let takenAt = try #require(taken.withLock { $0 })
        #expect(takenAt.timeIntervalSince(start) >= 0.2)
        #expect(Snapshotting<Void>.wait(for: 0, on: strategy.withPathExtension("md")).pathExtension == "md")
    }

    @available(*, deprecated, message: "exercises the deprecated globals")
    @Test func recordIsTheOlderNameOfIsRecording() {
        ProcessWideSnapshotDefaults.$values.withValue(Protected(.init())) {
            StatefulTesting.record = true
            #expect(isRecording)
            let recording = StatefulTesting.record
            #expect(recording)
            StatefulTesting.record = false
            #expect(!isRecording)
        }
    }

    @Test func aNamedSnapshotAssertedFromTwoLinesComparesBothWithItsFile() {
        let outcomes = inPackage(record: .missing) {
            [assertion("Hello", as: .lines, named: "snap", line: 1), assertion("Goodbye", as: .lines, named: "snap", line: 2)]
        }
        #expect(outcomes.map(\.kind) == [.recorded, .mismatch])
        #expect(outcomes[1].message.contains("-Hello\n+Goodbye"))
        // Two unnamed snapshots of one test still share nothing.
        let unnamed = inPackage(record: .missing) {
            [assertion("a", as: .lines, testName: "other()", line: 3), assertion("b", as: .lines, testName: "other()", line: 4)]
        }
        #expect(unnamed.map(\.kind) == [.recorded, .error])
    }

    // MARK: compatibility: .swiftSnapshotTesting

    @Test func numbersAreCountedAcrossTheTestsOfOneNameOnlyWhenCompatible() {
        let root = package.root
        let file = root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path
        func number(_ site: String, _ test: String, acrossTests: Bool) -> Int {
            UnnamedSnapshotNumbers.number(
                for: site, packageRoot: root, filePath: file, testName: "dump()", acrossTests: acrossTests, test: test)
        }
        #expect(number("A.swift:1:1", "A", acrossTests: false) == 1)
        #expect(number("A.swift:9:1", "B", acrossTests: false) == 1)
        let other = package.root.appendingPathComponent("Other")
        func compatible(_ site: String, _ test: String) -> Int {
            UnnamedSnapshotNumbers.number(
                for: site, packageRoot: other, filePath: file, testName: "dump()", acrossTests: true, test: test)
        }
        #expect(compatible("A.swift:1:1", "A") == 1)
        #expect(compatible("A.swift:9:1", "B") == 2)
        #expect(compatible("A.swift:1:1", "A") == 1)
    }

    @Test func textIsWrittenAsTheStrategyGivesItWhenCompatible() throws {
        let outcome = inPackage(record: .missing, compatibility: .swiftSnapshotTesting) {
            assertion("42", as: .lines)
        }
        #expect(outcome.kind == .recorded)
        #expect(package.read(folder + "testName.1.txt") == "42")
        try package.write("a\r\nb\r\n", to: folder + "testCR.1.txt")
        try package.write("a\r\nb\r\n", to: folder + "testFinalNewline.1.txt")
        let kinds = inPackage(record: .never, compatibility: .swiftSnapshotTesting) {
            [
                assertion("a\r\nb\r\n", as: .lines, testName: "testCR()"),
                assertion("a\r\nb\r\n\n", as: .lines, testName: "testFinalNewline()", line: 2),
            ]
        }
        #expect(kinds.map(\.kind) == [.matched, .matched])
    }

    @Test func aCarriageReturnIsComparedAndShownWhenCompatible() throws {
        try package.write("a\r\nb\n", to: folder + "testName.1.txt")
        let outcome = inPackage(record: .never, compatibility: .swiftSnapshotTesting) { assertion("a\nb\n", as: .lines) }
        #expect(outcome.kind == .mismatch)
        // As in swift-snapshot-testing, a carriage return and line feed is one
        // character, so lines are split at the lone line feeds only.
        #expect(outcome.message.hasSuffix("@@ \u{2212}1,2 +1,3 @@\n\u{2212}a\\r\nb\n+a\n+b"))
        // Stateful's own default normalises line endings: the same two texts match.
        try package.write("a\r\nb\n", to: "__Snapshots__/ProfileTests/testName.txt")
        #expect(inPackage(record: .never) { assertion("a\nb\n", as: .lines) }.kind == .matched)
    }

    @Test func recordModeAllReRecordsAMatchingSnapshotOnlyWhenCompatible() throws {
        try package.write("42", to: folder + "testName.1.txt")
        let compatible = inPackage(record: .all, compatibility: .swiftSnapshotTesting) { assertion("42", as: .lines) }
        #expect(compatible.kind == .recorded)
        #expect(compatible.message.hasPrefix("Record mode is on. Automatically recorded snapshot: …"))
        try package.write("42\n", to: "__Snapshots__/ProfileTests/testName.txt")
        #expect(inPackage(record: .all) { assertion("42", as: .lines) }.kind == .matched)
    }
}
