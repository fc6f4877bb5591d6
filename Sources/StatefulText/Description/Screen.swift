/// A whole screen: an optional navigation title and the elements under it.
///
/// ```swift
/// let screen = Screen("Profile") {
///     TextField("Name", text: "Ada")
///     TextField("Email", text: "ada@example.com")
///     SecureField("PIN", text: "4711")
///     Button("Save", isEnabled: true)
/// }
/// print(try screen.render(width: .compact))
/// print(screen.outline)
/// ```
///
/// Render it with ``render(width:)`` (a framed drawing) or read ``outline``
/// (one element per line); both always give the same bytes for the same
/// description.
public struct Screen: Sendable, Hashable {
    /// The navigation title, drawn in the navigation bar; empty for none.
    public internal(set) var title: String
    /// The title of the back button, shown when the screen was pushed onto a
    /// navigation stack; empty for none.
    public internal(set) var backTitle: String
    /// The screen's elements, top to bottom.
    public internal(set) var elements: [ScreenElement]

    /// Creates a screen titled `title` (empty for no navigation bar).
    public init(_ title: String = "", @ScreenBuilder content: () -> [ScreenElement]) {
        self.title = CanonicalComposition.nfc(title)
        self.backTitle = ""
        self.elements = content()
    }

    /// The screen with the navigation title `title`, as in SwiftUI.
    public func navigationTitle(_ title: String) -> Screen {
        var copy = self
        copy.title = CanonicalComposition.nfc(title)
        return copy
    }

    /// The screen with a back button titled `title` in its navigation bar.
    public func backButton(_ title: String) -> Screen {
        var copy = self
        copy.backTitle = CanonicalComposition.nfc(title)
        return copy
    }
}
