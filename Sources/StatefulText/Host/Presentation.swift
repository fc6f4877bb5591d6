/// What a ``ScreenHost`` shows besides its root screen: the screens pushed
/// onto its navigation stack, a sheet, and its overlays.
///
/// Set it directly to snapshot any screen with any overlay:
///
/// ```swift
/// let host = ScreenHost(store: ProfileStore()) { ProfileScreen(state: $0).screen } effects: {
///     ProfilePresentation.change(for: $0)
/// }
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
    /// The alert, if shown. An alert is drawn above the HUD and the dialog.
    public var alert: Alert?
    /// The confirmation dialog, if shown: drawn across the bottom of the
    /// screen, above the HUD and below the alert.
    public var dialog: ConfirmationDialog?
    /// The sheet, if shown: a screen presented over the top screen, drawn in
    /// its place until dismissed. The HUD, dialog and alert are drawn over it.
    public var sheet: Screen?

    /// Creates a presentation; by default the root screen alone, no sheet,
    /// no overlay.
    public init(
        pushed: [Screen] = [], progress: ProgressHUD? = nil, alert: Alert? = nil,
        dialog: ConfirmationDialog? = nil, sheet: Screen? = nil
    ) {
        self.pushed = pushed
        self.progress = progress
        self.alert = alert
        self.dialog = dialog
        self.sheet = sheet
    }
}
