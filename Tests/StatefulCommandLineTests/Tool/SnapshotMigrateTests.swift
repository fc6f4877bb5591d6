import Foundation
import StatefulCommandLine
import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

/// `snapshots migrate`: a swift-snapshot-testing tree (folders beside the
/// test files, numbered unnamed snapshots) moves to the root's
/// `__Snapshots__` in one command, and never overwrites a file.
@MainActor
@Suite struct SnapshotMigrateTests {
    /// A sample tree as swift-snapshot-testing 1.19 writes it.
    static func swiftSnapshotTestingPackage() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        for (path, text) in [
            "Tests/AppTests/__Snapshots__/ProfileTests/testEmpty.1.txt": "empty\n",
            "Tests/AppTests/__Snapshots__/ProfileTests/testFull.1.json": "{}\n",
            "Tests/AppTests/__Snapshots__/ProfileTests/testFull.2.json": "[]\n",
            "Tests/AppTests/__Snapshots__/ProfileTests/testNamed.wide.txt": "wide\n",
            "Tests/AppTests/ProfileTests.swift": "// tests\n",
            "Tests/Other/Nested/__Snapshots__/SettingsTests/testA.1.txt": "a\n",
        ] {
            try package.write(text, to: path)
        }
        return package
    }

    static let migrated = [
        "__Snapshots__/ProfileTests/testEmpty.1.txt",
        "__Snapshots__/ProfileTests/testFull.1.json",
        "__Snapshots__/ProfileTests/testFull.2.json",
        "__Snapshots__/ProfileTests/testNamed.wide.txt",
        "__Snapshots__/SettingsTests/testA.1.txt",
    ]

    @Test func oneCommandMovesTheTreeKeepingNames() async throws {
        let package = try Self.swiftSnapshotTestingPackage()
        let dryRun = await package.run(["snapshots", "migrate", "--dry-run"])
        #expect(dryRun.status == 0)
        #expect(dryRun.standard.hasPrefix(
            "would move Tests/AppTests/__Snapshots__/ProfileTests/testEmpty.1.txt -> __Snapshots__/ProfileTests/testEmpty.1.txt\n"))
        #expect(package.files().isEmpty)

        let migrate = await package.run(["snapshots", "migrate"])
        #expect(migrate.status == 0)
        #expect(migrate.error == "")
        #expect(migrate.standard.contains("moved Tests/Other/Nested/__Snapshots__/SettingsTests/testA.1.txt -> __Snapshots__/SettingsTests/testA.1.txt\n"))
        #expect(migrate.standard.hasSuffix("Numbered names were kept: turn numbering on for those tests "
            + "(.snapshots(numberUnnamedSnapshots: true)), or migrate with --unnumber.\n"))
        #expect(package.files() == Self.migrated)
        #expect(package.read("__Snapshots__/ProfileTests/testFull.2.json") == "[]\n")
        // The emptied folders are gone; the test file stays.
        #expect(package.files(under: "Tests") == ["Tests/AppTests/ProfileTests.swift"])
        #expect(await package.run(["snapshots", "migrate"]).standard == "No snapshots beside test files; nothing to migrate.\n")
    }

    @Test func unnumberRenamesATestsOnlyNumberedSnapshot() async throws {
        let package = try Self.swiftSnapshotTestingPackage()
        #expect(await package.run(["snapshots", "migrate", "--unnumber"]).status == 0)
        #expect(package.files() == [
            "__Snapshots__/ProfileTests/testEmpty.txt",
            "__Snapshots__/ProfileTests/testFull.1.json",
            "__Snapshots__/ProfileTests/testFull.2.json",
            "__Snapshots__/ProfileTests/testNamed.wide.txt",
            "__Snapshots__/SettingsTests/testA.txt",
        ])
    }

    /// swift-snapshot-testing numbers a test's snapshots across strategies,
    /// so `testEncodable.1.json` beside `testEncodable.2.plist` (or a `.data`
    /// file `testEncodable.2`) is one of several: both keep their numbers,
    /// which `numberUnnamedSnapshots: true` finds again.
    @Test func unnumberKeepsTheNumbersOfATestWithSeveralExtensions() async throws {
        let package = try TemporaryPackage()
        for (path, text) in [
            "Tests/AppTests/__Snapshots__/CodingTests/testEncodable.1.json": "{}\n",
            "Tests/AppTests/__Snapshots__/CodingTests/testEncodable.2.plist": "<plist/>\n",
            "Tests/AppTests/__Snapshots__/CodingTests/testBytes.1.txt": "text\n",
            "Tests/AppTests/__Snapshots__/CodingTests/testBytes.2": "bytes",
            "Tests/AppTests/__Snapshots__/CodingTests/testAlone.1.json": "[]\n",
            "Tests/AppTests/CodingTests.swift": "// tests\n",
        ] {
            try package.write(text, to: path)
        }
        #expect(await package.run(["snapshots", "migrate", "--unnumber"]).status == 0)
        #expect(package.files() == [
            "__Snapshots__/CodingTests/testAlone.json",
            "__Snapshots__/CodingTests/testBytes.1.txt",
            "__Snapshots__/CodingTests/testBytes.2",
            "__Snapshots__/CodingTests/testEncodable.1.json",
            "__Snapshots__/CodingTests/testEncodable.2.plist",
        ])
    }

    @Test func aClashMovesNothingAndNamesBothFiles() async throws {
        let package = try Self.swiftSnapshotTestingPackage()
        try package.write("mine\n", to: "__Snapshots__/ProfileTests/testNamed.wide.txt")
        try package.write("twin\n", to: "Tests/MoreTests/__Snapshots__/SettingsTests/testA.1.txt")
        let migrate = await package.run(["snapshots", "migrate"])
        #expect(migrate.status == 1)
        #expect(migrate.error.contains("Nothing was moved: the migration would overwrite files.\n"
            + "__Snapshots__/ProfileTests/testNamed.wide.txt exists already <- Tests/AppTests/__Snapshots__/ProfileTests/testNamed.wide.txt\n"
            + "__Snapshots__/SettingsTests/testA.1.txt <- Tests/MoreTests/__Snapshots__/SettingsTests/testA.1.txt, "
            + "Tests/Other/Nested/__Snapshots__/SettingsTests/testA.1.txt\n"))
        #expect(package.files() == ["__Snapshots__/ProfileTests/testNamed.wide.txt"])
        #expect(package.exists("Tests/AppTests/__Snapshots__/ProfileTests/testEmpty.1.txt"))
    }

    @Test func migrateTakesNoPathsAndItsFlagsGoWithItOnly() async throws {
        let package = try TemporaryPackage()
        #expect(await package.run(["snapshots", "migrate", "x"]).status == 2)
        #expect(await package.run(["snapshots", "list", "--unnumber"]).status == 2)
    }
}

/// Snapshot files with no extension (swift-snapshot-testing's `.data`) are
/// snapshots because they are in a `__Snapshots__` folder: they move, are
/// reviewed and are found orphaned like any other.
@MainActor
@Suite struct ExtensionlessSnapshotToolTests {
    @Test func migrateMovesAFileWithNoExtensionAndKeepsItsName() async throws {
        let package = try TemporaryPackage()
        try package.write(Data([0, 1, 2]), to: "Tests/AppTests/__Snapshots__/ProfileTests/testAvatar.1")
        try package.write("// tests\n", to: "Tests/AppTests/ProfileTests.swift")
        #expect(await package.run(["snapshots", "migrate", "--unnumber"]).status == 0)
        #expect(package.files() == ["__Snapshots__/ProfileTests/testAvatar.1"])
    }

    @Test func reviewAndOrphansHandleFilesWithNoExtension() async throws {
        let package = try TemporaryPackage()
        try package.write("Ada\n", to: "__Snapshots__/ProfileTests/testName")
        try package.write("Bea\n", to: "__Snapshots__/ProfileTests/testName.pending")
        try package.write("old\n", to: "__Snapshots__/ProfileTests/testOld.1")
        let layout = SnapshotLayout(packageRoot: package.root)
        try SnapshotUsageLog(layout: layout).note(layout.snapshotsDirectory.appendingPathComponent("ProfileTests/testName"))
        let list = await package.run(["snapshots", "list"], tool: SnapshotReviewTests.reviewOnlyTool)
        #expect(list.standard.hasPrefix("--- __Snapshots__/ProfileTests/testName\n+++ __Snapshots__/ProfileTests/testName.pending\n"))
        #expect(await package.run(["snapshots", "orphans"], tool: SnapshotReviewTests.reviewOnlyTool).standard == "__Snapshots__/ProfileTests/testOld.1\n")
        let accept = await package.run(["snapshots", "accept"], tool: SnapshotReviewTests.reviewOnlyTool)
        #expect(accept.standard == "accepted __Snapshots__/ProfileTests/testName\n")
        #expect(package.read("__Snapshots__/ProfileTests/testName") == "Bea\n")
        #expect(package.files() == ["__Snapshots__/ProfileTests/testName", "__Snapshots__/ProfileTests/testOld.1"])
    }
}
