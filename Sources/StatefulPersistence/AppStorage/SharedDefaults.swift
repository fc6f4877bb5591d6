import Foundation
import Stateful

/// The user defaults the `.appStorage` keys of one
/// ``/Stateful/SharedStorage`` read and write: the system's `UserDefaults`
/// for an app's storage, memory for a test's, a preview's or a flow's
/// (``isInMemory``).
///
/// A test reaches it to set a value before the State is made, to read what
/// was saved, or to change a key as another part of the app would (every
/// `@Shared` of that key loads it again before the change returns):
///
/// ```swift
/// @Test(.dependencies) func soundsOffIsLoaded() {
///     let defaults = SharedDefaults.of(Dependencies.current.sharedStorage)
///     defaults.set(false, forKey: "soundsOn")                 // before the State is made
///     let state = SettingsScreen.State()
///     #expect(!state.soundsOn)
///     state.$soundsOn.withLock { $0 = true }
///     #expect(defaults.object(forKey: "soundsOn") as? Bool == true)   // what the app saved
/// }
/// ```
public final class SharedDefaults: Sendable {
    private let backend: DefaultsBackend

    private init(backend: DefaultsBackend) {
        self.backend = backend
    }

    /// The user defaults of `storage`: made the first time an `.appStorage`
    /// key or this asks for them — the system's when the storage is
    /// ``/Stateful/SharedStorage/live`` in an app, in memory otherwise — and
    /// shared by every storage ``/Stateful/SharedStorage/relaunched()`` from it.
    public static func of(_ storage: SharedStorage) -> SharedDefaults {
        storage.resource(SharedDefaults.self) { storage in
            SharedDefaults(backend: storage.isInMemory ? MemoryDefaults() : SystemDefaults())
        }
    }

    /// The system's user defaults for `storage`, even when the storage keeps
    /// everything else in memory: for the tests of the system's defaults.
    /// Call it before anything uses the storage's defaults.
    package static func system(in storage: SharedStorage) -> SharedDefaults {
        storage.resource(SharedDefaults.self) { _ in SharedDefaults(backend: SystemDefaults()) }
    }

    /// Whether its values are kept in memory rather than in the system's user
    /// defaults: in a test, a preview or a flow.
    public var isInMemory: Bool { backend is MemoryDefaults }

    /// What is stored under `key`, in `store` or the standard user
    /// defaults: a property-list value (an `Int`, a `String`, …), or `nil`.
    public func object(forKey key: String, in store: UserDefaults? = nil) -> Any? {
        backend.object(forKey: key, in: store)
    }

    /// Stores `value` under `key` (`nil` removes it), in `store` or the
    /// standard user defaults, as another part of the app would: every
    /// `@Shared` of that key has loaded it when this returns. An enum is set
    /// by its raw value: `set(Theme.dark.rawValue, forKey: "theme")`.
    public func set(_ value: (some AppStorageValue)?, forKey key: String, in store: UserDefaults? = nil) {
        backend.change(value?.defaultsObject, forKey: key, in: store)
    }

    /// Removes what is stored under `key`, in `store` or the standard user
    /// defaults, as another part of the app would: every `@Shared` of that
    /// key holds its default value again when this returns.
    public func removeObject(forKey key: String, in store: UserDefaults? = nil) {
        backend.change(nil, forKey: key, in: store)
    }

    // MARK: What the app-storage strategy uses

    func save(_ object: (any Sendable)?, forKey key: String, in store: UserDefaults?) {
        backend.save(object, forKey: key, in: store)
    }

    func watch(_ key: String, in store: UserDefaults?, onChange: @escaping DefaultsWatcher) -> SharedSubscription {
        backend.watch(key, in: store, onChange: onChange)
    }
}
