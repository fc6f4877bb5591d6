import Foundation
import StatefulInternalTestSupport
@testable import StatefulTesting
import Testing

/// The suite of the worked example in "Coming from swift-snapshot-testing"
/// (ComingFromSwiftSnapshotTesting.md, "Moving a suite"), green on both
/// sides of `snapshots migrate --unnumber`: before, with
/// `compatibility: .swiftSnapshotTesting` against the files
/// swift-snapshot-testing recorded beside the test file; after, with
/// Stateful's defaults and `numberUnnamedSnapshots: true` on the one test
/// whose snapshots stay numbered, against the same bytes at the package
/// root. `SnapshotMigrationWalkTests` (StatefulCommandLineTests) checks the
/// move itself and the text the tool prints.
@Suite struct SwiftSnapshotTestingMigrationWalkTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
    }

    struct User: Encodable {
        let id: Int, name: String, bio: String
    }

    private let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")

    /// swift-snapshot-testing 1.19.7's own `testEncodable.1.json` and
    /// `testEncodable.2.plist` for this value, byte for byte, and a `.lines`
    /// snapshot as it writes one (no final newline).
    private let json = "{\n  \"bio\" : \"Blobbed around the world.\",\n  \"id\" : 1,\n  \"name\" : \"Blobby\"\n}"
    private let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>bio</key>
        \t<string>Blobbed around the world.</string>
        \t<key>id</key>
        \t<integer>1</integer>
        \t<key>name</key>
        \t<string>Blobby</string>
        </dict>
        </plist>

        """
    private let greeting = "Hello, Blobby!"

    private func assertion<Value>(
        _ value: Value, as strategy: Snapshotting<Value>, testName: String, line: UInt
    ) -> SnapshotOutcome.Kind {
        snapshotOutcome(
            of: { value }, as: strategy, named: nil, record: nil, snapshotDirectory: nil,
            fileID: "AppTests/CodingTests.swift",
            filePath: package.root.appendingPathComponent("Tests/AppTests/CodingTests.swift").path,
            testName: testName, line: line, column: 9
        ).kind
    }

    /// The suite's two tests, `testEncodable` numbering its snapshots when `numberingEncodable` says so.
    private func runSuite(
        compatibility: SnapshotTestingCompatibility?, numberingEncodable: Bool?
    ) -> [SnapshotOutcome.Kind] {
        var kinds: [SnapshotOutcome.Kind] = []
        withSnapshotTesting(
            record: .never, packageRoot: package.root, environment: SnapshotEnvironment([:]),
            compatibility: compatibility
        ) {
            withSnapshotTesting(numberUnnamedSnapshots: numberingEncodable) {
                kinds.append(assertion(user, as: .json, testName: "testEncodable()", line: 11))
                kinds.append(assertion(user, as: .plist, testName: "testEncodable()", line: 12))
            }
            kinds.append(assertion(greeting, as: .lines, testName: "testGreeting()", line: 16))
        }
        return kinds
    }

    @Test func beforeTheMigrationTheCompatibilitySettingMatchesTheFilesBesideTheTests() throws {
        let folder = "Tests/AppTests/__Snapshots__/CodingTests/"
        try package.write(json, to: folder + "testEncodable.1.json")
        try package.write(plist, to: folder + "testEncodable.2.plist")
        try package.write(greeting, to: folder + "testGreeting.1.txt")
        #expect(runSuite(compatibility: .swiftSnapshotTesting, numberingEncodable: nil) == [.matched, .matched, .matched])
        #expect(package.files(under: "Tests").count == 3)
        #expect(package.files().isEmpty)
    }

    @Test func afterTheMigrationTheTestWithSeveralSnapshotsKeepsNumberingAndTheOtherNeedsNone() throws {
        try package.write(json, to: "__Snapshots__/CodingTests/testEncodable.1.json")
        try package.write(plist, to: "__Snapshots__/CodingTests/testEncodable.2.plist")
        try package.write(greeting, to: "__Snapshots__/CodingTests/testGreeting.txt")
        #expect(runSuite(compatibility: nil, numberingEncodable: true) == [.matched, .matched, .matched])
        // Nothing written: no pending file, and the files keep their bytes.
        #expect(package.files() == [
            "__Snapshots__/CodingTests/testEncodable.1.json",
            "__Snapshots__/CodingTests/testEncodable.2.plist",
            "__Snapshots__/CodingTests/testGreeting.txt",
        ])
        #expect(package.read("__Snapshots__/CodingTests/testEncodable.1.json") == json)
        #expect(package.read("__Snapshots__/CodingTests/testGreeting.txt") == greeting)
    }

    /// Without the setting, the numbered files are not found: the reason the
    /// tool names the test that keeps its numbers.
    @Test func afterTheMigrationWithoutNumberingTheNumberedFilesAreNotFound() throws {
        try package.write(json, to: "__Snapshots__/CodingTests/testEncodable.1.json")
        try package.write(plist, to: "__Snapshots__/CodingTests/testEncodable.2.plist")
        try package.write(greeting, to: "__Snapshots__/CodingTests/testGreeting.txt")
        #expect(runSuite(compatibility: nil, numberingEncodable: nil) == [.missing, .missing, .matched])
    }
}
