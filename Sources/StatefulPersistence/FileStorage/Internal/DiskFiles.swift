import Foundation
import Stateful

/// Files on disk: the app's.
///
/// A save hands its data to a writer (a serial queue) that writes the
/// newest data of each file atomically: a burst of saves is one write, and
/// the file always holds one whole value. Changes made by other programs
/// are seen through a watcher of each file's folder, whose events are
/// handled on a second serial queue: each watched file of the folder is
/// read, and its watchers are told when it holds something other than what
/// this process last wrote or saw there.
///
/// The app's own writes must never come back as changes from another
/// program, or an older value would undo newer changes in memory. So a
/// file is not looked at while a save of it waits or is being written, and
/// a look that a write of this process overtook (between reading the file
/// and comparing it) is dropped; every write then looks at its file once
/// more, so a change another program made meanwhile is still seen.
final class DiskFiles: FileBackend {
    private struct State {
        /// Saves not yet written, by path: the newest data only.
        var pending: [String: (url: URL, data: Data)] = [:]
        /// The data being written now, by path.
        var writing: [String: Data] = [:]
        /// What this process last wrote to, or saw in, each file.
        var known: [String: FileContents] = [:]
        /// How many writes of saves this process finished: a look at a
        /// file during which it changed is dropped.
        var writes = 0
        /// Writes that failed in the background, thrown by the next save.
        var writeFailures: [String: SharedFileError] = [:]
        var watchers = FileWatchers()
        /// The watcher of each watched file's folder, by the folder's path.
        var folders: [String: FolderWatcher] = [:]

        /// Whether a save of `path` waits or is being written.
        func isWriting(_ path: String) -> Bool {
            pending[path] != nil || writing[path] != nil
        }
    }

    let failures = Protected<[SharedFileSystem.Operation: String]>([:])
    // Guards everything in `State`.
    private let state = Protected(State())
    /// Where files are written, one at a time, in order.
    private let writer = DispatchQueue(label: "Stateful.SharedFileSystem.writer")
    /// Where files are looked at after a change, and their watchers told,
    /// one at a time, in order.
    private let watching = DispatchQueue(label: "Stateful.SharedFileSystem.watcher")
    private let onWatchingQueue = DispatchSpecificKey<Bool>()

    init() {
        watching.setSpecific(key: onWatchingQueue, value: true)
    }

    func contents(of url: URL) throws(SharedFileError) -> Data? {
        try checkFailure(.reading, url)
        let path = FilePath.key(url)
        if let data = state.withLock({ $0.pending[path]?.data ?? $0.writing[path] }) { return data }
        return try FileContents.read(url).data()
    }

    func save(_ data: Data, to url: URL) throws(SharedFileError) {
        try checkFailure(.writing, url)
        let path = FilePath.key(url)
        let (schedule, failure) = state.withLock { state -> (Bool, SharedFileError?) in
            let schedule = state.pending[path] == nil
            state.pending[path] = (url, data)
            return (schedule, state.writeFailures.removeValue(forKey: path))
        }
        // The block holds the files strongly: a save is written even if
        // the storage is released meanwhile.
        if schedule { writer.async { self.writePending(path) } }
        if let failure { throw failure }
    }

    func write(_ data: Data, to url: URL) throws(SharedFileError) {
        try checkFailure(.writing, url)
        let path = FilePath.key(url)
        // On the writer, so that no save written later replaces it: this
        // write is newer than any save still waiting, which is dropped.
        let outcome: Result<Void, SharedFileError> = writer.sync {
            state.withLock { _ = $0.pending.removeValue(forKey: path) }
            return Result { () throws(SharedFileError) in try Self.writeAtomically(data, to: url) }
        }
        try outcome.get()
        lookAtOnce(path)
    }

    func remove(_ url: URL) throws(SharedFileError) {
        try checkFailure(.writing, url)
        let path = FilePath.key(url)
        let outcome: Result<Void, SharedFileError> = writer.sync {
            state.withLock { _ = $0.pending.removeValue(forKey: path) }
            return Result { () throws(SharedFileError) in try Self.removeFile(url) }
        }
        try outcome.get()
        lookAtOnce(path)
    }

    func watch(_ url: URL, onChange: @escaping FileWatcher) -> SharedSubscription {
        let path = FilePath.key(url)
        let folder = url.standardizedFileURL.deletingLastPathComponent()
        let folderPath = FilePath.key(folder)
        let current = FileContents.read(url)
        let (id, needsFolderWatcher) = state.withLock { state -> (Int, Bool) in
            if state.known[path] == nil { state.known[path] = current }
            return (state.watchers.add(onChange, for: path), state.folders[folderPath] == nil)
        }
        if needsFolderWatcher, let watcher = FolderWatcher(folder: folder, queue: watching, onEvent: { [weak self] in
            self?.folderChanged(folderPath)
        }) {
            let extra = state.withLock { state -> FolderWatcher? in
                if state.folders[folderPath] != nil { return watcher }
                state.folders[folderPath] = watcher
                return nil
            }
            extra?.cancel()
        }
        return SharedSubscription { [weak self] in
            guard let self else { return }
            let unused = state.withLock { state -> FolderWatcher? in
                state.watchers.remove(id, for: path)
                let stillWatched = state.watchers.paths.contains { Self.folder(of: $0) == folderPath }
                return stillWatched ? nil : state.folders.removeValue(forKey: folderPath)
            }
            unused?.cancel()
        }
    }

    func flush() {
        writer.sync {}
        // The look each write takes at its file afterwards.
        lookAtOnce(nil)
    }

    // MARK: Writing

    /// Writes the newest pending data of `path`, then looks at the file.
    private func writePending(_ path: String) {
        guard let (url, data) = state.withLock({ state -> (URL, Data)? in
            guard let pending = state.pending.removeValue(forKey: path) else { return nil }
            state.writing[path] = pending.data
            return (pending.url, pending.data)
        }) else { return }
        let failure: SharedFileError?
        do throws(SharedFileError) {
            try Self.writeAtomically(data, to: url)
            failure = nil
        } catch {
            failure = error
        }
        // After a failed write the file is as it was: what it holds now is known.
        let after = failure == nil ? FileContents.data(data) : FileContents.read(url)
        state.withLock { state in
            state.writing[path] = nil
            state.writes += 1
            state.known[path] = after
            state.writeFailures[path] = failure
        }
        watching.async { [weak self] in self?.look(at: path) }
    }

    /// Writes `data` to a temporary file beside `url`, then renames it over
    /// `url`: a reader sees the old value or the new one, never a part.
    private static func writeAtomically(_ data: Data, to url: URL) throws(SharedFileError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw SharedFileError.unwritable(file: url.lastPathComponent, reason: FileReason.text(of: error))
        }
    }

    /// Removes the file at `url`; nothing when there is none.
    private static func removeFile(_ url: URL) throws(SharedFileError) {
        guard case .some = try? url.checkResourceIsReachable() else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw SharedFileError.unwritable(file: url.lastPathComponent, reason: FileReason.text(of: error))
        }
    }

    // MARK: Watching

    /// Looks at `path` (or only waits for the looks already asked, for
    /// `nil`) on the watching queue, and returns once its watchers are told.
    private func lookAtOnce(_ path: String?) {
        if DispatchQueue.getSpecific(key: onWatchingQueue) == true {
            if let path { look(at: path) }
        } else {
            watching.sync { if let path { look(at: path) } }
        }
    }

    /// A watched folder changed: looks at each watched file in it.
    private func folderChanged(_ folderPath: String) {
        let paths = state.withLock { state in state.watchers.paths.filter { Self.folder(of: $0) == folderPath } }
        for path in paths.sorted() { look(at: path) }
    }

    /// Reads the file at `path` and tells its watchers when it holds
    /// something other than what this process last wrote or saw there.
    /// Nothing while a save of it waits or is being written, or when one was
    /// written while reading: each write looks again once it is done.
    /// Runs on the watching queue.
    private func look(at path: String) {
        guard let writes = state.withLock({ state -> Int? in
            state.watchers.of(path).isEmpty || state.isWriting(path) ? nil : state.writes
        }) else { return }
        let contents = FileContents.read(URL(fileURLWithPath: path))
        let watchers = state.withLock { state -> [FileWatcher] in
            guard state.writes == writes, !state.isWriting(path), state.known[path] != contents else { return [] }
            state.known[path] = contents
            return state.watchers.of(path)
        }
        for watcher in watchers { watcher(contents.result) }
    }

    private static func folder(of path: String) -> String {
        FilePath.key(URL(fileURLWithPath: path).deletingLastPathComponent())
    }
}

/// What a file holds, as read from disk.
enum FileContents: Equatable, Sendable {
    /// There is no file.
    case missing
    /// The file's bytes.
    case data(Data)
    /// There is something that cannot be read as a file.
    case unreadable(SharedFileError)

    /// Reads the file at `url`.
    static func read(_ url: URL) -> FileContents {
        let path = url.path(percentEncoded: false)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .missing }
        if isFolder.boolValue { return .unreadable(.unreadable(file: url.lastPathComponent, reason: "it is a folder")) }
        do {
            return .data(try Data(contentsOf: url))
        } catch {
            // Removed between the two calls: missing.
            if !FileManager.default.fileExists(atPath: path) { return .missing }
            return .unreadable(.unreadable(file: url.lastPathComponent, reason: FileReason.text(of: error)))
        }
    }

    /// The bytes, `nil` when missing; throws when unreadable.
    func data() throws(SharedFileError) -> Data? {
        try result.get()
    }

    /// What a watcher is told.
    var result: Result<Data?, SharedFileError> {
        switch self {
        case .missing: .success(nil)
        case .data(let data): .success(data)
        case .unreadable(let error): .failure(error)
        }
    }
}
