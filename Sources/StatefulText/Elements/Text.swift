/// Read-only text, wrapped to the screen's width.
///
/// ```swift
/// Text("Welcome back!")
/// ```
///
/// A `\n` starts a new line; words wrap at spaces, and a word wider than the
/// screen (such as a Japanese sentence) wraps between characters.
public struct Text: ScreenContent {
    let content: String

    /// Creates text showing `content`.
    public init(_ content: String) {
        self.content = CanonicalComposition.nfc(content)
    }

    /// The element.
    public var body: [ScreenElement] { return [ScreenElement(.text(content))] }
}
