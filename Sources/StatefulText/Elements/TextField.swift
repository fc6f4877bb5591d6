/// An editable one-line field: a label above a box showing the value, or the
/// placeholder in parentheses while the value is empty.
///
/// ```swift
/// let content = ProfileContent(name: "Ada", email: "ada@example.com")
/// let field = TextField("Email", text: content.email, placeholder: "you@example.com")
/// ```
///
/// A value too long for the box is cut and ends in `...`.
///
/// Given the Command its new text makes, a flow can type into it by its
/// label (`type "100" into "Amount"`):
///
/// ```swift
/// let state = TransferState(amount: "120")
/// let field = TextField("Amount", text: state.amount, onChange: TransferCommand.amountChanged)
/// ```
public struct TextField: ScreenContent {
    let label: String
    let text: String
    let placeholder: String
    let command: ControlCommand?

    /// Creates a field labelled `label` holding `text`.
    public init(_ label: String, text: String, placeholder: String = "") {
        self.label = CanonicalComposition.nfc(label)
        self.text = CanonicalComposition.nfc(text)
        self.placeholder = CanonicalComposition.nfc(placeholder)
        self.command = nil
    }

    /// Creates a field labelled `label` holding `text`, which sends
    /// `onChange(newText)` to the store when its text changes.
    ///
    /// - Parameters:
    ///   - label: The field's label; a flow types into it by this.
    ///   - text: The text it holds.
    ///   - placeholder: What it shows while empty; nothing by default.
    ///   - onChange: Makes the Command for the field's new text.
    public init<Command: Sendable>(
        _ label: String, text: String, placeholder: String = "",
        onChange: @escaping @Sendable (String) -> Command
    ) {
        self.label = CanonicalComposition.nfc(label)
        self.text = CanonicalComposition.nfc(text)
        self.placeholder = CanonicalComposition.nfc(placeholder)
        self.command = .text(onChange)
    }

    /// The element.
    public var body: [ScreenElement] {
        return [ScreenElement(.textField(label: label, value: text, placeholder: placeholder), control: command)]
    }
}
