/// What a ``ScreenHost`` shows besides its root screen: the screens pushed
/// onto its navigation stack, and its overlays.
///
/// Set it directly to snapshot any screen with any overlay:
///
/// ```swift
/// host.presentation = Presentation(
///     pushed: [Screen("Change PIN") { SecureField("New PIN", text: "") }],
///     progress: ProgressHUD("Loading"))
/// ```
public struct Presentation: Sendable, Hashable {
    /// Screens pushed on top of the root screen, bottom first. The last one is
    /// shown; its back button is titled after the screen below it.
    public var pushed: [Screen]
    /// The progress HUD, if shown.
    public var progress: ProgressHUD?
    /// The alert, if shown. An alert is drawn above the HUD.
    public var alert: Alert?

    /// Creates a presentation; by default the root screen alone, no overlay.
    public init(pushed: [Screen] = [], progress: ProgressHUD? = nil, alert: Alert? = nil) {
        self.pushed = pushed
        self.progress = progress
        self.alert = alert
    }
}
