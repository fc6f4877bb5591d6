import Foundation
import Stateful

/// Files kept in memory: a test's, a preview's, a flow's. Every operation
/// is done at once, and a change made as another program would make it
/// is told to the file's watchers before it returns.
final class MemoryFiles: FileBackend {
    private struct State {
        var files: [String: Data] = [:]
        var watchers = FileWatchers()
    }

    let failures = Protected<[SharedFileSystem.Operation: String]>([:])
    // Guards the files and the watchers.
    private let state = Protected(State())

    func contents(of url: URL) throws(SharedFileError) -> Data? {
        try checkFailure(.reading, url)
        return state.withLock { $0.files[FilePath.key(url)] }
    }

    func write(_ data: Data, to url: URL) throws(SharedFileError) {
        try checkFailure(.writing, url)
        let path = FilePath.key(url)
        let watchers = state.withLock { state -> [FileWatcher] in
            state.files[path] = data
            return state.watchers.of(path)
        }
        for watcher in watchers { watcher(.success(data)) }
    }

    func remove(_ url: URL) throws(SharedFileError) {
        try checkFailure(.writing, url)
        let path = FilePath.key(url)
        let watchers = state.withLock { state -> [FileWatcher] in
            guard state.files.removeValue(forKey: path) != nil else { return [] }
            return state.watchers.of(path)
        }
        for watcher in watchers { watcher(.success(nil)) }
    }

    func save(_ data: Data, to url: URL) throws(SharedFileError) {
        try checkFailure(.writing, url)
        state.withLock { $0.files[FilePath.key(url)] = data }
    }

    func watch(_ url: URL, onChange: @escaping FileWatcher) -> SharedSubscription {
        let path = FilePath.key(url)
        let id = state.withLock { $0.watchers.add(onChange, for: path) }
        return SharedSubscription { [weak self] in
            self?.state.withLock { $0.watchers.remove(id, for: path) }
        }
    }

    func flush() {}
}
