import Foundation
import Stateful

/// What a file system does, in memory or on disk.
protocol FileBackend: AnyObject, Sendable {
    /// The failures set with `SharedFileSystem.fail(_:because:)`, by operation.
    var failures: Protected<[SharedFileSystem.Operation: String]> { get }
    /// The file's contents, a save not yet written included; `nil` when there is none.
    func contents(of url: URL) throws(SharedFileError) -> Data?
    /// Writes the file as another program would, and tells its watchers.
    func write(_ data: Data, to url: URL) throws(SharedFileError)
    /// Removes the file as another program would, and tells its watchers.
    func remove(_ url: URL) throws(SharedFileError)
    /// Stores a key's save; tells no watcher (the saving value is already
    /// what it saves).
    func save(_ data: Data, to url: URL) throws(SharedFileError)
    /// Calls `onChange` when the file changes other than by a save, until
    /// the subscription is cancelled.
    func watch(_ url: URL, onChange: @escaping FileWatcher) -> SharedSubscription
    /// Writes every save still waiting.
    func flush()
}

/// What a watcher of a file is told: its new contents (`nil`: removed), or
/// why it cannot be read.
typealias FileWatcher = @Sendable (Result<Data?, SharedFileError>) -> Void

extension FileBackend {
    /// Throws the failure set for `operation`, if any.
    func checkFailure(_ operation: SharedFileSystem.Operation, _ url: URL) throws(SharedFileError) {
        guard let reason = failures.withLock({ $0[operation] }) else { return }
        let file = url.lastPathComponent
        switch operation {
        case .reading: throw SharedFileError.unreadable(file: file, reason: reason)
        case .writing: throw SharedFileError.unwritable(file: file, reason: reason)
        }
    }
}

/// How files are told apart: their standardized path.
enum FilePath {
    static func key(_ url: URL) -> String {
        url.standardizedFileURL.path(percentEncoded: false)
    }
}

/// The watchers of each file, in the order they were added.
struct FileWatchers {
    private var watchers: [String: [Int: FileWatcher]] = [:]
    private var next = 0

    /// Adds `watcher` for `path`; returns its id.
    mutating func add(_ watcher: @escaping FileWatcher, for path: String) -> Int {
        defer { next += 1 }
        watchers[path, default: [:]][next] = watcher
        return next
    }

    /// Removes the watcher `id` of `path`.
    mutating func remove(_ id: Int, for path: String) {
        watchers[path]?[id] = nil
        if watchers[path]?.isEmpty == true { watchers[path] = nil }
    }

    /// The watchers of `path`, oldest first.
    func of(_ path: String) -> [FileWatcher] {
        guard let byID = watchers[path] else { return [] }
        return byID.keys.sorted().compactMap { byID[$0] }
    }

    /// The paths watched.
    var paths: Dictionary<String, [Int: FileWatcher]>.Keys { watchers.keys }
}
