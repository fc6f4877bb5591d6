import Foundation
import StatefulInternalTestSupport
@testable import StatefulTesting
import Testing

/// A tree as swift-snapshot-testing 1.19.7 records it, matched unchanged by
/// a suite that only sets `compatibility: .swiftSnapshotTesting`.
@Suite struct SwiftSnapshotTestingCompatibilityTests {
    private let package: TemporaryPackage
    private let folder = "Tests/AppTests/__Snapshots__/ProfileTests/"

    init() throws {
        package = try TemporaryPackage()
    }

    struct User {
        let id: Int, name: String, bio: String
    }

    private func assertion<Value>(
        _ value: Value, as strategy: Snapshotting<Value>, named name: String? = nil, testName: String,
        line: UInt = 1
    ) -> SnapshotOutcome {
        snapshotOutcome(
            of: { value }, as: strategy, named: name, record: nil, snapshotDirectory: nil,
            fileID: "AppTests/ProfileTests.swift",
            filePath: package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path,
            testName: testName, line: line, column: 1)
    }

    private func compatible(record: SnapshotRecordMode = .never, _ body: () -> Void) {
        withSnapshotTesting(
            record: record, packageRoot: package.root, environment: SnapshotEnvironment([:]),
            compatibility: .swiftSnapshotTesting, operation: body)
    }

    @Test func aRecordedTreeMatchesWithItsNamesAndDumps() throws {
        let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")
        let dump = "▿ User\n  - bio: \"Blobbed around the world.\"\n  - id: 1\n  - name: \"Blobby\"\n"
        try package.write(dump, to: folder + "testAny.1.txt")
        try package.write("second\n", to: folder + "testAny.2.txt")
        try package.write("320 points\n", to: folder + "layout-width.320.txt")
        try package.write("empty\n", to: folder + "testNamed.empty-profile.txt")
        try package.write("ok\n", to: folder + "caf\u{E9}-_-x.1.txt")
        var kinds: [SnapshotOutcome.Kind] = []
        compatible {
            kinds.append(assertion(user, as: .dump, testName: "testAny()", line: 1).kind)
            kinds.append(assertion("second", as: .lines, testName: "testAny()", line: 2).kind)
            kinds.append(assertion("320 points", as: .lines, named: "320", testName: "layout(width:)").kind)
            kinds.append(assertion("empty", as: .lines, named: "empty profile!", testName: "testNamed()").kind)
            kinds.append(assertion("ok", as: .lines, testName: "café(_ x:)").kind)
        }
        #expect(kinds == [.matched, .matched, .matched, .matched, .matched])
        #expect(package.files(under: "Tests").filter { $0.contains(".pending.") }.isEmpty)
    }

    @Test func newSnapshotsAreRecordedWhereAndAsSwiftSnapshotTestingWouldRecordThem() {
        compatible(record: .missing) {
            _ = assertion(User(id: 2, name: "Ada", bio: ""), as: .dump, testName: "rendering(width:height:)")
        }
        #expect(package.read(folder + "rendering-width-height.1.txt")
            == "▿ User\n  - bio: \"\"\n  - id: 2\n  - name: \"Ada\"\n")
        #expect(package.files().isEmpty)
    }

    @Test func explicitSettingsWinOverTheCompatibilityDefaults() {
        withSnapshotTesting(
            record: .missing, packageRoot: package.root, environment: SnapshotEnvironment([:]), placement: .packageRoot,
            numberUnnamedSnapshots: false, compatibility: .swiftSnapshotTesting
        ) {
            _ = assertion("hello", as: .lines, testName: "layout(width:)")
        }
        #expect(package.files() == ["__Snapshots__/ProfileTests/layout-width.txt"])
    }

    @Test func statefulsOwnConventionsStayTheDefault() {
        withSnapshotTesting(record: .missing, packageRoot: package.root, environment: SnapshotEnvironment([:])) {
            _ = assertion(User(id: 2, name: "Ada", bio: ""), as: .dump, testName: "layout(width:)")
        }
        #expect(package.files() == ["__Snapshots__/ProfileTests/layout.txt"])
        #expect(package.read("__Snapshots__/ProfileTests/layout.txt")?.hasPrefix("▿") == false)
    }

    @Test func anAsynchronousStrategyIsWaitedForUntilItsTimeout() {
        let neverLoads: Snapshotting<User> = Snapshotting<String>.lines.asyncPullback { _ in Async { _ in } }
        let loadsAtOnce: Snapshotting<User> = Snapshotting<String>.lines.asyncPullback { user in
            Async { callback in callback(user.name) }
        }
        var outcomes: [SnapshotOutcome] = []
        compatible(record: .missing) {
            outcomes.append(snapshotOutcome(
                of: { User(id: 1, name: "Ada", bio: "") }, as: neverLoads, named: "never", record: nil,
                snapshotDirectory: nil, timeout: 0.01, fileID: "AppTests/ProfileTests.swift",
                filePath: package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path,
                testName: "testLoad()", line: 1, column: 1))
            outcomes.append(snapshotOutcome(
                of: { User(id: 1, name: "Ada", bio: "") }, as: loadsAtOnce, named: "atOnce", record: nil,
                snapshotDirectory: nil, timeout: 0, fileID: "AppTests/ProfileTests.swift",
                filePath: package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path,
                testName: "testLoad()", line: 2, column: 1))
        }
        #expect(outcomes.map(\.kind) == [.error, .recorded])
        #expect(outcomes[0].message == "Cannot snapshot \(folder)testLoad.never.txt: "
            + SnapshottingError.timedOut(seconds: 0.01).description)
        #expect(package.files(under: "Tests") == [folder + "testLoad.atOnce.txt"])
    }

    @Test func namesAreMadeAsSwiftSnapshotTestingMakesThem() {
        let name = SnapshotTestingCompatibility.swiftSnapshotTestingName
        #expect(name("testEmpty()") == "testEmpty")
        #expect(name("layout(width:)") == "layout-width")
        #expect(name("  a .. b  ") == "a-b")
        #expect(name("snake_case") == "snake_case")
        #expect(name("プロフィール(x:)") == "プロフィール-x")
        #expect(name("()") == "")
    }
}

/// `.json` for a value that is not `Encodable`, as swift-snapshot-testing writes it.
@Suite struct JSONObjectSnapshottingTests {
    struct User: Encodable {
        let id: Int, name: String, bio: String
    }

    @Test func aJSONObjectIsWrittenPrettyWithSortedKeys() throws {
        let data = try JSONEncoder().encode(User(id: 1, name: "Blobby", bio: "Blobbed around the world."))
        let object = try JSONSerialization.jsonObject(with: data)
        let strategy: Snapshotting<Any> = .json
        #expect(strategy.pathExtension == "json")
        #expect(try strategy.render(object) == """
            {
              "bio" : "Blobbed around the world.",
              "id" : 1,
              "name" : "Blobby"
            }
            """)
    }

    @Test func aRecordedFileWithoutAFinalNewlineMatches() throws {
        let package = try TemporaryPackage()
        let text = "{\n  \"a\" : [\n    1,\n    true\n  ]\n}"
        try package.write(text, to: "__Snapshots__/ProfileTests/testAnyAsJson.json")
        let outcome = withSnapshotTesting(record: .never, packageRoot: package.root, environment: SnapshotEnvironment([:])) {
            snapshotOutcome(
                of: { ["a": [1, true]] as [String: Any] }, as: .json, named: nil, record: nil, snapshotDirectory: nil,
                fileID: "AppTests/ProfileTests.swift",
                filePath: package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path,
                testName: "testAnyAsJson()", line: 1, column: 1)
        }
        #expect(outcome.kind == .matched)
    }

    @Test func anEncodableValueKeepsTheEncodableStrategy() throws {
        #expect(try Snapshotting<User>.json.render(User(id: 1, name: "a/b", bio: "")).contains("\"a/b\""))
    }

    @Test func somethingElseIsRefusedSayingWhatItTakes() {
        struct Opaque {}
        let strategy: Snapshotting<Any> = .json
        #expect(throws: SnapshottingError.notJSONObject(typeName: "Opaque")) { try strategy.render(Opaque()) }
    }
}
