/// A shared value kept in memory only, under a name: what every `@Shared`
/// with that name in one ``SharedStorage`` holds, for as long as the storage
/// lives (the app runs), and never saved.
///
/// ```swift
/// struct ProductList: ScreenLogic {
///     struct State: Equatable, Sendable {
///         @Shared(.inMemory("cart")) var cart = Cart()
///     }
///     enum Command: Sendable { case addTapped(String) }
///
///     func handle(_ command: Command, context: CommandContext<NoActions<State>, Never>) async throws {
///         switch command {
///         case .addTapped(let product): context.state.$cart.withLock { $0.lines.append(product) }
///         }
///     }
/// }
/// ```
///
/// Each test's storage is its own (see ``SharedStorage``), so no test sees
/// another's in-memory values; a flow's `relaunch` starts without them, as an
/// app started again does.
public struct InMemoryKey<Value: Sendable>: SharedKey {
    /// The name the values are shared under.
    public let key: String

    /// Creates the key; prefer `.inMemory("cart")`.
    public init(_ key: String) {
        self.key = key
    }

    /// The name, with the value's type: two keys of one name and different
    /// types are different values.
    public var id: InMemoryKeyID { InMemoryKeyID(key: key, valueType: ObjectIdentifier(Value.self)) }

    /// `.inMemory("cart")`.
    public var name: String { ".inMemory(\(SharedKeyText.quoted(key)))" }

    /// Nothing is stored outside the value itself.
    public func load(from storage: SharedStorage) -> Value? { nil }

    /// Nothing to save: the value lives in the storage's memory.
    public func save(_ value: Value, to storage: SharedStorage) {}
}

/// The ``InMemoryKey/id`` of an in-memory key: its name and its value's type.
public struct InMemoryKeyID: Hashable, Sendable {
    let key: String
    let valueType: ObjectIdentifier
}

extension SharedKey {
    /// A value kept in memory under `key`, shared by every `@Shared` with
    /// that key in the storage (see ``InMemoryKey``).
    ///
    /// ```swift
    /// @Shared(.inMemory("cart")) var cart = Cart()
    /// ```
    public static func inMemory<V>(_ key: String) -> Self where Self == InMemoryKey<V> {
        InMemoryKey(key)
    }
}
