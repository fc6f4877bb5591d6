/// Where a ``Shared`` value is kept and what names it: a persistence
/// strategy.
///
/// Stateful has three: ``InMemoryKey`` (`.inMemory("cart")`), and in
/// `StatefulPersistence` a JSON file (`.fileStorage(url)`) and user defaults
/// (`.appStorage("isOn")`). Two `@Shared` declarations whose keys have the
/// same ``id`` share one value in a ``SharedStorage``:
///
/// ```swift
/// struct ProductListState: Equatable, Sendable {
///     @Shared(.inMemory("cart")) var cart = Cart()
/// }
/// struct CheckoutState: Equatable, Sendable {
///     @Shared(.inMemory("cart")) var cart = Cart()   // the same cart
/// }
/// ```
///
/// ## Writing a strategy of your own
/// A key loads the stored value once, when the first `@Shared` with its
/// ``id`` is made in a storage; saves after every change; and, if the value
/// can change outside the app (a file edited on disk, another process),
/// tells the storage through ``subscribe(in:onChange:)``. Whatever it keeps
/// must come from the storage it is given, through
/// ``SharedStorage/resource(_:make:)``, so that a test's storage (which keeps
/// everything in memory, see ``SharedStorage/isInMemory``) never touches the
/// app's:
///
/// ```swift
/// import Synchronization
///
/// final class Keychain: Sendable {           // your backend, one per storage
///     private let items = Mutex<[String: String]>([:])
///     init(inMemory: Bool) {}                // a real one opens the system's keychain unless in memory
///     func read(_ account: String) throws -> String? { items.withLock { $0[account] } }
///     func write(_ value: String, to account: String) throws { items.withLock { $0[account] = value } }
/// }
///
/// struct KeychainKey: SharedKey {
///     let account: String
///     var id: String { account }
///     var name: String { ".keychain(\"\(account)\")" }
///
///     func load(from storage: SharedStorage) throws -> String? {
///         try storage.resource(Keychain.self) { Keychain(inMemory: $0.isInMemory) }.read(account)
///     }
///     func save(_ value: String, to storage: SharedStorage) throws {
///         try storage.resource(Keychain.self) { Keychain(inMemory: $0.isInMemory) }.write(value, to: account)
///     }
/// }
/// ```
public protocol SharedKey<Value>: Sendable {
    /// The type of the value kept.
    associatedtype Value: Sendable
    /// What tells two keys apart: equal ids share one value in a storage.
    associatedtype ID: Hashable & Sendable

    /// Equal ids name the same value: `@Shared` declarations whose keys have
    /// equal ids share it.
    var id: ID { get }

    /// How dumps, transcripts and messages name the value, as it is written
    /// in code: `.inMemory("cart")`, `.fileStorage("sync-ups.json")`. It must
    /// be the same on every machine: never a path of the machine, a date or
    /// an address.
    var name: String { get }

    /// The value stored under this key, or `nil` when nothing is stored (the
    /// `@Shared`'s default is then used).
    ///
    /// - Throws: When what is stored cannot be read (a corrupt file). The
    ///   `@Shared` then holds its default, reports the error (see
    ///   ``Shared/loadError``), and nothing is saved over what is stored
    ///   until it loads again.
    func load(from storage: SharedStorage) throws -> Value?

    /// Stores `value`: called after every change, in order, with the
    /// storage's lock held, so a key that writes slowly should hand the
    /// value to a writer of its own (the file strategy coalesces its writes
    /// this way).
    ///
    /// - Throws: When the value cannot be stored; the `@Shared` reports it
    ///   (see ``Shared/saveError``) and keeps the value in memory.
    func save(_ value: Value, to storage: SharedStorage) throws

    /// Calls `onChange` whenever the stored value changes outside the app's
    /// own saves (a file edited on disk), with the new value, `nil` when it
    /// was removed, or the error reading it; until the subscription returned
    /// is cancelled. The default watches nothing.
    func subscribe(
        in storage: SharedStorage, onChange: @escaping @Sendable (Result<Value?, any Error>) -> Void
    ) -> SharedSubscription
}

extension SharedKey {
    /// Watches nothing: the value changes only through the app.
    public func subscribe(
        in storage: SharedStorage, onChange: @escaping @Sendable (Result<Value?, any Error>) -> Void
    ) -> SharedSubscription {
        SharedSubscription {}
    }
}
