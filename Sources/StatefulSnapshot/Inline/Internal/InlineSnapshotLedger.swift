import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What every test process of one build knows about one source file's
/// inline snapshots, kept under the package's `.build/`: the bytes the file
/// had when the first of them read it (the source the tests were compiled
/// from, which `#line` and `#column` refer to), what was last written into
/// it, and every recording, in a journal that each process appends to.
///
/// With it, processes that run one test each (`swift test --parallel`)
/// all locate their calls in the same compiled source, whatever another
/// process wrote into the file meanwhile, and each write applies every
/// recording of the run, not only its own. A lock file serialises them.
struct InlineSnapshotLedger {
    /// The ledger's folder: `<package>/.build/stateful-snapshots/inline/<key>/`.
    let folder: URL

    /// What the ledger says of the file.
    struct Header: Codable, Equatable {
        var version = 1
        /// The source file, after links.
        var source: String
        /// The build the recordings belong to (``InlineSnapshotCompilation``).
        var build: String
        /// The file's identity when its bytes were kept.
        var original: InlineSourceFile.Identity
        /// The file's identity after the last write by a recorder.
        var written: InlineSourceFile.Identity?
    }

    /// One recording.
    struct Entry: Codable, Equatable {
        /// The test run that recorded it (the `swift test` process's id).
        var run: Int32
        var line: Int
        var column: Int
        var label: String
        var offset: Int
        var deprecatedLabels: [String]
        /// The text; `nil` removes the closure.
        var text: String?
        /// A hash of the call's source text in the original.
        var fingerprint: UInt64

        /// Which closure of which call it writes.
        var slot: Slot { Slot(line: line, column: column, label: label, offset: offset) }

        var syntax: InlineSnapshotSyntaxDescriptor {
            InlineSnapshotSyntaxDescriptor(
                deprecatedTrailingClosureLabels: deprecatedLabels, trailingClosureLabel: label, trailingClosureOffset: offset)
        }
    }

    /// One closure of one call: a call may hold several snapshots, one per closure.
    struct Slot: Hashable {
        var line: Int
        var column: Int
        var label: String
        var offset: Int
    }

    /// The ledger of the file at `resolvedPath` of the package at `packageRoot`.
    init(resolvedPath: String, packageRoot: URL) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in resolvedPath.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let name = ((resolvedPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let key = SnapshotPathComponent.sanitized(name) + "-" + String(hash, radix: 16)
        folder = packageRoot
            .appendingPathComponent(".build/stateful-snapshots/inline", isDirectory: true)
            .appendingPathComponent(key, isDirectory: true)
    }

    private var headerFile: URL { folder.appendingPathComponent("ledger.json") }
    private var originalFile: URL { folder.appendingPathComponent("original") }
    private var journalFile: URL { folder.appendingPathComponent("journal") }

    /// Runs `body` holding the ledger's lock, which other processes wait for.
    func withLock<T>(path: String, _ body: () throws(InlineSnapshotError) -> T) throws(InlineSnapshotError) -> T {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .fileFailed(path: path, reason: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        let lock = open(folder.appendingPathComponent("lock").path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard lock >= 0 else {
            throw .fileFailed(path: path, reason: "cannot open the lock of \(folder.path): \(FileStatus.systemError())")
        }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .fileFailed(path: path, reason: "cannot lock \(folder.path): \(FileStatus.systemError())")
            }
        }
        defer { flock(lock, LOCK_UN) }
        return try body()
    }

    func header() -> Header? {
        guard let bytes = try? SnapshotFile.readBytes(headerFile) else { return nil }
        return try? JSONDecoder().decode(Header.self, from: Data(bytes))
    }

    func write(_ header: Header, path: String) throws(InlineSnapshotError) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try SnapshotFile.writeBytes(Array(try encoder.encode(header)), to: headerFile)
        } catch let error as SnapshotError {
            throw .fileFailed(path: path, reason: error.description)
        } catch {
            throw .fileFailed(path: path, reason: "\(error)")
        }
    }

    func original() -> [UInt8]? {
        try? SnapshotFile.readBytes(originalFile)
    }

    /// Starts the ledger over for a new build: the original bytes and their identity.
    func start(_ header: Header, original bytes: [UInt8], path: String) throws(InlineSnapshotError) {
        try? FileManager.default.removeItem(at: journalFile)
        do {
            try SnapshotFile.writeBytes(bytes, to: originalFile)
        } catch {
            throw .fileFailed(path: path, reason: error.description)
        }
        try write(header, path: path)
    }

    /// Every recording in the journal, in the order they were added.
    func entries() -> [Entry] {
        guard let bytes = try? SnapshotFile.readBytes(journalFile) else { return [] }
        let decoder = JSONDecoder()
        return bytes.split(separator: 0x0A).compactMap { try? decoder.decode(Entry.self, from: Data($0)) }
    }

    /// Adds recordings to the journal.
    func append(_ entries: [Entry], path: String) throws(InlineSnapshotError) {
        guard !entries.isEmpty else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var bytes: [UInt8] = []
        for entry in entries {
            guard let line = try? encoder.encode(entry) else { continue }
            bytes += Array(line) + [0x0A]
        }
        let file = open(journalFile.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard file >= 0 else { throw .fileFailed(path: path, reason: "cannot open \(journalFile.path): \(FileStatus.systemError())") }
        defer { close(file) }
        do {
            try AtomicWrite.writeAll(bytes, to: file, naming: journalFile.path)
        } catch {
            throw .fileFailed(path: path, reason: error.description)
        }
    }
}
