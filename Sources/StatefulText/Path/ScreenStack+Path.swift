import Stateful

extension ScreenStack where Command: Hashable & Sendable {
    /// The stack of `root` and a screen per element of `path`, each drawn by
    /// the entry its ``DrawnPathElement/drawings`` registers, its controls
    /// sending `command(id, elementCommand)`; the top screen's back button
    /// sends `back(id)`, and the alert and the sheet its State holds are
    /// drawn over it (in place of `alert` and `sheet`).
    ///
    /// ```swift
    /// let state = App.State(path: [.counter(Counter.State()), .feed(FeedState())])
    /// let stack = ScreenStack(
    ///     root: Screen("Feed") { for item in state.feed.items { Text(item) } },
    ///     path: state.path, context: (),
    ///     command: { App.Command.path($0, $1) }, back: { App.Command.popFrom($0) })
    /// ```
    ///
    /// - Parameters:
    ///   - root: The screen at the bottom of the stack.
    ///   - path: The screens pushed on it.
    ///   - context: What the drawings need beside the State.
    ///   - command: Wraps an element's Command, with its id, as the stack's.
    ///   - back: What the top screen's back button sends, given its id.
    ///   - sheet: The sheet shown when the top element's State presents none.
    ///   - dismissSheet: What dismissing that sheet sends.
    ///   - alert: The alert shown when the top element's State holds none.
    ///   - dismissAlert: What dismissing that alert sends.
    public init<Element: DrawnPathElement>(
        root: Screen, path: StackState<Element>, context: Element.DrawingContext,
        command: @escaping @Sendable (StackElementID, Element.Command) -> Command,
        back: (StackElementID) -> Command,
        sheet: Screen? = nil, dismissSheet: Command? = nil,
        alert: Alert? = nil, dismissAlert: Command? = nil
    ) {
        let drawings = Element.drawings
        let pushed = path.ids.compactMap { id -> Screen? in
            guard let element = path[id: id] else { return nil }
            let screen = drawings.lazy.compactMap { $0.screen(element, context) }.first ?? Screen {}
            return screen.mapCommands { command(id, $0) }
        }
        var topSheet = sheet
        var topDismissSheet = dismissSheet
        if let topID = path.topID, let top = path[id: topID],
           let shown = drawings.lazy.compactMap({ $0.sheet(top, context) }).first {
            topSheet = shown.sheet.mapCommands { command(topID, $0) }
            topDismissSheet = shown.dismiss.map { command(topID, $0) }
        }
        var topAlert = alert
        var topDismissAlert = dismissAlert
        if let topID = path.topID, let top = path[id: topID],
           let shown = drawings.lazy.compactMap({ $0.alert(top, context) }).first {
            topAlert = shown.alert.mapCommands { command(topID, $0) }
            topDismissAlert = shown.dismiss.map { command(topID, $0) }
        }
        self.init(
            root: root, pushed: pushed, back: path.topID.map(back),
            sheet: topSheet, dismissSheet: topDismissSheet, alert: topAlert, dismissAlert: topDismissAlert)
    }
}
