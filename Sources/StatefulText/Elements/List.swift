/// Rows of elements, each drawn after a `- ` bullet.
///
/// ```swift
/// List(accounts) { account in
///     Text(account.name)
///     Text(account.balance)
/// }
/// ```
///
/// An empty list draws nothing.
public struct List: ScreenContent {
    let rows: [[ScreenElement]]

    /// Creates a list with one row per element of `data`, in order.
    public init<Data: Sequence>(_ data: Data, @ScreenBuilder row: (Data.Element) -> [ScreenElement]) {
        self.rows = data.map(row)
    }

    /// Creates a list whose rows are the elements of `content`, one row each.
    public init(@ScreenBuilder content: () -> [ScreenElement]) {
        self.rows = content().map { [$0] }
    }

    /// The element.
    public var body: [ScreenElement] { return [ScreenElement(.list(rows: rows))] }
}
