import Foundation
import Stateful

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A record, kept outside the tracked tree, of which snapshot files the
/// assertions used, so that files no assertion uses any more (orphans) can be
/// found after a full test run.
///
/// Each process appends to its own file, `<directory>/process-<pid>.log`, one
/// path (relative to the package root) per line, so test processes running in
/// parallel never write to the same file. Within a process, a lock serialises
/// writes and each path is noted once: its first note appends it at once (one
/// `write` to a file kept open), later notes cost a set lookup.
/// ``usedPaths()`` reads the union of all files; ``clear()`` removes them — do
/// that before a full run, so that snapshots used only by earlier runs count
/// as orphans.
///
/// ```swift
/// let layout = try SnapshotLayout(containing: #filePath)
/// let log = SnapshotUsageLog(layout: layout)
/// try log.note(layout.snapshotFile(testFilePath: #filePath, testName: #function, snapshotName: nil))
/// try log.usedPaths()   // ["__Snapshots__/ProfileTests/emptyProfile.txt"]
/// ```
public struct SnapshotUsageLog: Sendable {
    /// The layout whose package root the noted paths are relative to.
    public let layout: SnapshotLayout
    /// The directory holding the per-process log files.
    public let directory: URL
    /// `directory.path`, worked out once.
    private let directoryPath: String

    /// A log in `directory`, or in ``SnapshotLayout/usageDirectory`` (under `.build/`) by default.
    public init(layout: SnapshotLayout, directory: URL? = nil) {
        self.layout = layout
        self.directory = directory ?? layout.usageDirectory
        directoryPath = self.directory.path
    }

    /// Notes that an assertion used `snapshot`.
    ///
    /// - Throws: ``SnapshotError/writeFailed(path:reason:)`` when the log cannot be written.
    public func note(_ snapshot: URL) throws(SnapshotError) {
        try note(relativePath: layout.relativePath(of: snapshot))
    }

    /// Notes `entry`, a snapshot's path relative to the package root.
    ///
    /// A path this process already noted costs a set lookup. A new one is
    /// appended at once with a single `write` to the log file, which stays
    /// open for the rest of the process (and is opened again if something
    /// removed it meanwhile), so that a process that dies later loses nothing.
    func note(relativePath entry: String) throws(SnapshotError) {
        let logFile = directoryPath + "/process-\(getpid()).log"
        let key = logFile + "\n" + entry
        try Self.state.withLock { state throws(SnapshotError) in
            guard !state.noted.contains(key) else { return }
            try state.append(entry + "\n", to: logFile, creating: directory)
            state.noted.insert(key)
        }
    }

    /// Notes that this test process belongs to a run of only some of the
    /// tests, when the `swift test` that started it (or, run otherwise, its
    /// own arguments) says so (``testSelection(in:runner:)``): after such a
    /// run, the snapshots of the tests it skipped look orphaned, and
    /// ``filteredRuns()`` says so. Worked out and noted once per process.
    ///
    /// - Throws: ``SnapshotError/writeFailed(path:reason:)`` when the log cannot be written.
    public func noteTestSelection() throws(SnapshotError) {
        guard let selection = Self.processSelection else { return }
        try note(relativePath: Self.filteredRunPrefix + selection)
    }

    /// Notes the selection that `arguments` (a test process's) and
    /// `runnerArguments` (the `swift test` that started it, without the
    /// program) make, as ``noteTestSelection()`` notes this process's.
    ///
    /// - Parameters:
    ///   - arguments: The test process's arguments, its executable first.
    ///   - runnerArguments: The arguments of `swift test`, if it started the process.
    /// - Throws: ``SnapshotError/writeFailed(path:reason:)`` when the log cannot be written.
    public func noteTestSelection(arguments: [String], runnerArguments: [String]? = nil) throws(SnapshotError) {
        guard let selection = Self.testSelection(in: arguments, runner: runnerArguments) else { return }
        try note(relativePath: Self.filteredRunPrefix + selection)
    }

    /// This process's selection, worked out once.
    private static let processSelection: String? = testSelection(
        in: CommandLine.arguments, runner: SwiftTestInvocation.arguments)

    /// The tests a test process was told to run, if it was told to run only
    /// some: the `--filter X` and `--skip X` that `swift test --filter X`
    /// passes on to the swift-testing process; `nil` for a whole run.
    ///
    /// ```swift
    /// SnapshotUsageLog.testSelection(in: ["PackageTests.xctest", "--filter", "ScreenTests", "--testing-library", "swift-testing"])
    /// // "--filter ScreenTests"
    /// SnapshotUsageLog.testSelection(in: ["PackageTests.xctest", "--testing-library", "swift-testing"])   // nil
    /// ```
    ///
    /// - Parameter arguments: A test process's arguments, its executable first.
    public static func testSelection(in arguments: [String]) -> String? {
        testSelection(in: arguments, runner: nil)
    }

    /// The selection of a test run, or `nil` for a whole run.
    ///
    /// With `runner`, the arguments of the `swift test` that started the
    /// process (without the program), the run is judged by them alone, for
    /// every process of it alike: `--filter`, `-s`/`--specifier`, `--skip`,
    /// `--disable-xctest` and `--disable-swift-testing` make it partial,
    /// whichever library's tests they name or leave out. (SwiftPM names
    /// each XCTest test a process runs in its arguments under `--parallel`
    /// too, so a process's own arguments cannot tell.)
    ///
    /// Without it (a test bundle run by Xcode or by hand), the process's own
    /// arguments are read: Swift Testing's `--filter` and `--skip`, and the
    /// tests an XCTest bundle is told to run (`-XCTest NAMES`, or names after
    /// a `.xctest` executable).
    ///
    /// ```swift
    /// SnapshotUsageLog.testSelection(in: ["T.xctest", "App.ProfileTests/testEmpty"], runner: ["--parallel"])   // nil
    /// SnapshotUsageLog.testSelection(in: ["T.xctest", "App.ProfileTests/testEmpty"], runner: ["--filter", "ProfileTests/testEmpty"])
    /// // "--filter ProfileTests/testEmpty"
    /// SnapshotUsageLog.testSelection(in: ["T.xctest", "App.ProfileTests/testEmpty"], runner: nil)
    /// // "tests named on the command line: App.ProfileTests/testEmpty"
    /// ```
    ///
    /// - Parameters:
    ///   - arguments: A test process's arguments, its executable first.
    ///   - runner: The arguments of the `swift test` that started it, if known.
    public static func testSelection(in arguments: [String], runner: [String]?) -> String? {
        var selection: [String] = []
        if let runner {
            var index = 0
            while index < runner.count {
                let argument = runner[index]
                if ["--filter", "--skip", "-s", "--specifier"].contains(argument) {
                    selection += [argument, index + 1 < runner.count ? runner[index + 1] : ""]
                    index += 2
                    continue
                }
                if argument.hasPrefix("--filter=") || argument.hasPrefix("--skip=") || argument.hasPrefix("--specifier=")
                    || argument == "--disable-xctest" || argument == "--disable-swift-testing"
                {
                    selection.append(argument)
                }
                index += 1
            }
        } else {
            let isXCTestBundle = arguments.first?.hasSuffix(".xctest") == true
            var index = 1
            var named: [String] = []
            while index < arguments.count {
                let argument = arguments[index]
                if argument == "--filter" || argument == "--skip" {
                    selection += [argument, index + 1 < arguments.count ? arguments[index + 1] : ""]
                    index += 2
                    continue
                }
                if argument == "-XCTest", index + 1 < arguments.count {
                    if !["All", "Self"].contains(arguments[index + 1]) { named.append(arguments[index + 1]) }
                    index += 2
                    continue
                }
                if argument.hasPrefix("--filter=") || argument.hasPrefix("--skip=") {
                    selection.append(argument)
                } else if argument == "--testing-library" {
                    index += 1  // its value
                } else if isXCTestBundle, !argument.hasPrefix("-"), !arguments.contains("--testing-library") {
                    named.append(argument)
                }
                index += 1
            }
            if !named.isEmpty { selection.append("tests named on the command line: " + named.joined(separator: " ")) }
        }
        guard !selection.isEmpty else { return nil }
        let text = String(selection.joined(separator: " ").map { $0.isNewline ? " " : $0 })
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    /// Marks a line of a log that is not a path but a filtered run.
    static let filteredRunPrefix = "# filtered run: "

    /// Every path noted by any process since the last ``clear()``, sorted.
    ///
    /// - Throws: ``SnapshotError/unreadableFile(path:reason:)`` when a log cannot be read.
    public func usedPaths() throws(SnapshotError) -> [String] {
        try lines().filter { !$0.hasPrefix(Self.filteredRunPrefix) }
    }

    /// The test selections (``testSelection(in:)``) of the test processes
    /// that ran only some of the tests since the last ``clear()``, sorted:
    /// empty after whole runs only. While it is not empty, snapshots of the
    /// tests those runs skipped look orphaned.
    ///
    /// - Throws: ``SnapshotError/unreadableFile(path:reason:)`` when a log cannot be read.
    public func filteredRuns() throws(SnapshotError) -> [String] {
        try lines().filter { $0.hasPrefix(Self.filteredRunPrefix) }.map { String($0.dropFirst(Self.filteredRunPrefix.count)) }
    }

    /// Every distinct line of every log file, sorted.
    private func lines() throws(SnapshotError) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            return []
        }
        var used = Set<String>()
        for name in names where name.hasSuffix(".log") {
            let file = directory.appendingPathComponent(name, isDirectory: false)
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw .unreadableFile(path: file.path, reason: "the usage log cannot be read")
            }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                used.insert(String(line))
            }
        }
        return used.sorted()
    }

    /// Removes every log file, so that the next run starts from nothing.
    ///
    /// - Throws: ``SnapshotError/removeFailed(path:reason:)``.
    public func clear() throws(SnapshotError) {
        let prefix = directoryPath + "/"
        try Self.state.withLock { state throws(SnapshotError) in
            // Forget this process's open log files first: notes made after
            // clearing must go to a new file, not to a removed one.
            state.closeFiles { $0.hasPrefix(prefix) }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names where name.hasSuffix(".log") {
                let file = directory.appendingPathComponent(name, isDirectory: false)
                do {
                    try FileManager.default.removeItem(at: file)
                } catch {
                    throw .removeFailed(path: file.path, reason: "\(error.localizedDescription)")
                }
            }
            state.noted = state.noted.filter { !$0.hasPrefix(prefix) }
        }
    }

    /// What this process has written, shared by every log value.
    private static let state = Protected(WrittenLogs())
}

/// The log-file-and-path pairs this process already wrote, and the log files
/// it keeps open. Only used with `SnapshotUsageLog.state`'s lock held.
private struct WrittenLogs {
    /// `<log file>\n<relative path>` for every path written.
    var noted: Set<String> = []
    /// Open descriptors by log file path.
    var descriptors: [String: Int32] = [:]

    /// Appends `text` to `file` with one `write`, opening it (and creating
    /// `directory`) the first time, and again when it was removed since.
    mutating func append(_ text: String, to file: String, creating directory: URL) throws(SnapshotError) {
        let descriptor = try openLog(file, creating: directory)
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                closeFiles { $0 == file }
                throw .writeFailed(path: file, reason: reason)
            }
            written += count
        }
    }

    /// An open descriptor for `file`: the one kept open, unless the file was
    /// removed (it has no link left), else a new one.
    private mutating func openLog(_ file: String, creating directory: URL) throws(SnapshotError) -> Int32 {
        if let descriptor = descriptors[file] {
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_nlink > 0 { return descriptor }
            closeFiles { $0 == file }
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: file, reason: "cannot create directory \(directory.path)")
        }
        let descriptor = open(file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .writeFailed(path: file, reason: String(cString: strerror(errno)))
        }
        descriptors[file] = descriptor
        return descriptor
    }

    /// Closes and forgets the open log files whose path satisfies `matching`.
    mutating func closeFiles(_ matching: (String) -> Bool) {
        for (file, descriptor) in descriptors where matching(file) {
            close(descriptor)
            descriptors[file] = nil
        }
    }
}
