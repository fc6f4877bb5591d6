@preconcurrency import Dispatch
import Foundation
import Stateful

/// The system's user defaults: the app's.
///
/// A change made through ``SharedDefaults`` is told to the key's watchers
/// at once. A change made with `UserDefaults` itself is seen when the
/// defaults post `UserDefaults.didChangeNotification` (Apple's do after
/// every change; Linux's Foundation posts it more rarely): the watched keys
/// are then read again on a queue of their own — never on the thread that
/// posted, which may hold a shared value's lock — and the watchers of each
/// key that holds something new are told.
///
/// The app's own saves never come back as changes: a key is not read while
/// a save of it is being made, and a reading that a save overtook is
/// dropped and made again.
final class SystemDefaults: DefaultsBackend {
    private struct Watched {
        let store: UncheckedDefaults
        let key: String
    }

    private struct State {
        var watchers = DefaultsWatchers()
        /// Where each watched key is.
        var watched: [AppStorageKeyID: Watched] = [:]
        /// What each watched key last held, as saved or read.
        var seen: [AppStorageKeyID: SeenObject] = [:]
        /// Saves and changes being made now, by key.
        var saving: [AppStorageKeyID: Int] = [:]
        /// How many saves and changes were made: a reading during which
        /// this changed is dropped.
        var saves = 0
        /// The observer of `UserDefaults.didChangeNotification`, added with
        /// the first watcher.
        var observer: (any NSObjectProtocol)?
    }

    // Guards everything in `State`.
    private let state = Protected(State())
    /// Where the watched keys are read again after a notification.
    private let changes = DispatchQueue(label: "Stateful.SharedDefaults.changes")

    deinit {
        if let observer = state.withLock({ $0.observer }) { NotificationCenter.default.removeObserver(observer) }
    }

    func object(forKey key: String, in store: UserDefaults?) -> Any? {
        (store ?? .standard).object(forKey: key)
    }

    func save(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?) {
        write(object, forKey: key, in: store)
    }

    func change(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?) {
        let id = write(object, forKey: key, in: store)
        for watcher in state.withLock({ $0.watchers.of(id) }) { watcher(object) }
    }

    func watch(_ key: String, in store: UserDefaults?, onChange: @escaping DefaultsWatcher) -> SharedSubscription {
        let id = AppStorageKeyID(key, in: store)
        let current = SeenObject(object(forKey: key, in: store))
        let (number, needsObserver) = state.withLock { state -> (Int, Bool) in
            state.watched[id] = Watched(store: UncheckedDefaults(store), key: key)
            if state.seen[id] == nil { state.seen[id] = current }
            return (state.watchers.add(onChange, for: id), state.observer == nil)
        }
        if needsObserver { observeNotifications() }
        return SharedSubscription { [weak self] in
            self?.state.withLock { state in
                state.watchers.remove(number, for: id)
                if state.watchers.of(id).isEmpty {
                    state.watched[id] = nil
                    state.seen[id] = nil
                }
            }
        }
    }

    // MARK: Writing

    /// Writes `object` under the key (`nil` removes it), marked as a save
    /// being made while it is written.
    @discardableResult
    private func write(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?) -> AppStorageKeyID {
        let id = AppStorageKeyID(key, in: store)
        state.withLock { $0.saving[id, default: 0] += 1 }
        let defaults = store ?? .standard
        if let object { defaults.set(object, forKey: key) } else { defaults.removeObject(forKey: key) }
        state.withLock { state in
            state.saving[id, default: 1] -= 1
            if state.saving[id] == 0 { state.saving[id] = nil }
            state.saves += 1
            state.seen[id] = SeenObject(object)
        }
        return id
    }

    // MARK: Watching

    private func observeNotifications() {
        let observer = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
            guard let self else { return }
            changes.async { [weak self] in self?.readWatchedKeys() }
        }
        let extra = state.withLock { state -> (any NSObjectProtocol)? in
            if state.observer != nil { return observer }
            state.observer = observer
            return nil
        }
        if let extra { NotificationCenter.default.removeObserver(extra) }
    }

    /// Reads every watched key again and tells the watchers of each that
    /// holds something new. Runs on `changes`.
    private func readWatchedKeys() {
        let (watched, saves) = state.withLock { ($0.watched, $0.saves) }
        var overtaken = false
        for (id, place) in watched.sorted(by: { $0.value.key < $1.value.key }) {
            guard state.withLock({ $0.saving[id] == nil }) else {
                overtaken = true
                continue
            }
            let object = (place.store.defaults ?? .standard).object(forKey: place.key)
            let seen = SeenObject(object)
            let watchers = state.withLock { state -> [DefaultsWatcher] in
                guard state.saves == saves, state.saving[id] == nil else {
                    overtaken = true
                    return []
                }
                guard state.watched[id] != nil, !seen.isSame(as: state.seen[id]) else { return [] }
                state.seen[id] = seen
                return state.watchers.of(id)
            }
            for watcher in watchers { watcher(object) }
        }
        if overtaken { changes.async { [weak self] in self?.readWatchedKeys() } }
    }
}

/// What a key held, compared to tell a new value from the one last seen.
enum SeenObject {
    /// Nothing was stored.
    case absent
    /// A value user defaults hold: a number, a string, data, a date.
    case value(AnyHashable)
    /// Something that cannot be compared: never the same as anything.
    case other

    init(_ object: Any?) {
        guard let object else {
            self = .absent
            return
        }
        self = (object as? AnyHashable).map(SeenObject.value) ?? .other
    }

    func isSame(as other: SeenObject?) -> Bool {
        switch (self, other) {
        case (.absent, .absent?): true
        case (.value(let lhs), .value(let rhs)?): lhs == rhs
        default: false
        }
    }
}
