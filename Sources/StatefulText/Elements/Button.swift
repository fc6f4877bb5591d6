/// A button, drawn `[ Save ]`, followed by `(disabled)` when it cannot be
/// tapped.
///
/// ```swift
/// Button("Save", isEnabled: !content.name.isEmpty && !content.pin.isEmpty)
/// ```
public struct Button: ScreenContent {
    let title: String
    let isEnabled: Bool

    /// Creates a button titled `title`.
    public init(_ title: String, isEnabled: Bool = true) {
        self.title = CanonicalComposition.nfc(title)
        self.isEnabled = isEnabled
    }

    /// The element.
    public var body: [ScreenElement] {
        return [ScreenElement(.button(title: title, isEnabled: isEnabled))]
    }
}
