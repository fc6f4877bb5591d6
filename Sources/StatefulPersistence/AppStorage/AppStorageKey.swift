import Foundation
import Stateful

/// A shared value kept in user defaults under a key:
/// `@Shared(.appStorage("soundsOn")) var soundsOn = true`.
///
/// ```swift
/// enum Theme: String, Sendable { case light, dark }
///
/// struct SettingsScreen: ScreenLogic {
///     struct State: Equatable, Sendable {
///         @Shared(.appStorage("soundsOn")) var soundsOn = true
///         @Shared(.appStorage("nickname")) var nickname: String? = nil
///         @Shared(.appStorage("theme")) var theme = Theme.light
///     }
///     enum Command: Sendable { case setSoundsOn(Bool) }
///
///     func handle(_ command: Command, context: CommandContext<NoActions<State>, Never>) async throws {
///         switch command {
///         case .setSoundsOn(let isOn): context.state.$soundsOn.withLock { $0 = isOn }
///         }
///     }
/// }
/// ```
///
/// The value is read from user defaults when the first `@Shared` of the
/// key is made in a storage (the default after `=` when the key holds
/// nothing, or holds a value of another type), written at every change
/// (`nil` removes the key), and read again when another part of the app
/// changes the key (through ``SharedDefaults``, or with `UserDefaults`
/// where it posts `UserDefaults.didChangeNotification`, as Apple's does). It
/// keeps the types user defaults hold (``AppStorageValue``: `Bool`, `Int`,
/// `Double`, `String`, `Data`, `Date`, `URL`, and their optionals) and enums
/// (any `RawRepresentable`) whose raw value is a `String` or an `Int`.
///
/// A test's, a preview's and a flow's storage keep their defaults in memory
/// (see ``SharedDefaults``): nothing reaches the system's user defaults,
/// and each test starts with none. Dumps name the value as it is written
/// in code: `@Shared(.appStorage("soundsOn"))`.
public struct AppStorageKey<Value: Sendable>: SharedKey {
    /// The key in user defaults: `"soundsOn"`.
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

    /// The key in its store: keys of one name in one store share one value
    /// (the standard user defaults, named or not, are one store).
    public var id: AppStorageKeyID { AppStorageKeyID(key, in: store.defaults) }

    /// `.appStorage("soundsOn")`: how dumps, transcripts and messages name
    /// the value.
    public var name: String { ".appStorage(\(SharedKeyText.quoted(key)))" }

    /// The value stored under the key, or `nil` when there is none or it is
    /// not a value of this type (the `@Shared` then holds its default).
    public func load(from storage: SharedStorage) -> Value? {
        SharedDefaults.of(storage).object(forKey: key, in: store.defaults).flatMap(read)
    }

    /// Stores `value` under the key; a `nil` optional removes the key.
    public func save(_ value: Value, to storage: SharedStorage) {
        SharedDefaults.of(storage).save(write(value), forKey: key, in: store.defaults)
    }

    /// Tells the `@Shared` values of the key what it holds whenever another
    /// part of the app changes it (`nil` when it was removed, or holds a
    /// value of another type: the default then).
    public func subscribe(
        in storage: SharedStorage, onChange: @escaping @Sendable (Result<Value?, any Error>) -> Void
    ) -> SharedSubscription {
        SharedDefaults.of(storage).watch(key, in: store.defaults) { [read] object in
            onChange(.success(object.flatMap(read)))
        }
    }
}

extension SharedKey {
    /// A value kept in user defaults under `key` (see ``AppStorageKey``): in
    /// the standard user defaults, or in `store`.
    ///
    /// ```swift
    /// @Shared(.appStorage("isOn")) var isOn = false
    /// ```
    public static func appStorage<V: AppStorageValue>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<V> {
        AppStorageKey(key, store: store, read: { V.fromDefaults($0) }, write: { $0.defaultsObject })
    }

    /// An enum (or other `RawRepresentable`) kept in user defaults by its
    /// `String` raw value; a stored string that is no raw value of it gives
    /// the default.
    ///
    /// ```swift
    /// enum Theme: String, Sendable { case light, dark }
    /// @Shared(.appStorage("theme")) var theme = Theme.light
    /// ```
    public static func appStorage<V: RawRepresentable & Sendable>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<V>, V.RawValue == String {
        AppStorageKey(key, store: store, read: { ($0 as? String).flatMap(V.init(rawValue:)) }, write: { $0.rawValue })
    }

    /// An enum (or other `RawRepresentable`) kept in user defaults by its
    /// `Int` raw value; a stored number that is no raw value of it gives
    /// the default.
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
