import Foundation
import StatefulInternalTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hostile-input audit's reproductions, each on real files with the
/// built `stateful` executable (and, for test runs, a real test process):
/// the tool deletes, moves and writes only regular files it owns, inside
/// the package's own `__Snapshots__/` or the file it was told to write,
/// never through a link, and refuses anything else with a located error,
/// changing nothing.
@Suite(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
final class NoFileHarmedTests {
    private let package: TemporaryPackage
    /// A folder outside the package, which no command may change.
    private let outside: URL

    init() throws {
        package = try TemporaryPackage()
        outside = FileManager.default.temporaryDirectory.appendingPathComponent("stateful-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        for name in ["x.txt", "y.pending.txt", "z.txt"] {
            try Data("outside \(name)\n".utf8).write(to: outside.appendingPathComponent(name))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: outside)
    }

    /// The files outside the package, with their contents, sorted.
    private func outsideFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted().map {
            $0 + ": " + (try String(contentsOf: outside.appendingPathComponent($0), encoding: .utf8))
        }
    }

    private static let untouchedOutside = [
        "x.txt: outside x.txt\n", "y.pending.txt: outside y.pending.txt\n", "z.txt: outside z.txt\n",
    ]

    /// Runs the built `stateful ARGUMENTS` in the package.
    private func stateful(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> ToolRun {
        let tool = try #require(BuiltExecutable.stateful as URL?)
        let run = try TestRunnerProcess.start(arguments, program: tool, in: package.root, environment: environment, input: input).wait()
        return ToolRun(status: run.status, standard: run.standard, error: run.error)
    }

    private func link(_ relative: String, to destination: URL) throws {
        let url = package.root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    }

    /// A usage log in which a whole test run noted `paths`.
    private func noteUsage(_ paths: [String]) throws {
        try package.write(paths.map { $0 + "\n" }.joined(), to: ".build/stateful-snapshots/usage/process-1.log")
    }

    // MARK: 1. Deleting through a link

    @Test func orphansDeleteRejectAndAcceptNeverReachThroughAFolderLink() throws {
        try package.write("used\n", to: "__Snapshots__/LoginTests/used.txt")
        try package.write("orphan\n", to: "__Snapshots__/LoginTests/orphan.txt")
        try link("__Snapshots__/Evil", to: outside)
        try noteUsage(["__Snapshots__/LoginTests/used.txt"])

        let delete = try stateful(["snapshots", "orphans", "--delete", "--yes"])
        #expect(delete.status == 1)
        #expect(delete.error.contains("Nothing was changed: a __Snapshots__ folder holds entries that are not snapshot files"))
        #expect(delete.error.contains("__Snapshots__/Evil (a symbolic link to a directory)"))
        let reject = try stateful(["snapshots", "reject"])
        #expect(reject.status == 1)
        let accept = try stateful(["snapshots", "accept"])
        #expect(accept.status == 1)
        #expect(try outsideFiles() == Self.untouchedOutside)
        #expect(package.exists("__Snapshots__/LoginTests/orphan.txt"))

        // Listing follows no link either, and says why the link is left alone.
        let list = try stateful(["snapshots", "orphans"])
        #expect(list.standard == "__Snapshots__/LoginTests/orphan.txt\n")
        #expect(list.error.contains("warning: __Snapshots__/Evil (a symbolic link to a directory) is in a __Snapshots__ folder"))
        let check = try stateful(["snapshots", "check"])
        #expect(check.status == 1)
        #expect(check.error.contains("error: __Snapshots__/Evil (a symbolic link to a directory) is in a __Snapshots__ folder"))

        // With the link gone, the orphan goes, and only it.
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("__Snapshots__/Evil"))
        let deleted = try stateful(["snapshots", "orphans", "--delete", "--yes"])
        #expect(deleted.status == 0)
        #expect(deleted.standard == "removed __Snapshots__/LoginTests/orphan.txt\n")
        #expect(package.files() == ["__Snapshots__/LoginTests/used.txt"])
        #expect(try outsideFiles() == Self.untouchedOutside)
    }

    // MARK: 5. A partial test run

    static let childTest = "StatefulTestingTests.TestProcessChild/testAssertsThePlannedFileSnapshots"

    /// Runs a real test process that asserts one file snapshot, started by
    /// a stand-in `swift test RUNNER`, then asks the tool to delete orphans.
    private func orphansDeleteAfterATestRun(_ runner: [String]) throws -> ToolRun {
        _ = try stateful(["snapshots", "reset-usage"])
        try package.write("old\n", to: "__Snapshots__/OtherTests/old.txt")
        let plan = #"{"snapshots": {"one": "1"}}"#
        let test = try TestRunnerProcess.runUnderSwiftTest(
            Self.childTest, runnerArguments: runner, in: package.root, environment: ["STATEFUL_CHILD_PLAN": plan])
        #expect(package.exists("__Snapshots__/TestProcessChild/testAssertsThePlannedFileSnapshots.one.txt"), "\(test.standard)")
        return try stateful(["snapshots", "orphans", "--delete", "--yes"])
    }

    @Test(.enabled(if: TestRunnerProcess.executable != nil, "the tests run as one executable, as on Linux"), arguments: [
        (["--filter", "TestProcessChild/testAssertsThePlannedFileSnapshots"], "--filter TestProcessChild/testAssertsThePlannedFileSnapshots"),
        (["--skip", "ScreenSuite", "--skip", "OtherSuite"], "--skip ScreenSuite --skip OtherSuite"),
        (["--disable-swift-testing"], "--disable-swift-testing"),
        (["--parallel", "--disable-xctest"], "--disable-xctest"),
    ])
    func orphansDeleteRefusesAfterAnyPartialTestRun(runner: [String], selection: String) throws {
        let run = try orphansDeleteAfterATestRun(runner)
        #expect(run.status == 1)
        #expect(run.error.contains("not deleting 1 orphaned snapshot(s): a filtered test run (\(selection)) noted snapshots"),
                "\(run.error)")
        #expect(package.exists("__Snapshots__/OtherTests/old.txt"))
    }

    @Test(.enabled(if: TestRunnerProcess.executable != nil, "the tests run as one executable, as on Linux"))
    func orphansDeleteRemovesOrphansAfterAWholeParallelRun() throws {
        let run = try orphansDeleteAfterATestRun(["--parallel"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.standard == "removed __Snapshots__/OtherTests/old.txt\n")
    }

    // MARK: 6. Migrations

    @Test func migrateFollowsNoLinkOutOfOrIntoThePackage() throws {
        try package.write("a\n", to: "Tests/AppTests/__Snapshots__/ProfileTests/a.txt")
        try link("Tests/AppTests/__Snapshots__/Evil", to: outside)
        let inward = try stateful(["snapshots", "migrate"])
        #expect(inward.status == 1)
        #expect(inward.error.contains("Tests/AppTests/__Snapshots__/Evil (a symbolic link to a directory)"))
        #expect(package.exists("Tests/AppTests/__Snapshots__/ProfileTests/a.txt"))
        #expect(!package.exists("__Snapshots__"))
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("Tests/AppTests/__Snapshots__/Evil"))

        // The root's __Snapshots__ a link out: nothing is moved out through it.
        try link("__Snapshots__", to: outside)
        let outward = try stateful(["snapshots", "migrate"])
        #expect(outward.status == 1)
        #expect(outward.error.contains("__Snapshots__ (a symbolic link)"))
        #expect(package.exists("Tests/AppTests/__Snapshots__/ProfileTests/a.txt"))
        #expect(try outsideFiles() == Self.untouchedOutside)
    }

    @Test func aMigrationThatCannotFinishMovesNothing() throws {
        try package.write("foo\n", to: "Tests/AppTests/__Snapshots__/FooTests/foo.txt")
        try package.write("profile\n", to: "Tests/AppTests/__Snapshots__/ProfileTests/profile.txt")
        // Where ProfileTests' folder would go, a file: the second move cannot be made.
        try package.write("in the way\n", to: "__Snapshots__/ProfileTests")
        let run = try stateful(["snapshots", "migrate"])
        #expect(run.status == 1)
        #expect(run.error.contains("Nothing was moved (the moves before it were undone)"), "\(run.error)")
        #expect(package.files(under: ".").filter { !$0.hasPrefix(".build/") } == [
            "Package.swift", "Tests/AppTests/__Snapshots__/FooTests/foo.txt",
            "Tests/AppTests/__Snapshots__/ProfileTests/profile.txt", "__Snapshots__/ProfileTests",
        ])
    }

    @Test func anInterruptedMigrationIsFinishedByTheNext() throws {
        try package.write("done\n", to: "__Snapshots__/FooTests/done.txt")
        try package.write("left\n", to: "Tests/AppTests/__Snapshots__/FooTests/left.txt")
        func identity(_ path: String) throws -> String {
            var status = stat()
            guard stat(package.root.appendingPathComponent(path).path, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
            return #"{"device":\#(status.st_dev),"inode":\#(status.st_ino),"size":\#(status.st_size)}"#
        }
        // What a migration killed after its first move leaves: its journal, one move made.
        let journal = #"{"moves":[{"from":"Tests/AppTests/__Snapshots__/FooTests/done.txt","to":"__Snapshots__/FooTests/done.txt","identity":"#
            + (try identity("__Snapshots__/FooTests/done.txt"))
            + #"},{"from":"Tests/AppTests/__Snapshots__/FooTests/left.txt","to":"__Snapshots__/FooTests/left.txt","identity":"#
            + (try identity("Tests/AppTests/__Snapshots__/FooTests/left.txt")) + #"}],"version":1}"#
        try package.write(journal, to: ".build/stateful-snapshots/migration.json")
        let run = try stateful(["snapshots", "migrate"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.standard.hasPrefix("finished an interrupted migration of 2 file(s)\n"))
        #expect(package.files(under: ".").filter { !$0.hasPrefix(".build/") } == [
            "Package.swift", "__Snapshots__/FooTests/done.txt", "__Snapshots__/FooTests/left.txt",
        ])
        #expect(!package.exists(".build/stateful-snapshots/migration.json"))
    }

    // MARK: 7. Recording a session

    static let flow = "inputLoginId(\"a@example.com\")\n"

    @Test func recordSessionNeverReplacesAFileUnlessToldAndNeverTheFlow() throws {
        try package.write(Self.flow, to: "f.flow")
        let manifest = package.read("Package.swift")
        let taken = try stateful(["run", "f.flow", "--snapshots", ".", "--record-session", "Package.swift"])
        #expect(taken.status == 2)
        #expect(taken.error.contains("--record-session Package.swift exists: name a new file, or use --force to replace it"))
        #expect(package.read("Package.swift") == manifest)

        let itself = try stateful(["run", "f.flow", "--snapshots", ".", "--record-session", "./f.flow", "--force"])
        #expect(itself.status == 2)
        #expect(itself.error.contains("is the flow being run: the recording never replaces it (even with --force)"))
        #expect(package.read("f.flow") == Self.flow)

        try link("linked.flow", to: outside.appendingPathComponent("x.txt"))
        let linked = try stateful(["run", "f.flow", "--snapshots", ".", "--record-session", "linked.flow", "--force"])
        #expect(linked.status == 2)
        #expect(linked.error.contains("--record-session linked.flow is a symbolic link"))
        #expect(try outsideFiles() == Self.untouchedOutside)

        try package.write("old\n", to: "out.flow")
        let forced = try stateful(["run", "f.flow", "--snapshots", ".", "--record-session", "out.flow", "--force"])
        #expect(forced.status == 0, "\(forced.error)")
        #expect(package.read("out.flow")?.contains("inputLoginId(\"a@example.com\")") == true)
    }

    @Test func interactiveSaveReplacesAFileOnlyWithSaveBang() throws {
        try package.write("old\n", to: "mine.flow")
        let refused = try stateful(["interactive", "--snapshots", "."], input: "inputLoginId(\"a@example.com\")\nsave mine.flow\n")
        #expect(refused.error.contains("save mine.flow exists: name a new file, or use save! FILE to replace it"),
                "\(refused.error)")
        #expect(package.read("mine.flow") == "old\n")
        let replaced = try stateful(["interactive", "--snapshots", "."], input: "inputLoginId(\"a@example.com\")\nsave! mine.flow\n")
        #expect(replaced.standard.contains("recorded session: mine.flow"), "\(replaced.error)")
        #expect(package.read("mine.flow")?.contains("inputLoginId(\"a@example.com\")") == true)
    }

    // MARK: 8. Patterns

    /// A pattern that a backtracking matcher takes for ever on: it runs in
    /// linear time, and the flow ends (within its deadline) with the result.
    @Test func aFlowPatternThatWouldBacktrackForEverEndsAtOnce() throws {
        let typed = String(repeating: "a", count: 300) + "!"
        try package.write("""
            inputLoginId("\(typed)")
            expect screen matches pattern "(?x)(a+#)\\n)+$"
            expect outline matches pattern "(a|aa)+!$"

            """, to: "p.flow")
        let run = try stateful(["check", "p.flow", "--snapshots", ".", "--timeout", "5s", "--total-timeout", "10s"])
        #expect(run.status == 1)
        #expect(run.error.contains("p.flow:2:1: error: expected a line of the screen to match the pattern"), "\(run.error)")
        #expect(!run.error.contains("p.flow:3:1"), "\(run.error)")
    }

    // MARK: 11. Interrupted writes

    /// The id of a process that has ended.
    private func endedProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func checkReportsAndCleansWhatInterruptedWritesLeftInSnapshotsAndSources() throws {
        let pid = try endedProcess()
        let leftovers = [
            "__Snapshots__/LoginTests/.a.txt.\(pid).1.tmp", "__Snapshots__/LoginTests/.dat.nosyncAb12",
            "Tests/AppTests/.ProfileTests.swift.\(pid).2.tmp", "Tests/AppTests/.dat.nosyncCd34",
        ]
        for path in leftovers { try package.write("partial", to: path) }
        let hourAgo = Date().addingTimeInterval(-3_600)
        for path in leftovers {
            try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: package.root.appendingPathComponent(path).path)
        }
        // Being written now: kept.
        try package.write("in progress", to: "Tests/AppTests/.dat.nosyncNew1")
        try package.write("a\n", to: "__Snapshots__/LoginTests/a.txt")
        try noteUsage(["__Snapshots__/LoginTests/a.txt"])

        let ci = try stateful(["snapshots", "check"], environment: ["CI": "true"])
        for path in leftovers {
            #expect(ci.error.contains("warning: \(path) was left by an interrupted write (not removed under CI)"), "\(ci.error)")
            #expect(package.exists(path))
        }
        let local = try stateful(["snapshots", "check"])
        #expect(local.status == 0, "\(local.error)")
        for path in leftovers {
            #expect(local.error.contains("warning: removed \(path), left by an interrupted write"))
            #expect(!package.exists(path))
        }
        #expect(package.exists("Tests/AppTests/.dat.nosyncNew1"))
    }

    // MARK: 12. Limits at once

    @Test func aFlowThatExpandsPastTheLimitIsRefusedBeforeItIsParsed() throws {
        try package.write("repeat 1000 {\n  repeat 1000 {\n    inputLoginId(\"a\")\n  }\n}\n", to: "nested.flow")
        try package.write(String(repeating: "inputLoginId(\"a\")\n", count: 1_000), to: "thousand.flow")
        try package.write(String(repeating: "include \"thousand.flow\"\n", count: 1_000), to: "bomb.flow")
        let nested = try stateful(["check", "nested.flow", "--snapshots", "."])
        #expect(nested.status == 2)
        // At the outer block's line: the inner one was never expanded.
        #expect(nested.error.hasPrefix("nested.flow:1:1: error: the flow expands to more than 100000 steps"), "\(nested.error)")
        let bomb = try stateful(["check", "bomb.flow", "--snapshots", "."])
        #expect(bomb.status == 2)
        #expect(bomb.error.hasPrefix("bomb.flow:100:1: error: the flow expands to more than 100000 steps"), "\(bomb.error)")
    }

    // MARK: 13. Recordings that replay, and bounded exploration

    /// A value typed before it held a secret: the recording makes it a
    /// secret, and draws its checkpoints as the replay, which masks it, draws them.
    @Test func aSessionRecordedWithCheckpointsPassesItsOwnReplay() throws {
        try package.write("""
            type "ada@hunter2.com" into "Login ID"
            type "ada@example.com" into "Login ID"
            type "hunter2" into "Password"

            """, to: "s.flow")
        let recorded = try stateful(["run", "s.flow", "--snapshots", ".", "--record-session", "r.flow", "--checkpoints", "screens"])
        #expect(recorded.status == 0, "\(recorded.error)")
        let flow = try #require(package.read("r.flow"))
        #expect(!flow.contains("hunter2"))
        let replay = try stateful(["run", "r.flow", "--snapshots", ".", "--param", "LOGIN_ID=ada@hunter2.com",
                                   "--param", "PASSWORD=hunter2"])
        #expect(replay.status == 0, "\(flow)\n\(replay.error)")
    }

    @Test(arguments: [["--steps", "1000000"], ["--runs", "1000000"], ["--steps", "0"]])
    func exploreRefusesABudgetPastItsBounds(_ option: [String]) throws {
        let run = try stateful(["explore"] + option)
        #expect(run.status == 2)
        #expect(run.error.contains("\(option[0]) takes a number from 1 to "))
    }
}
