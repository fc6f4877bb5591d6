/// Elements side by side, `spacing` columns apart; a ``Spacer`` takes the
/// room left over.
///
/// ```swift
/// HStack {
///     Text("Signed in")
///     Spacer()
///     Button("Log out")
/// }
/// ```
///
/// Each child is as wide as it needs to be. When the children do not fit in
/// the screen's width side by side, they are drawn one below the other
/// instead, so nothing is ever cut off.
public struct HStack: ScreenContent {
    let spacing: Int
    let children: [ScreenElement]

    /// Creates a horizontal stack; `spacing` below 0 counts as 0.
    public init(spacing: Int = 1, @ScreenBuilder content: () -> [ScreenElement]) {
        self.spacing = max(spacing, 0)
        self.children = content()
    }

    /// The element.
    public var body: [ScreenElement] {
        return [ScreenElement(.horizontalStack(spacing: spacing, children: children))]
    }
}
