/// A stack drawn as a host draws it, without a store or a host.
extension ScreenStack {
    /// What this stack shows, as a ``ScreenHost`` drawing it shows it when no
    /// Effect has presented anything: the top screen, with a back button
    /// titled after the screen below it ("Back" when that one has no title),
    /// the sheet, the alert and the confirmation dialog.
    ///
    /// A stack is a function of the State, so a snapshot test can draw any
    /// State's whole stack (a pushed screen with its alert, say) with no
    /// store and no host:
    ///
    /// ```swift
    /// let state = Note.State(text: "Milk")
    /// let shown = NoteScreens.stack(for: state).presented
    /// assertSnapshot(of: shown, as: .screen(width: .compact))
    /// ```
    public var presented: PresentedScreen {
        PresentedScreen(screen: Self.top(of: root, pushed: pushed), alert: alert, dialog: dialog, sheet: sheet)
    }

    /// The top of `root` with `pushed` over it: the last pushed screen, with
    /// a back button titled after the screen below it unless it has one, or
    /// `root`.
    static func top(of root: Screen, pushed: [Screen]) -> Screen {
        guard let top = pushed.last else { return root }
        guard top.backTitle.isEmpty else { return top }
        let below = pushed.count > 1 ? pushed[pushed.count - 2] : root
        return top.backButton(below.title.isEmpty ? "Back" : below.title)
    }
}
