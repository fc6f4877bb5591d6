/// A group of elements under a header, drawn as a rule with the header in it:
/// `-- Contact -----------`.
///
/// ```swift
/// let content = ProfileContent(name: "Ada", email: "ada@example.com")
/// let section = Section("Contact") {
///     TextField("Email", text: content.email)
/// }
/// ```
public struct Section: ScreenContent {
    let header: String
    let children: [ScreenElement]

    /// Creates a section; an empty `header` draws a plain rule.
    public init(_ header: String = "", @ScreenBuilder content: () -> [ScreenElement]) {
        self.header = CanonicalComposition.nfc(header)
        self.children = content()
    }

    /// The element.
    public var body: [ScreenElement] {
        return [ScreenElement(.section(header: header, children: children))]
    }
}
