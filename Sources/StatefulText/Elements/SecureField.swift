import Stateful

/// A field for a secret, such as a PIN: like ``TextField``, but its value is
/// always shown as ``/Stateful/Redaction/mask`` (or as empty), in every format.
///
/// ```swift
/// let content = ProfileContent(name: "Ada", email: "ada@example.com")
/// let field = SecureField("PIN", text: content.pin)   // [********]
/// ```
///
/// The field keeps only the masked form: the secret never enters the screen
/// description, so no rendering, dump or diff can reveal it — not even its
/// length.
///
/// Given the Command its new text makes, a flow can type into it by its
/// label (`type "4711" into "PIN"`), and what it types is a secret in every
/// output of the flow, because the field is a secure one:
///
/// ```swift
/// let content = ProfileContent(name: "Ada", email: "ada@example.com")
/// let field = SecureField("PIN", text: content.pin, onChange: ProfileCommand.enterPin)
/// ```
public struct SecureField: ScreenContent {
    let label: String
    let maskedText: String
    let placeholder: String
    let command: ControlCommand?

    /// Creates a field labelled `label` for the secret `text`.
    public init(_ label: String, text: String, placeholder: String = "") {
        self.label = CanonicalComposition.nfc(label)
        self.maskedText = Redaction.masked(text)
        self.placeholder = CanonicalComposition.nfc(placeholder)
        self.command = nil
    }

    /// Creates a field labelled `label` for the secret `text`, which sends
    /// `onChange(newText)` to the store when its text changes.
    ///
    /// - Parameters:
    ///   - label: The field's label; a flow types into it by this.
    ///   - text: The secret it holds; only its masked form is kept.
    ///   - placeholder: What it shows while empty; nothing by default.
    ///   - onChange: Makes the Command for the field's new text.
    public init<Command: Sendable>(
        _ label: String, text: String, placeholder: String = "",
        onChange: @escaping @Sendable (String) -> Command
    ) {
        self.label = CanonicalComposition.nfc(label)
        self.maskedText = Redaction.masked(text)
        self.placeholder = CanonicalComposition.nfc(placeholder)
        self.command = .text(onChange)
    }

    /// The element.
    public var body: [ScreenElement] {
        return [ScreenElement(
            .secureField(label: label, maskedValue: maskedText, placeholder: placeholder), control: command)]
    }
}
