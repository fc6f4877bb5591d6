/// The result builder behind every screen description: it collects the
/// elements written one per line, with `if`, `switch` and `for` allowed.
///
/// ```swift
/// let content = ProfileContent(name: "Ada", email: "ada@example.com")
/// let showHint = content.name.isEmpty
/// let items = ["Orders", "Settings"]
///
/// let screen = Screen("Profile") {
///     TextField("Name", text: content.name)
///     if showHint {
///         Text("The name others see.")
///     }
///     for item in items {
///         Text(item)
///     }
/// }
/// ```
///
/// Every element becomes a flat array of ``ScreenElement`` values, so a long
/// screen costs the type checker one simple step per line.
@resultBuilder
public enum ScreenBuilder {
    /// Collects one element.
    public static func buildExpression(_ element: ScreenElement) -> [ScreenElement] {
        [element]
    }

    /// Collects the elements of any content.
    public static func buildExpression(_ content: some ScreenContent) -> [ScreenElement] {
        content.body
    }

    /// Collects the elements of an array of elements.
    public static func buildExpression(_ elements: [ScreenElement]) -> [ScreenElement] {
        elements
    }

    /// Joins the lines of a block, in order.
    public static func buildBlock(_ parts: [ScreenElement]...) -> [ScreenElement] {
        parts.flatMap { $0 }
    }

    /// An `if` without `else`: nothing when the condition is false.
    public static func buildOptional(_ part: [ScreenElement]?) -> [ScreenElement] {
        part ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [ScreenElement]) -> [ScreenElement] {
        part
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [ScreenElement]) -> [ScreenElement] {
        part
    }

    /// A `for` loop: the elements of every iteration, in order.
    public static func buildArray(_ parts: [[ScreenElement]]) -> [ScreenElement] {
        parts.flatMap { $0 }
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [ScreenElement]) -> [ScreenElement] {
        part
    }
}
