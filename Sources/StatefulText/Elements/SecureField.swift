import Stateful

/// A field for a secret, such as a PIN: like ``TextField``, but its value is
/// always shown as ``/Stateful/Redaction/mask`` (or as empty), in every format.
///
/// ```swift
/// SecureField("PIN", text: content.pin)   // [********]
/// ```
///
/// The field keeps only the masked form: the secret never enters the screen
/// description, so no rendering, dump or diff can reveal it — not even its
/// length.
public struct SecureField: ScreenContent {
    let label: String
    let maskedText: String
    let placeholder: String

    /// Creates a field labelled `label` for the secret `text`.
    public init(_ label: String, text: String, placeholder: String = "") {
        self.label = CanonicalComposition.nfc(label)
        self.maskedText = Redaction.masked(text)
        self.placeholder = CanonicalComposition.nfc(placeholder)
    }

    /// The element.
    public var body: [ScreenElement] {
        return [ScreenElement(.secureField(label: label, maskedValue: maskedText, placeholder: placeholder))]
    }
}
