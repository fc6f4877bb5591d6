/// Rows of elements, each drawn after a `- ` bullet.
///
/// ```swift
/// let accounts = [Account(name: "Checking", balance: "€1,200"), Account(name: "Savings", balance: "€5,000")]
/// let list = List(accounts) { account in
///     Text(account.name)
///     Text(account.balance)
/// }
/// ```
///
/// An empty list draws nothing.
///
/// Given the Command a tap on each row sends, a flow can tap a row by any
/// text in it (`tap "Ada Lovelace"`):
///
/// ```swift
/// let recipients = [Recipient(id: 1, name: "Ada"), Recipient(id: 2, name: "Grace")]
/// let list = List(recipients, rowCommand: { TransferCommand.pick($0.id) }) { recipient in
///     Text(recipient.name)
/// }
/// ```
public struct List: ScreenContent {
    let rows: [[ScreenElement]]

    /// Creates a list with one row per element of `data`, in order.
    public init<Data: Sequence>(_ data: Data, @ScreenBuilder row: (Data.Element) -> [ScreenElement]) {
        self.rows = data.map(row)
    }

    /// Creates a list with one row per element of `data`, in order; tapping
    /// a row sends `rowCommand(element)` to the store.
    ///
    /// - Parameters:
    ///   - data: The rows' elements.
    ///   - rowCommand: The Command a tap on the row of an element sends.
    ///   - row: Draws the row of an element.
    public init<Data: Sequence, Command: Hashable & Sendable>(
        _ data: Data, rowCommand: (Data.Element) -> Command,
        @ScreenBuilder row: (Data.Element) -> [ScreenElement]
    ) {
        self.rows = data.map { element in
            [ScreenElement(.group(row(element)), control: .send(rowCommand(element)))]
        }
    }

    /// Creates a list whose rows are the elements of `content`, one row each.
    public init(@ScreenBuilder content: () -> [ScreenElement]) {
        self.rows = content().map { [$0] }
    }

    /// The element.
    public var body: [ScreenElement] { return [ScreenElement(.list(rows: rows))] }
}
