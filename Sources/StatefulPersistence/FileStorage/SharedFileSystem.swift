import Foundation
import Stateful

/// The files the file strategy (`.fileStorage(url)`) of one
/// ``/Stateful/SharedStorage`` reads and writes: the disk for the app's
/// storage, memory for a test's, a preview's or a flow's.
///
/// A test reaches it to put a file in place before the State is made, to
/// read what was saved, or to change a file as another program would (the
/// `@Shared` values of that file load it again):
///
/// ```swift
/// let files = SharedFileSystem.of(Dependencies.current.sharedStorage)
/// try files.write(Data("[]".utf8), to: url)          // before the State is made
/// …
/// #expect(try files.contents(of: url) == expected)   // what the app saved
/// ```
///
/// On disk, saves are coalesced: a save hands the value to a writer that
/// writes the newest value of each file, atomically (a temporary file
/// renamed over it), so a burst of changes is one write; ``/Stateful/SharedStorage/flush()``
/// writes what is pending at once. In memory, a save is stored at once.
/// Changes made to a file by another program are seen and loaded: on Linux
/// through inotify, on Apple platforms through a dispatch source on the
/// file's folder.
public final class SharedFileSystem: Sendable {
    /// Which operation ``fail(_:because:)`` makes fail.
    public enum Operation: Sendable, Hashable {
        /// Reading a file: loading a value.
        case reading
        /// Writing a file: saving a value.
        case writing
    }

    private let backend: FileBackend

    private init(backend: FileBackend) {
        self.backend = backend
    }

    /// The file system of `storage`: made the first time a file key or this
    /// asks for it, kept by every storage relaunched from it.
    public static func of(_ storage: SharedStorage) -> SharedFileSystem {
        storage.resource(SharedFileSystem.self) { storage in
            let files = SharedFileSystem(backend: storage.isInMemory ? MemoryFiles() : DiskFiles())
            storage.onFlush { files.backend.flush() }
            return files
        }
    }

    /// Whether its files are in memory rather than on disk.
    public var isInMemory: Bool { backend is MemoryFiles }

    /// The contents of the file at `url`, `nil` when there is none; a save
    /// not yet written counts as written.
    ///
    /// - Throws: ``SharedFileError/unreadable(file:reason:)`` when it cannot
    ///   be read (a folder, no permission, a failure set with
    ///   ``fail(_:because:)``).
    public func contents(of url: URL) throws -> Data? {
        try backend.contents(of: url)
    }

    /// Writes `data` to `url` as another program would: every `@Shared`
    /// of that file loads it again.
    ///
    /// - Throws: ``SharedFileError/unwritable(file:reason:)`` when it cannot
    ///   be written.
    public func write(_ data: Data, to url: URL) throws {
        try backend.write(data, to: url, notify: true)
    }

    /// Removes the file at `url`, as another program would: every `@Shared`
    /// of that file goes back to its default value.
    public func removeItem(at url: URL) throws {
        try backend.remove(url)
    }

    /// Makes `operation` fail from now on, as a full disk or a missing
    /// permission would, with `reason` (`nil`: it works again). For tests
    /// and flows of what an app does when it cannot save or load.
    ///
    /// ```swift
    /// files.fail(.writing, because: "the disk is full")
    /// ```
    public func fail(_ operation: Operation, because reason: String?) {
        backend.failures.withLock { $0[operation] = reason }
    }

    // MARK: What the file strategy uses

    /// Stores `data` as the key's save: at once in memory, through the
    /// coalescing writer on disk.
    func save(_ data: Data, to url: URL) throws {
        try backend.save(data, to: url)
    }

    /// Calls `onChange` with the file's new contents (`nil`: removed) when
    /// another program changes it.
    func watch(_ url: URL, onChange: @escaping @Sendable (Data?) -> Void) -> SharedSubscription {
        backend.watch(url, onChange: onChange)
    }
}

/// What a file system does, in memory or on disk.
protocol FileBackend: AnyObject, Sendable {
    var failures: Protected<[SharedFileSystem.Operation: String]> { get }
    func contents(of url: URL) throws -> Data?
    func write(_ data: Data, to url: URL, notify: Bool) throws
    func save(_ data: Data, to url: URL) throws
    func remove(_ url: URL) throws
    func watch(_ url: URL, onChange: @escaping @Sendable (Data?) -> Void) -> SharedSubscription
    func flush()
}

extension FileBackend {
    /// Throws the failure set for `operation`, if any.
    func checkFailure(_ operation: SharedFileSystem.Operation, _ url: URL) throws {
        guard let reason = failures.withLock({ $0[operation] }) else { return }
        let file = url.lastPathComponent
        switch operation {
        case .reading: throw SharedFileError.unreadable(file: file, reason: reason)
        case .writing: throw SharedFileError.unwritable(file: file, reason: reason)
        }
    }
}

/// Files kept in memory: a test's, a preview's, a flow's.
final class MemoryFiles: FileBackend {
    private struct State {
        var files: [String: Data] = [:]
        var watchers: [String: [Int: @Sendable (Data?) -> Void]] = [:]
        var nextWatcher = 0
    }

    let failures = Protected<[SharedFileSystem.Operation: String]>([:])
    // Guards the files and the watchers.
    private let state = Protected(State())

    func contents(of url: URL) throws -> Data? {
        try checkFailure(.reading, url)
        return state.withLock { $0.files[FilePath.key(url)] }
    }

    func write(_ data: Data, to url: URL, notify: Bool) throws {
        try checkFailure(.writing, url)
        let path = FilePath.key(url)
        let watchers = state.withLock { state -> [@Sendable (Data?) -> Void] in
            state.files[path] = data
            return notify ? inOrder(state.watchers[path]) : []
        }
        for watcher in watchers { watcher(data) }
    }

    func save(_ data: Data, to url: URL) throws {
        try write(data, to: url, notify: false)
    }

    func remove(_ url: URL) throws {
        try checkFailure(.writing, url)
        let path = FilePath.key(url)
        let watchers = state.withLock { state -> [@Sendable (Data?) -> Void] in
            state.files[path] = nil
            return inOrder(state.watchers[path])
        }
        for watcher in watchers { watcher(nil) }
    }

    func watch(_ url: URL, onChange: @escaping @Sendable (Data?) -> Void) -> SharedSubscription {
        let path = FilePath.key(url)
        let id = state.withLock { state -> Int in
            defer { state.nextWatcher += 1 }
            state.watchers[path, default: [:]][state.nextWatcher] = onChange
            return state.nextWatcher
        }
        return SharedSubscription { [weak self] in
            self?.state.withLock { _ = $0.watchers[path]?.removeValue(forKey: id) }
        }
    }

    func flush() {}
}

/// How files are told apart: their standardized path.
enum FilePath {
    static func key(_ url: URL) -> String {
        url.standardizedFileURL.path(percentEncoded: false)
    }
}

/// The watchers registered, oldest first.
func inOrder<Watcher>(_ watchers: [Int: Watcher]?) -> [Watcher] {
    guard let watchers else { return [] }
    return watchers.keys.sorted().compactMap { watchers[$0] }
}
