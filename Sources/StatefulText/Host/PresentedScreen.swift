/// What a ``ScreenHost`` shows at one moment, as a value: its top screen and
/// the overlays drawn over it. Render it anywhere, on any thread; snapshot
/// tests use it to draw a host without touching the main actor.
///
/// ```swift
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

    /// Creates a presented screen.
    public init(screen: Screen, progress: ProgressHUD? = nil, alert: Alert? = nil) {
        self.screen = screen
        self.progress = progress
        self.alert = alert
    }

    private var overlays: Presentation {
        Presentation(pushed: [], progress: progress, alert: alert)
    }

    /// The screen drawn `width` columns wide, with the HUD and then the alert
    /// drawn over its middle (see ``Screen/render(width:)``).
    public func render(width: ScreenWidth) throws(ScreenRenderError) -> String {
        try ScreenWidth.validate(width)
        let boxes = OverlayLayout.boxes(for: overlays, width: width.columns - 4)
        return ScreenLayout.draw(screen, columns: width.columns, overlays: boxes)
    }

    /// The screen's outline (see ``Screen/outline``), followed by one line per
    /// overlay: `progressHUD "…"`, then `alert "…" message "…" button "OK"`.
    public var outline: String {
        OutlineWriter.outline(screen, overlays: OverlayLayout.outlineLines(for: overlays))
    }
}
