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
/// writes and each path is noted once. ``usedPaths()`` reads the union of all
/// files; ``clear()`` removes them — do that before a full run, so that
/// snapshots used only by earlier runs count as orphans.
///
/// ```swift
/// let log = SnapshotUsageLog(layout: layout)
/// try log.note(layout.snapshotFile(testFilePath: #filePath, testName: #function, snapshotName: nil))
/// try log.usedPaths()   // ["__Snapshots__/ProfileTests/emptyProfile.txt"]
/// ```
public struct SnapshotUsageLog: Sendable {
    /// The layout whose package root the noted paths are relative to.
    public let layout: SnapshotLayout
    /// The directory holding the per-process log files.
    public let directory: URL

    /// A log in `directory`, or in ``SnapshotLayout/usageDirectory`` (under `.build/`) by default.
    public init(layout: SnapshotLayout, directory: URL? = nil) {
        self.layout = layout
        self.directory = directory ?? layout.usageDirectory
    }

    /// Notes that an assertion used `snapshot`.
    ///
    /// - Throws: ``SnapshotError/writeFailed(path:reason:)`` when the log cannot be written.
    public func note(_ snapshot: URL) throws(SnapshotError) {
        let entry = layout.relativePath(of: snapshot)
        let logFile = directory.appendingPathComponent(
            "process-\(ProcessInfo.processInfo.processIdentifier).log", isDirectory: false)
        try Self.noted.withLock { noted throws(SnapshotError) in
            let key = logFile.path + "\n" + entry
            guard !noted.contains(key) else { return }
            try Self.append(entry + "\n", to: logFile, creating: directory)
            noted.insert(key)
        }
    }

    /// Every path noted by any process since the last ``clear()``, sorted.
    ///
    /// - Throws: ``SnapshotError/unreadableFile(path:reason:)`` when a log cannot be read.
    public func usedPaths() throws(SnapshotError) -> [String] {
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
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasSuffix(".log") {
            let file = directory.appendingPathComponent(name, isDirectory: false)
            do {
                try FileManager.default.removeItem(at: file)
            } catch {
                throw .removeFailed(path: file.path, reason: "\(error.localizedDescription)")
            }
        }
        Self.noted.withLock { noted in
            noted = noted.filter { !$0.hasPrefix(directory.path + "/") }
        }
    }

    /// Log-file-and-path pairs already written by this process.
    private static let noted = Protected<Set<String>>([])

    private static func append(_ text: String, to file: URL, creating directory: URL) throws(SnapshotError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: file.path, reason: "cannot create directory \(directory.path)")
        }
        let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else {
            throw .writeFailed(path: file.path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            throw .writeFailed(path: file.path, reason: String(cString: strerror(errno)))
        }
    }
}
