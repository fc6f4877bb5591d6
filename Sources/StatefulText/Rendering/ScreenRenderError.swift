/// Why a screen could not be drawn.
public enum ScreenRenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The width is narrower than a screen can be drawn at.
    case widthTooSmall(Int, minimum: Int)
    /// The width is wider than a screen can be drawn at.
    case widthTooLarge(Int, maximum: Int)

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case let .widthTooSmall(width, minimum):
            "A screen cannot be drawn \(width) columns wide; use at least \(minimum) columns (for example ScreenWidth.compact)."
        case let .widthTooLarge(width, maximum):
            "A screen cannot be drawn \(width) columns wide; use at most \(maximum) columns (for example ScreenWidth.regular)."
        }
    }
}
