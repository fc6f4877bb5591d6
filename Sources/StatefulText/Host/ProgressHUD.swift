/// A progress HUD: a box with a loading indicator, drawn over the middle of
/// the screen while work is in flight.
///
/// ```swift
/// let host = ScreenHost(store: ProfileStore()) { ProfileScreen(state: $0).screen } effects: {
///     ProfilePresentation.change(for: $0)
/// }
/// host.presentation.progress = ProgressHUD("Saving")
/// ```
public struct ProgressHUD: Sendable, Hashable {
    /// The text next to the indicator; empty for none.
    public var title: String

    /// Creates a HUD with an optional title.
    public init(_ title: String = "") {
        self.title = title
    }
}
