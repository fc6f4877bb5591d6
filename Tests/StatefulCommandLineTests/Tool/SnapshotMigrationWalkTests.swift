import Foundation
import StatefulCommandLine
import StatefulInternalTestSupport
import Testing

/// The worked example of "Moving a suite" in the article "Coming from
/// swift-snapshot-testing" (ComingFromSwiftSnapshotTesting.md): a suite
/// swift-snapshot-testing recorded, one test with numbered snapshots of two
/// extensions and one with a single `.txt`, walked through
/// `snapshots migrate --dry-run` and `snapshots migrate --unnumber`.
///
/// The article shows the output and the tree these tests assert, word for
/// word: change one, change the other.
@MainActor
@Suite struct SnapshotMigrationWalkTests {
    /// `testEncodable.1.json` and `testEncodable.2.plist` as swift-snapshot-testing
    /// 1.19.7 records them for its own `testEncodable` (no final newline in
    /// the JSON), and a `.lines` snapshot written as given.
    static let recorded: [(path: String, text: String)] = [
        ("Tests/AppTests/__Snapshots__/CodingTests/testEncodable.1.json",
         "{\n  \"bio\" : \"Blobbed around the world.\",\n  \"id\" : 1,\n  \"name\" : \"Blobby\"\n}"),
        ("Tests/AppTests/__Snapshots__/CodingTests/testEncodable.2.plist",
         """
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

         """),
        ("Tests/AppTests/__Snapshots__/CodingTests/testGreeting.1.txt", "Hello, Blobby!"),
    ]

    static func suiteAsSwiftSnapshotTestingLeftIt() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        for (path, text) in recorded { try package.write(text, to: path) }
        try package.write("// the suite of the article\n", to: "Tests/AppTests/CodingTests.swift")
        return package
    }

    @Test func theDryRunListsEveryMoveAndMovesNothing() async throws {
        let package = try Self.suiteAsSwiftSnapshotTestingLeftIt()
        let dryRun = await package.run(["snapshots", "migrate", "--dry-run"])
        #expect(dryRun.status == 0)
        #expect(dryRun.error == "")
        #expect(dryRun.standard == """
            would move Tests/AppTests/__Snapshots__/CodingTests/testEncodable.1.json -> __Snapshots__/CodingTests/testEncodable.1.json
            would move Tests/AppTests/__Snapshots__/CodingTests/testEncodable.2.plist -> __Snapshots__/CodingTests/testEncodable.2.plist
            would move Tests/AppTests/__Snapshots__/CodingTests/testGreeting.1.txt -> __Snapshots__/CodingTests/testGreeting.1.txt
            Numbered names were kept: turn numbering on for those tests (.snapshots(numberUnnamedSnapshots: true)), or migrate with --unnumber.

            """)
        #expect(package.files().isEmpty)
        #expect(package.files(under: "Tests").count == 4)
    }

    @Test func unnumberMovesTheTreeAndNamesTheTestThatKeepsItsNumbers() async throws {
        let package = try Self.suiteAsSwiftSnapshotTestingLeftIt()
        let migrate = await package.run(["snapshots", "migrate", "--unnumber"])
        #expect(migrate.status == 0)
        #expect(migrate.error == "")
        #expect(migrate.standard == """
            moved Tests/AppTests/__Snapshots__/CodingTests/testEncodable.1.json -> __Snapshots__/CodingTests/testEncodable.1.json
            moved Tests/AppTests/__Snapshots__/CodingTests/testEncodable.2.plist -> __Snapshots__/CodingTests/testEncodable.2.plist
            moved Tests/AppTests/__Snapshots__/CodingTests/testGreeting.1.txt -> __Snapshots__/CodingTests/testGreeting.txt
            Numbered names were kept for the tests with several snapshots (CodingTests/testEncodable): turn numbering on for those tests (.snapshots(numberUnnamedSnapshots: true)).

            """)
        #expect(package.files() == [
            "__Snapshots__/CodingTests/testEncodable.1.json",
            "__Snapshots__/CodingTests/testEncodable.2.plist",
            "__Snapshots__/CodingTests/testGreeting.txt",
        ])
        // Moved, never rewritten: the bytes are swift-snapshot-testing's.
        #expect(package.read("__Snapshots__/CodingTests/testEncodable.1.json") == Self.recorded[0].text)
        #expect(package.read("__Snapshots__/CodingTests/testEncodable.2.plist") == Self.recorded[1].text)
        #expect(package.read("__Snapshots__/CodingTests/testGreeting.txt") == Self.recorded[2].text)
        // The folder beside the tests is gone; the test file stays.
        #expect(package.files(under: "Tests") == ["Tests/AppTests/CodingTests.swift"])
    }

    /// The dry run with `--unnumber` shows the renames and the same advice
    /// as the migration it previews.
    @Test func aDryRunWithUnnumberPreviewsTheRenamesAndTheAdvice() async throws {
        let package = try Self.suiteAsSwiftSnapshotTestingLeftIt()
        let dryRun = await package.run(["snapshots", "migrate", "--dry-run", "--unnumber"])
        #expect(dryRun.status == 0)
        #expect(dryRun.standard.contains(
            "would move Tests/AppTests/__Snapshots__/CodingTests/testGreeting.1.txt -> __Snapshots__/CodingTests/testGreeting.txt\n"))
        #expect(dryRun.standard.hasSuffix(
            "Numbered names were kept for the tests with several snapshots (CodingTests/testEncodable): "
            + "turn numbering on for those tests (.snapshots(numberUnnamedSnapshots: true)).\n"))
        #expect(package.files().isEmpty)
    }

    /// With every test down to one snapshot, `--unnumber` leaves no number
    /// and gives no advice.
    @Test func unnumberWithNoNumbersLeftSaysNothingMore() async throws {
        let package = try TemporaryPackage()
        try package.write("Hello, Blobby!", to: "Tests/AppTests/__Snapshots__/CodingTests/testGreeting.1.txt")
        let migrate = await package.run(["snapshots", "migrate", "--unnumber"])
        #expect(migrate.standard
            == "moved Tests/AppTests/__Snapshots__/CodingTests/testGreeting.1.txt -> __Snapshots__/CodingTests/testGreeting.txt\n")
    }
}
