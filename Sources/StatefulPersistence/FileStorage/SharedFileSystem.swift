import Foundation
import Stateful

/// The files the `.fileStorage` keys of one ``/Stateful/SharedStorage``
/// read and write: the disk for an app's storage, memory for a test's, a
/// preview's or a flow's (``isInMemory``).
///
/// A test reaches it to put a file in place before the State is made, to
/// read what was saved, to change a file as another program would (every
/// `@Shared` of that file loads it again), or to make reading or writing
/// fail:
///
/// ```swift
/// @Test(.dependencies) func savedNotesAreLoaded() throws {
///     let files = SharedFileSystem.of(Dependencies.current.sharedStorage)
///     try files.write(Data(#"[{"id": 1, "text": "Milk"}]"#.utf8), to: .notes)   // before the State is made
///     let state = NotesList.State()
///     #expect(state.notes.count == 1)
///     files.fail(.writing, because: "the disk is full")
///     state.$notes.withLock { $0.removeAll() }
///     #expect(state.$notes.saveError != nil)
/// }
/// ```
///
/// On disk, a save hands the file's newest contents to a writer that
/// writes them in the background, atomically (to a temporary file renamed
/// over the file), so a burst of changes is one write and a reader never
/// sees half a file; ``/Stateful/SharedStorage/flush()`` writes what is
/// waiting at once, and ``contents(of:)`` reads a save not yet written as
/// written. A change another program makes is seen through a watcher of
/// the file's folder (inotify on Linux, a dispatch source on Apple
/// platforms): a file written, replaced, created or removed; on Apple
/// platforms a file edited in place, without being replaced, is seen at the
/// next change of its folder or on ``/Stateful/Shared/reload()``.
///
/// In memory, every operation is done at once, and a change made with
/// ``write(_:to:)`` or ``removeItem(at:)`` has reached every `@Shared` of
/// the file when it returns.
public final class SharedFileSystem: Sendable {
    /// What ``fail(_:because:)`` makes fail.
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
    /// asks for it — on disk when the storage is ``/Stateful/SharedStorage/live``
    /// in an app, in memory otherwise — and shared by every storage
    /// ``/Stateful/SharedStorage/relaunched()`` from it.
    ///
    /// ```swift
    /// let files = SharedFileSystem.of(Dependencies.current.sharedStorage)
    /// ```
    public static func of(_ storage: SharedStorage) -> SharedFileSystem {
        storage.resource(SharedFileSystem.self) { storage in
            made(backend: storage.isInMemory ? MemoryFiles() : DiskFiles(), in: storage)
        }
    }

    /// The file system of `storage` on disk, even when the storage keeps
    /// everything else in memory: for the tests of the disk files. Call it
    /// before anything uses the storage's files.
    package static func onDisk(in storage: SharedStorage) -> SharedFileSystem {
        storage.resource(SharedFileSystem.self) { storage in made(backend: DiskFiles(), in: storage) }
    }

    private static func made(backend: FileBackend, in storage: SharedStorage) -> SharedFileSystem {
        let files = SharedFileSystem(backend: backend)
        storage.onFlush { files.backend.flush() }
        return files
    }

    /// Whether its files are kept in memory rather than on disk: in a test,
    /// a preview or a flow.
    public var isInMemory: Bool { backend is MemoryFiles }

    /// The contents of the file at `url`, `nil` when there is none; a save
    /// not yet written is read as written.
    ///
    /// - Throws: ``SharedFileError/unreadable(file:reason:)`` when it cannot
    ///   be read (a folder has its name, no permission, a failure set with
    ///   ``fail(_:because:)``).
    public func contents(of url: URL) throws -> Data? {
        try backend.contents(of: url)
    }

    /// Writes `data` to `url` as another program would, replacing a save
    /// not yet written: every `@Shared` of that file has loaded it (or holds
    /// the ``/Stateful/Shared/loadError`` of it) when this returns.
    ///
    /// - Throws: ``SharedFileError/unwritable(file:reason:)`` when it cannot
    ///   be written.
    public func write(_ data: Data, to url: URL) throws {
        try backend.write(data, to: url)
    }

    /// Removes the file at `url` as another program would, with any save of
    /// it not yet written: every `@Shared` of that file holds its default
    /// value again when this returns. Nothing happens when there is no file.
    ///
    /// - Throws: ``SharedFileError/unwritable(file:reason:)`` when it cannot
    ///   be removed.
    public func removeItem(at url: URL) throws {
        try backend.remove(url)
    }

    /// Makes `operation` fail from now on, with `reason`, as a full disk or
    /// a missing permission would; `nil` makes it work again. For tests and
    /// flows of what an app shows when it cannot save or load.
    ///
    /// ```swift
    /// let files = SharedFileSystem.of(Dependencies.current.sharedStorage)
    /// files.fail(.writing, because: "the disk is full")
    /// // every save now fails: `$notes.saveError` is
    /// // SharedFileError.unwritable(file: "notes.json", reason: "the disk is full")
    /// files.fail(.writing, because: nil)
    /// ```
    public func fail(_ operation: Operation, because reason: String?) {
        backend.failures.withLock { $0[operation] = reason }
    }

    // MARK: What the file strategy uses

    /// Stores `data` as the key's save: at once in memory, through the
    /// coalescing writer on disk.
    func save(_ data: Data, to url: URL) throws(SharedFileError) {
        try backend.save(data, to: url)
    }

    /// Calls `onChange` with the file's new contents (`nil`: removed) when
    /// another program changes it.
    func watch(_ url: URL, onChange: @escaping FileWatcher) -> SharedSubscription {
        backend.watch(url, onChange: onChange)
    }
}
