/// A computed value of `Root` that flows read by name: one entry of
/// ``QueryableState/queries``.
///
/// ```swift
/// struct CartState: Equatable, Sendable {
///     var lines: IdentifiedArrayOf<CartLine> = []
///     var total: Int { lines.reduce(0) { $0 + $1.cents * $1.quantity } }
/// }
///
/// extension CartState: QueryableState {
///     static let queries: [StateQuery<CartState>] = [
///         StateQuery("total", \.total),                               // a computed property
///         StateQuery("hasDiscount") { $0.lines.contains { $0.cents < 0 } },  // any expression
///     ]
/// }
/// ```
public struct StateQuery<Root>: Sendable {
    /// The name a flow writes, such as `total` in `expect state total == 120`.
    public let name: String
    private let read: @Sendable (Root) -> Any

    /// A query named `name` that reads `keyPath`, such as `\.total`.
    public init<Value>(_ name: String, _ keyPath: KeyPath<Root, Value> & Sendable) {
        self.name = name
        read = { $0[keyPath: keyPath] }
    }

    /// A query named `name` whose value `read` computes from the value.
    public init<Value>(_ name: String, read: @escaping @Sendable (Root) -> Value) {
        self.name = name
        self.read = { read($0) }
    }

    /// The query's value in `root`.
    public func value(in root: Root) -> Any {
        read(root)
    }
}
