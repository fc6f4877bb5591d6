/// What a ``ScreenHost`` shows at one moment, as a value: its top screen, the
/// sheet presented over it, and the overlays drawn over both. Render it
/// anywhere, on any thread; snapshot tests use it to draw a host without
/// touching the main actor.
///
/// ```swift
/// let host = ScreenHost(store: ProfileStore()) { ProfileScreen(state: $0).screen } effects: {
///     ProfilePresentation.change(for: $0)
/// }
/// let shown = host.presented                       // on the main actor
/// let text = try shown.render(width: .compact)     // anywhere
/// ```
public struct PresentedScreen: Sendable, Hashable {
    /// The screen on top of the navigation stack, with its back button set.
    public var screen: Screen
    /// The progress HUD drawn over the screen, if shown.
    public var progress: ProgressHUD?
    /// The alert drawn over everything, if shown.
    public var alert: Alert?
    /// The confirmation dialog drawn across the bottom, if shown.
    public var dialog: ConfirmationDialog?
    /// The sheet presented over ``screen``, if shown; it is drawn in the
    /// screen's place.
    public var sheet: Screen?

    /// Creates a presented screen.
    public init(
        screen: Screen, progress: ProgressHUD? = nil, alert: Alert? = nil,
        dialog: ConfirmationDialog? = nil, sheet: Screen? = nil
    ) {
        self.screen = screen
        self.progress = progress
        self.alert = alert
        self.dialog = dialog
        self.sheet = sheet
    }

    private var overlays: Presentation {
        Presentation(pushed: [], progress: progress, alert: alert, dialog: dialog)
    }

    /// The screen drawn `width` columns wide (see ``Screen/render(width:)``),
    /// with the HUD drawn over its middle, the dialog across its bottom and
    /// then the alert over its middle.
    ///
    /// A sheet is drawn in the screen's place, its top edge drawn with `=`
    /// so that a sheet cannot be mistaken for a pushed screen:
    ///
    /// ```
    /// +==================================+
    /// |             Edit name            |
    /// +----------------------------------+
    /// ```
    public func render(width: ScreenWidth) throws(ScreenRenderError) -> String {
        try ScreenWidth.validate(width)
        let boxes = OverlayLayout.boxes(for: overlays, width: width.columns - 4)
        return ScreenLayout.draw(sheet ?? screen, columns: width.columns, overlays: boxes, isSheet: sheet != nil)
    }

    /// The screen's outline (see ``Screen/outline``), followed by one line per
    /// overlay: `progressHUD "…"`, then `dialog "…" message "…"` and
    /// `alert "…" message "…"`, each followed on its line by its buttons in
    /// the order they are drawn, with their roles:
    /// `alert "End meeting?" message "…" button "Discard" destructive button "Resume" cancel`.
    ///
    /// With a sheet shown, the sheet's outline takes the screen's place, its
    /// first line naming the screen it covers: `sheet "Edit name" over "Profile"`.
    public var outline: String {
        let lines = OverlayLayout.outlineLines(for: overlays)
        guard let sheet else { return OutlineWriter.outline(screen, overlays: lines) }
        return OutlineWriter.outline(sheet, overlays: lines, coveredTitle: CanonicalComposition.nfc(screen.title))
    }
}
