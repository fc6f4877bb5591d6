import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

@Suite struct SnapshotUsageLogTests {
    @Test func notesArePathsRelativeToThePackageRootWrittenOnce() throws {
        let package = try TemporaryPackage()
        let log = SnapshotUsageLog(layout: package.layout)
        try log.note(package.snapshot("a"))
        try log.note(package.snapshot("a"))
        try log.note(package.snapshot("b"))
        #expect(try log.usedPaths() == ["__Snapshots__/LoginTests/a.txt", "__Snapshots__/LoginTests/b.txt"])
        let files = try FileManager.default.contentsOfDirectory(atPath: log.directory.path)
        #expect(files == ["process-\(ProcessInfo.processInfo.processIdentifier).log"])
        #expect(package.contents(of: log.directory.appendingPathComponent(files[0]))
            == "__Snapshots__/LoginTests/a.txt\n__Snapshots__/LoginTests/b.txt\n")
    }

    @Test(arguments: [
        (["T.xctest", "--skip-build", "--filter", "ScreenLogicTests", "--testing-library", "swift-testing"],
         "--filter ScreenLogicTests"),
        (["T.xctest", "--skip", "Slow", "--filter=Screen"], "--skip Slow --filter=Screen"),
        (["T.xctest", "--filter", "a\nb"], "--filter a b"),
    ] as [([String], String)])
    func aFilteredSwiftTestingRunIsKnownByItsArguments(arguments: [String], selection: String) {
        #expect(SnapshotUsageLog.testSelection(in: arguments) == selection)
    }

    @Test(arguments: [
        ["T.xctest", "--skip-build", "--testing-library", "swift-testing"],
        ["T.xctest", "--parallel", "--num-workers", "2", "--testing-library", "swift-testing"],
        ["T.xctest"],
    ])
    func aWholeRunIsNotAFilteredOne(arguments: [String]) {
        #expect(SnapshotUsageLog.testSelection(in: arguments) == nil)
    }

    /// Started by `swift test`, a process is judged by what the person typed:
    /// XCTest's processes name their tests for `--parallel` as for a filter.
    @Test(arguments: [
        (["T.xctest", "App.ProfileTests/testEmpty"], ["--parallel"], nil),
        (["T.xctest", "--parallel", "--testing-library", "swift-testing"], ["--parallel", "--skip-build"], nil),
        (["T.xctest", "App.ProfileTests/testEmpty"], ["--filter", "ProfileTests/testEmpty"], "--filter ProfileTests/testEmpty"),
        (["T.xctest", "App.ProfileTests/testEmpty,App.ProfileTests/testFull"], ["--skip", "ScreenSuite", "--skip", "Other"],
         "--skip ScreenSuite --skip Other"),
        (["T.xctest"], ["--disable-swift-testing"], "--disable-swift-testing"),
        (["T.xctest", "--testing-library", "swift-testing"], ["--disable-xctest", "--parallel"], "--disable-xctest"),
        (["T.xctest"], ["-s", "App.ProfileTests"], "-s App.ProfileTests"),
        (["T.xctest"], ["--filter=Profile"], "--filter=Profile"),
    ] as [([String], [String], String?)])
    func aRunStartedBySwiftTestIsJudgedByItsArguments(arguments: [String], runner: [String], selection: String?) {
        #expect(SnapshotUsageLog.testSelection(in: arguments, runner: runner) == selection)
    }

    /// Run otherwise (Xcode, by hand), the tests a bundle is told to run make it partial.
    @Test func anXCTestBundleToldWhichTestsToRunIsAFilteredRun() {
        #expect(SnapshotUsageLog.testSelection(in: ["T.xctest", "App.ProfileTests/testEmpty"], runner: nil)
            == "tests named on the command line: App.ProfileTests/testEmpty")
        #expect(SnapshotUsageLog.testSelection(in: ["xctest", "-XCTest", "App.ProfileTests", "/p/T.xctest"], runner: nil)
            == "tests named on the command line: App.ProfileTests")
        #expect(SnapshotUsageLog.testSelection(in: ["xctest", "-XCTest", "All", "/p/T.xctest"], runner: nil) == nil)
    }

    @Test func aFilteredRunIsNotedOnceApartFromTheUsedPathsUntilCleared() throws {
        let package = try TemporaryPackage()
        let log = SnapshotUsageLog(layout: package.layout)
        try log.note(package.snapshot("a"))
        try log.noteTestSelection(arguments: ["T.xctest", "--testing-library", "swift-testing"])
        #expect(try log.filteredRuns() == [])
        for _ in 0..<2 {
            try log.noteTestSelection(arguments: ["T.xctest", "--filter", "ScreenLogicTests", "--testing-library", "swift-testing"])
        }
        #expect(try log.filteredRuns() == ["--filter ScreenLogicTests"])
        #expect(try log.usedPaths() == ["__Snapshots__/LoginTests/a.txt"])
        try log.clear()
        #expect(try log.filteredRuns() == [])
    }

    @Test func theLogLivesUnderDotBuildOutsideTheTrackedTree() throws {
        let package = try TemporaryPackage()
        #expect(package.layout.relativePath(of: SnapshotUsageLog(layout: package.layout).directory)
            == ".build/stateful-snapshots/usage")
    }

    @Test func usedPathsIsTheUnionOfEveryProcessLog() throws {
        let package = try TemporaryPackage()
        let log = SnapshotUsageLog(layout: package.layout)
        try log.note(package.snapshot("mine"))
        // Another test process wrote its own file alongside.
        try Data("__Snapshots__/Other/theirs.txt\n".utf8)
            .write(to: log.directory.appendingPathComponent("process-999999.log"))
        #expect(try log.usedPaths() == ["__Snapshots__/LoginTests/mine.txt", "__Snapshots__/Other/theirs.txt"])
    }

    @Test func concurrentNotesFromManyTasksAreAllKept() async throws {
        let package = try TemporaryPackage()
        let log = SnapshotUsageLog(layout: package.layout)
        let files = (0..<50).map { package.snapshot("t\($0)") }
        await withTaskGroup(of: Void.self) { group in
            for file in files {
                group.addTask { try? log.note(file) }
            }
        }
        #expect(try log.usedPaths().count == 50)
    }

    @Test func clearForgetsEverythingAndNotesAgainAfterwards() throws {
        let package = try TemporaryPackage()
        let log = SnapshotUsageLog(layout: package.layout)
        try log.note(package.snapshot("a"))
        try log.clear()
        #expect(try log.usedPaths().isEmpty)
        try log.note(package.snapshot("a"))
        #expect(try log.usedPaths() == ["__Snapshots__/LoginTests/a.txt"])
    }
}

@Suite struct SnapshotUsageLogFileTests {
    @Test func aNoteIsOnDiskWhenNoteReturns() throws {
        let package = try TemporaryPackage()
        let log = SnapshotUsageLog(layout: package.layout)
        try log.note(package.snapshot("first"))
        let file = log.directory.appendingPathComponent("process-\(ProcessInfo.processInfo.processIdentifier).log")
        #expect(package.contents(of: file) == "__Snapshots__/LoginTests/first.txt\n")
        try log.note(package.snapshot("second"))
        #expect(package.contents(of: file) == "__Snapshots__/LoginTests/first.txt\n__Snapshots__/LoginTests/second.txt\n")
    }

    @Test func aNoteAfterTheLogWasRemovedByAnotherProcessGoesToANewFile() throws {
        let package = try TemporaryPackage()
        let log = SnapshotUsageLog(layout: package.layout)
        try log.note(package.snapshot("before"))
        // What `stateful snapshots reset-usage` does from another process.
        try FileManager.default.removeItem(at: log.directory)
        try log.note(package.snapshot("after"))
        #expect(try log.usedPaths() == ["__Snapshots__/LoginTests/after.txt"])
    }

    @Test func logsOfTwoPackagesStaySeparate() throws {
        let first = try TemporaryPackage()
        let second = try TemporaryPackage()
        try SnapshotUsageLog(layout: first.layout).note(first.snapshot("a"))
        try SnapshotUsageLog(layout: second.layout).note(second.snapshot("b"))
        try SnapshotUsageLog(layout: first.layout).clear()
        #expect(try SnapshotUsageLog(layout: first.layout).usedPaths().isEmpty)
        #expect(try SnapshotUsageLog(layout: second.layout).usedPaths() == ["__Snapshots__/LoginTests/b.txt"])
        try SnapshotUsageLog(layout: second.layout).note(second.snapshot("c"))
        #expect(try SnapshotUsageLog(layout: second.layout).usedPaths()
            == ["__Snapshots__/LoginTests/b.txt", "__Snapshots__/LoginTests/c.txt"])
    }
}
