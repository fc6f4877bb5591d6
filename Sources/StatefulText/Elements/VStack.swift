/// Elements one below the other, with `spacing` empty rows between them.
///
/// ```swift
/// VStack(spacing: 1) {
///     Text("Your name and a PIN")
///     Button("Save")
/// }
/// ```
public struct VStack: ScreenContent {
    let spacing: Int
    let children: [ScreenElement]

    /// Creates a vertical stack; `spacing` below 0 counts as 0.
    public init(spacing: Int = 0, @ScreenBuilder content: () -> [ScreenElement]) {
        self.spacing = max(spacing, 0)
        self.children = content()
    }

    /// The element.
    public var body: [ScreenElement] {
        return [ScreenElement(.verticalStack(spacing: spacing, children: children))]
    }
}
