import Foundation
import Stateful

/// The user defaults the `.appStorage` keys of one
/// ``/Stateful/SharedStorage`` read and write: the system's (`UserDefaults`)
/// for the app's storage, memory for a test's, a preview's or a flow's.
///
/// A test reaches it to set a value before the State is made, or to change
/// one as another part of the app would (the `@Shared` values of that key
/// load it again):
///
/// ```swift
/// let defaults = SharedDefaults.of(Dependencies.current.sharedStorage)
/// defaults.set(true, forKey: "isOn")
/// ```
public final class SharedDefaults: Sendable {
    private let backend: DefaultsBackend

    private init(backend: DefaultsBackend) {
        self.backend = backend
    }

    /// The user defaults of `storage`: made the first time a key or this asks
    /// for them, kept by every storage relaunched from it.
    public static func of(_ storage: SharedStorage) -> SharedDefaults {
        storage.resource(SharedDefaults.self) { storage in
            SharedDefaults(backend: storage.isInMemory ? MemoryDefaults() : SystemDefaults())
        }
    }

    /// Whether its values are in memory rather than in the system's user defaults.
    public var isInMemory: Bool { backend is MemoryDefaults }

    /// What is stored under `key` (of `store`, the standard user defaults by default).
    public func object(forKey key: String, in store: UserDefaults? = nil) -> Any? {
        backend.object(forKey: key, in: store)
    }

    /// Stores `value` under `key` (`nil` removes it), as another part of the
    /// app would: every `@Shared` of that key loads it again.
    public func set(_ value: (some AppStorageValue)?, forKey key: String, in store: UserDefaults? = nil) {
        backend.set(value?.defaultsObject, forKey: key, in: store)
    }

    // MARK: What the app-storage strategy uses

    func store(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?) {
        backend.set(object, forKey: key, in: store, notify: false)
    }

    func watch(_ key: String, in store: UserDefaults?, onChange: @escaping @Sendable (Any?) -> Void) -> SharedSubscription {
        backend.watch(key, in: store, onChange: onChange)
    }
}

/// What user defaults do, in memory or in the system's.
protocol DefaultsBackend: AnyObject, Sendable {
    func object(forKey key: String, in store: UserDefaults?) -> Any?
    func set(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?, notify: Bool)
    func watch(_ key: String, in store: UserDefaults?, onChange: @escaping @Sendable (Any?) -> Void) -> SharedSubscription
}

extension DefaultsBackend {
    func set(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?) {
        set(object, forKey: key, in: store, notify: true)
    }
}

/// What tells two `.appStorage` keys apart: the key, and the user
/// defaults it is in (the standard ones, or a store of its own).
public struct DefaultsSlot: Hashable, Sendable {
    let store: ObjectIdentifier?
    let key: String

    init(_ key: String, in store: UserDefaults?) {
        self.store = store.map(ObjectIdentifier.init)
        self.key = key
    }
}

/// User defaults kept in memory: a test's, a preview's, a flow's.
final class MemoryDefaults: DefaultsBackend {
    private struct State {
        var values: [DefaultsSlot: any Sendable] = [:]
        var watchers: [DefaultsSlot: [Int: @Sendable (Any?) -> Void]] = [:]
        var nextWatcher = 0
    }

    // Guards the values and the watchers.
    private let state = Protected(State())

    func object(forKey key: String, in store: UserDefaults?) -> Any? {
        state.withLock { state -> Any? in state.values[DefaultsSlot(key, in: store)] }
    }

    func set(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?, notify: Bool) {
        let slot = DefaultsSlot(key, in: store)
        let watchers = state.withLock { state -> [@Sendable (Any?) -> Void] in
            state.values[slot] = object
            return notify ? inOrder(state.watchers[slot]) : []
        }
        for watcher in watchers { watcher(object) }
    }

    func watch(_ key: String, in store: UserDefaults?, onChange: @escaping @Sendable (Any?) -> Void) -> SharedSubscription {
        let slot = DefaultsSlot(key, in: store)
        let id = state.withLock { state -> Int in
            defer { state.nextWatcher += 1 }
            state.watchers[slot, default: [:]][state.nextWatcher] = onChange
            return state.nextWatcher
        }
        return SharedSubscription { [weak self] in
            self?.state.withLock { _ = $0.watchers[slot]?.removeValue(forKey: id) }
        }
    }
}

/// The system's user defaults: the app's. A change made to a key outside
/// the app-storage strategy (by `UserDefaults` directly, in this process)
/// is seen through `UserDefaults.didChangeNotification`.
final class SystemDefaults: DefaultsBackend {
    func object(forKey key: String, in store: UserDefaults?) -> Any? {
        (store ?? .standard).object(forKey: key)
    }

    func set(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?, notify: Bool) {
        let defaults = store ?? .standard
        if let object { defaults.set(object, forKey: key) } else { defaults.removeObject(forKey: key) }
    }

    func watch(_ key: String, in store: UserDefaults?, onChange: @escaping @Sendable (Any?) -> Void) -> SharedSubscription {
        let defaults = UncheckedDefaults(store ?? .standard)
        let observer = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification, object: nil, queue: nil
        ) { _ in
            onChange(defaults.defaults?.object(forKey: key))
        }
        let token = Protected<(any NSObjectProtocol)?>(observer)
        return SharedSubscription {
            if let observer = token.withLock({ $0 }) { NotificationCenter.default.removeObserver(observer) }
        }
    }
}
