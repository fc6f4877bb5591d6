/// Empty room: one empty row in a vertical layout, and all the columns left
/// over in an ``HStack`` (shared between its spacers).
///
/// ```swift
/// HStack { Text("Total"); Spacer(); Text("3 items") }
/// ```
public struct Spacer: ScreenContent {
    /// Creates a spacer.
    public init() {}

    /// The element.
    public var body: [ScreenElement] { return [ScreenElement(.spacer)] }
}
