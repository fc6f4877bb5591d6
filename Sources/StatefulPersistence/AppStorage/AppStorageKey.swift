import Foundation
import Stateful

/// A shared value kept in user defaults under a key:
/// `@Shared(.appStorage("isOn")) var isOn = false`.
///
/// ```swift
/// struct Settings: ScreenLogic {
///     struct State: Equatable, Sendable {
///         @Shared(.appStorage("soundsOn")) var soundsOn = true
///         @Shared(.appStorage("nickname")) var nickname: String? = nil
///     }
///     …
/// }
/// ```
///
/// The value is read from user defaults when the first `@Shared` of the key
/// is made, written at every change (`nil` removes the key), and read again
/// when something else in the app changes that key in `UserDefaults`. It
/// takes the types user defaults hold (see ``AppStorageValue``), and enums
/// whose raw value is an `Int` or a `String`.
///
/// A test's, a preview's and a flow's storage keep defaults in memory
/// (``SharedDefaults``): nothing reaches the system's, and each test starts
/// with none.
public struct AppStorageKey<Value: Sendable>: SharedKey {
    /// The key in user defaults.
    public let key: String
    private let store: UncheckedDefaults
    private let read: @Sendable (Any) -> Value?
    private let write: @Sendable (Value) -> (any Sendable)?

    init(
        _ key: String, store: UserDefaults?, read: @escaping @Sendable (Any) -> Value?,
        write: @escaping @Sendable (Value) -> (any Sendable)?
    ) {
        self.key = key
        self.store = UncheckedDefaults(store)
        self.read = read
        self.write = write
    }

    /// The key, in its store.
    public var id: DefaultsSlot { DefaultsSlot(key, in: store.defaults) }

    /// `.appStorage("isOn")`.
    public var name: String { ".appStorage(\(SharedKeyText.quoted(key)))" }

    /// The value stored under the key, or `nil` when there is none or it is
    /// not a value of this type (the default is then used).
    public func load(from storage: SharedStorage) -> Value? {
        SharedDefaults.of(storage).object(forKey: key, in: store.defaults).flatMap(read)
    }

    /// Stores `value` under the key.
    public func save(_ value: Value, to storage: SharedStorage) {
        SharedDefaults.of(storage).store(write(value), forKey: key, in: store.defaults)
    }

    /// Loads the key again when something else in the app changes it.
    public func subscribe(
        in storage: SharedStorage, onChange: @escaping @Sendable (Result<Value?, any Error>) -> Void
    ) -> SharedSubscription {
        SharedDefaults.of(storage).watch(key, in: store.defaults) { [read] object in
            onChange(.success(object.flatMap(read)))
        }
    }
}

extension SharedKey {
    /// A value kept in user defaults under `key` (see ``AppStorageKey``), in
    /// `store` or the standard user defaults.
    ///
    /// ```swift
    /// @Shared(.appStorage("isOn")) var isOn = false
    /// ```
    public static func appStorage<V: AppStorageValue>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<V> {
        AppStorageKey(key, store: store, read: { V.fromDefaults($0) }, write: { $0.defaultsObject })
    }

    /// An enum (or other `RawRepresentable`) kept in user defaults by its
    /// `String` raw value.
    public static func appStorage<V: RawRepresentable & Sendable>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<V>, V.RawValue == String {
        AppStorageKey(key, store: store, read: { ($0 as? String).flatMap(V.init(rawValue:)) }, write: { $0.rawValue })
    }

    /// An enum (or other `RawRepresentable`) kept in user defaults by its
    /// `Int` raw value.
    public static func appStorage<V: RawRepresentable & Sendable>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<V>, V.RawValue == Int {
        AppStorageKey(key, store: store, read: { ($0 as? Int).flatMap(V.init(rawValue:)) }, write: { $0.rawValue })
    }

    /// An optional enum kept in user defaults by its `String` raw value; `nil` removes the key.
    public static func appStorage<R: RawRepresentable & Sendable>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<R?>, R.RawValue == String {
        AppStorageKey(key, store: store, read: { ($0 as? String).flatMap(R.init(rawValue:)).map { .some($0) } },
                      write: { $0?.rawValue })
    }

    /// An optional enum kept in user defaults by its `Int` raw value; `nil` removes the key.
    public static func appStorage<R: RawRepresentable & Sendable>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<R?>, R.RawValue == Int {
        AppStorageKey(key, store: store, read: { ($0 as? Int).flatMap(R.init(rawValue:)).map { .some($0) } },
                      write: { $0?.rawValue })
    }
}

/// A `UserDefaults` held by a key. `UserDefaults` is thread-safe, but not
/// `Sendable` on every platform.
struct UncheckedDefaults: @unchecked Sendable {
    // @unchecked Sendable: `UserDefaults` documents itself as thread-safe;
    // the reference is never replaced.
    let defaults: UserDefaults?

    init(_ defaults: UserDefaults?) {
        self.defaults = defaults
    }
}
