/// An editable one-line field: a label above a box showing the value, or the
/// placeholder in parentheses while the value is empty.
///
/// ```swift
/// TextField("Email", text: content.email, placeholder: "you@example.com")
/// ```
///
/// A value too long for the box is cut and ends in `...`.
public struct TextField: ScreenContent {
    let label: String
    let text: String
    let placeholder: String

    /// Creates a field labelled `label` holding `text`.
    public init(_ label: String, text: String, placeholder: String = "") {
        self.label = CanonicalComposition.nfc(label)
        self.text = CanonicalComposition.nfc(text)
        self.placeholder = CanonicalComposition.nfc(placeholder)
    }

    /// The element.
    public var body: [ScreenElement] {
        return [ScreenElement(.textField(label: label, value: text, placeholder: placeholder))]
    }
}
