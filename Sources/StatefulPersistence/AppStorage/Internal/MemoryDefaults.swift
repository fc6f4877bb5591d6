import Foundation
import Stateful

/// User defaults kept in memory: a test's, a preview's, a flow's. A change
/// made as another part of the app would make it is told to the key's
/// watchers before it returns.
final class MemoryDefaults: DefaultsBackend {
    private struct State {
        var values: [AppStorageKeyID: any Sendable] = [:]
        var watchers = DefaultsWatchers()
    }

    // Guards the values and the watchers.
    private let state = Protected(State())

    func object(forKey key: String, in store: UserDefaults?) -> Any? {
        state.withLock { state -> Any? in state.values[AppStorageKeyID(key, in: store)] }
    }

    func save(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?) {
        state.withLock { $0.values[AppStorageKeyID(key, in: store)] = object }
    }

    func change(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?) {
        let id = AppStorageKeyID(key, in: store)
        let watchers = state.withLock { state -> [DefaultsWatcher] in
            state.values[id] = object
            return state.watchers.of(id)
        }
        for watcher in watchers { watcher(object) }
    }

    func watch(_ key: String, in store: UserDefaults?, onChange: @escaping DefaultsWatcher) -> SharedSubscription {
        let id = AppStorageKeyID(key, in: store)
        let number = state.withLock { $0.watchers.add(onChange, for: id) }
        return SharedSubscription { [weak self] in
            self?.state.withLock { $0.watchers.remove(number, for: id) }
        }
    }
}
