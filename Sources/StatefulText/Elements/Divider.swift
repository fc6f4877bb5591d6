/// A horizontal rule across the screen, drawn with `-`.
///
/// ```swift
/// Divider()
/// ```
public struct Divider: ScreenContent {
    /// Creates a divider.
    public init() {}

    /// The element.
    public var body: [ScreenElement] { return [ScreenElement(.divider)] }
}
