import Foundation
import Stateful

/// Files on disk: the app's. Saves go through a writer that writes the
/// newest value of each file, atomically, on a queue of its own; changes made
/// by other programs are seen through a watcher of each file's folder.
final class DiskFiles: FileBackend {
    private struct State {
        /// Saves not yet written, by path: the newest value only.
        var pending: [String: (url: URL, data: Data)] = [:]
        /// What this process believes each watched or written file holds:
        /// a change seen on disk that equals it is its own write.
        var known: [String: Data?] = [:]
        /// Writes that failed in the background, reported by the next save.
        var writeFailures: [String: SharedFileError] = [:]
        var watchers: [String: [Int: @Sendable (Data?) -> Void]] = [:]
        var folders: [String: FolderWatcher] = [:]
        var nextWatcher = 0
    }

    let failures = Protected<[SharedFileSystem.Operation: String]>([:])
    // Guards everything above but the queues.
    private let state = Protected(State())
    /// Where the files are written, one write at a time, in order.
    private let writer = DispatchQueue(label: "Stateful.SharedFileSystem.writer")
    /// Where the folder watchers' events are handled.
    private let watching = DispatchQueue(label: "Stateful.SharedFileSystem.watcher")

    func contents(of url: URL) throws -> Data? {
        try checkFailure(.reading, url)
        let path = FilePath.key(url)
        if let pending = state.withLock({ $0.pending[path] }) { return pending.data }
        return try Self.read(url)
    }

    func save(_ data: Data, to url: URL) throws {
        try checkFailure(.writing, url)
        let path = FilePath.key(url)
        let (schedule, failure) = state.withLock { state -> (Bool, SharedFileError?) in
            let schedule = state.pending[path] == nil
            state.pending[path] = (url, data)
            return (schedule, state.writeFailures.removeValue(forKey: path))
        }
        if schedule {
            writer.async { [weak self] in self?.writePending(path) }
        }
        if let failure { throw failure }
    }

    func write(_ data: Data, to url: URL, notify: Bool) throws {
        try checkFailure(.writing, url)
        try Self.writeAtomically(data, to: url)
        guard notify else { return }
        changed(FilePath.key(url), to: data)
    }

    func remove(_ url: URL) throws {
        try checkFailure(.writing, url)
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw SharedFileError.unwritable(file: url.lastPathComponent, reason: FileReason.text(of: error))
        }
        changed(FilePath.key(url), to: nil)
    }

    func watch(_ url: URL, onChange: @escaping @Sendable (Data?) -> Void) -> SharedSubscription {
        let path = FilePath.key(url)
        let folder = url.deletingLastPathComponent()
        let folderPath = FilePath.key(folder)
        let current = try? Self.read(url)
        let id = state.withLock { state -> Int in
            defer { state.nextWatcher += 1 }
            state.watchers[path, default: [:]][state.nextWatcher] = onChange
            if state.known[path] == nil { state.known[path] = current }
            return state.nextWatcher
        }
        let needsWatcher = state.withLock { $0.folders[folderPath] == nil }
        if needsWatcher, let watcher = FolderWatcher(folder: folder, queue: watching, onEvent: { [weak self] in
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
                state.watchers[path]?[id] = nil
                if state.watchers[path]?.isEmpty == true { state.watchers[path] = nil }
                let stillWatched = state.watchers.keys.contains { FilePath.key(URL(fileURLWithPath: $0).deletingLastPathComponent()) == folderPath }
                return stillWatched ? nil : state.folders.removeValue(forKey: folderPath)
            }
            unused?.cancel()
        }
    }

    func flush() {
        writer.sync {}
    }

    // MARK: Writing

    /// Writes the newest pending value of `path`.
    private func writePending(_ path: String) {
        guard let (url, data) = state.withLock({ state -> (URL, Data)? in
            guard let pending = state.pending.removeValue(forKey: path) else { return nil }
            state.known[path] = pending.data
            return (pending.url, pending.data)
        }) else { return }
        do {
            try Self.writeAtomically(data, to: url)
        } catch let error as SharedFileError {
            state.withLock { $0.writeFailures[path] = error }
        } catch {
            state.withLock { $0.writeFailures[path] = .unwritable(file: url.lastPathComponent, reason: "\(error)") }
        }
    }

    private static func writeAtomically(_ data: Data, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw SharedFileError.unwritable(file: url.lastPathComponent, reason: FileReason.text(of: error))
        }
    }

    private static func read(_ url: URL) throws -> Data? {
        let path = url.path(percentEncoded: false)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { throw SharedFileError.unreadable(file: url.lastPathComponent, reason: "it is a folder") }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw SharedFileError.unreadable(file: url.lastPathComponent, reason: FileReason.text(of: error))
        }
    }

    // MARK: Watching

    /// A watched folder changed: each watched file in it whose contents are
    /// not what this process knows was changed by another program.
    private func folderChanged(_ folderPath: String) {
        let paths = state.withLock { state in
            state.watchers.keys.filter { FilePath.key(URL(fileURLWithPath: $0).deletingLastPathComponent()) == folderPath }
        }
        for path in paths.sorted() {
            let data = try? Self.read(URL(fileURLWithPath: path))
            changed(path, to: data)
        }
    }

    /// Tells the watchers of `path` of its new contents, unless they are
    /// what this process knows it holds.
    private func changed(_ path: String, to data: Data?) {
        let watchers = state.withLock { state -> [@Sendable (Data?) -> Void] in
            if let known = state.known[path], known == data { return [] }
            state.known[path] = data
            return inOrder(state.watchers[path])
        }
        for watcher in watchers { watcher(data) }
    }
}

/// The reason a file operation failed, in a few words.
enum FileReason {
    static func text(of error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if error.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(error.code)) {
            return String(cString: strerror(code.rawValue))
        }
        switch error.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
        case NSFileWriteOutOfSpaceError: return "the disk is full"
        default: return error.localizedDescription
        }
    }
}
