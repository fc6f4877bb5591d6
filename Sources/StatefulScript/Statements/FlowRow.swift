import Stateful

/// One row of a flow's `rows` block: the parameter values one run of the
/// flow takes.
///
/// ```text
/// secret password
/// rows (password) {
///     ("not-the-password")
///     ("letmein")
/// }
/// ```
///
/// A tool runs such a flow once per row, each run its own result, named
/// with ``title`` (`row 2: password=********`), with its own recordings.
public struct FlowRow: Sendable, Hashable {
    /// The row's number, from 1, in the order written.
    public var number: Int
    /// Its values, in the order the `rows` line names the parameters; a
    /// value of a secret parameter is marked secret.
    public var values: [ScriptParameter]

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - number: The row's number, from 1.
    ///   - values: Its values, by parameter.
    public init(number: Int, values: [ScriptParameter]) {
        self.number = number
        self.values = values
    }

    /// How results name the row: `row 2: customer=Grace, pin=********`,
    /// secret values masked.
    public var title: String {
        "row \(number): " + values.map { "\($0.name)=\($0.isSecret ? Redaction.masked($0.value) : $0.value)" }
            .joined(separator: ", ")
    }

    /// The suffix of the row's recording name: `row-2`, so the flow
    /// `Flows/x.flow` records its second row as `Flows/x.row-2.txt`.
    public var recordingSuffix: String { "row-\(number)" }
}
