/// The width, in terminal columns, a screen is drawn at: a named preset or
/// any number.
///
/// ```swift
/// let screen = CounterScreen(Counter.State()).screen
/// try screen.render(width: .compact)   // 36 columns
/// try screen.render(width: .regular)   // 48 columns
/// try screen.render(width: 60)         // any number, as an integer literal
/// ```
///
/// A width is just a number: whether it is wide enough to draw in is checked
/// when rendering, which throws ``ScreenRenderError/widthTooSmall(_:minimum:)``
/// or ``ScreenRenderError/widthTooLarge(_:maximum:)`` rather than crash.
public struct ScreenWidth: Sendable, Hashable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The number of columns, frame included.
    public var columns: Int

    /// A width of `columns` columns, frame included.
    public init(columns: Int) {
        self.columns = columns
    }

    /// A width written as an integer literal.
    public init(integerLiteral columns: Int) {
        self.columns = columns
    }

    /// A compact phone: 36 columns.
    public static let compact = ScreenWidth(columns: 36)
    /// A regular phone: 48 columns.
    public static let regular = ScreenWidth(columns: 48)

    /// The narrowest width a screen can be drawn at: 20 columns.
    public static let minimum = ScreenWidth(columns: 20)
    /// The widest width a screen can be drawn at: 400 columns.
    public static let maximum = ScreenWidth(columns: 400)

    /// The number of columns, such as `36`.
    public var description: String { String(columns) }
}

extension ScreenWidth {
    static func validate(_ width: ScreenWidth) throws(ScreenRenderError) {
        if width.columns < minimum.columns {
            throw .widthTooSmall(width.columns, minimum: minimum.columns)
        }
        if width.columns > maximum.columns {
            throw .widthTooLarge(width.columns, maximum: maximum.columns)
        }
    }
}
