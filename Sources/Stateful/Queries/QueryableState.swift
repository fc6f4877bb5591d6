/// A type whose computed values flows can read by name, as they read its
/// stored properties.
///
/// A flow's `expect state` and `capture` read stored properties by
/// reflection, which cannot see a computed property. A State lists the
/// computed values worth checking in ``queries``, each a ``StateQuery``
/// with the name a flow writes:
///
/// ```swift
/// struct CartLine: Identifiable, Equatable, Sendable {
///     let id: Int
///     var name: String
///     var cents: Int
///     var quantity: Int
/// }
///
/// struct CartState: Equatable, Sendable {
///     var lines: IdentifiedArrayOf<CartLine> = []
///     var total: Int { lines.reduce(0) { $0 + $1.cents * $1.quantity } }
/// }
///
/// extension CartState: QueryableState {
///     static let queries: [StateQuery<CartState>] = [StateQuery("total", \.total)]
/// }
/// ```
///
/// A flow then checks the total as a test does:
///
/// ```text
/// expect state total == 120
/// expect state lines.count == 2
/// expect state lines[id: 7].quantity == 3
/// ```
///
/// Any type on the way may be queryable, not only the State at the root.
/// A stored property wins over a query of the same name. A query named in
/// the type's ``Redactable/redactedLabels`` is secret: every report masks
/// its value, as it masks a stored property's. Collections need no
/// queries: `count`, `isEmpty`, `first` and `last` are read from any array,
/// ``IdentifiedArray`` or ``StackState`` (`count` and `isEmpty` from a set,
/// a dictionary or a string too).
public protocol QueryableState {
    /// The computed values a flow may read by name, in the order a message
    /// that lists them shows them.
    static var queries: [StateQuery<Self>] { get }
}

extension QueryableState {
    /// The value of the query named `name`, or `nil` when there is none.
    package func queryValue(named name: String) -> Any? {
        Self.queries.first { $0.name == name }.map { $0.value(in: self) }
    }

    /// The names of the queries, in order.
    package static var queryNames: [String] {
        queries.map(\.name)
    }
}
