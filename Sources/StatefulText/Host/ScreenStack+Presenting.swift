import Stateful

/// Drawing the child presented in an optional slot of the State over a
/// stack: a sheet's screen, or a destination that is a sheet or an alert.
extension ScreenStack where Command: Hashable & Sendable {
    /// This stack with the destination held in `destination` presented over
    /// it, drawn by the entry its ``DrawnPathElement/drawings`` registers: a
    /// screen as the sheet (with the alert its State shows), an alert entry
    /// (``PathDrawing/alert(state:command:draw:)``) as the alert. Its controls
    /// and buttons send `command(elementCommand)`; dismissing it (and an
    /// alert's button without a Command of its own) sends `dismiss`.
    ///
    /// ```swift
    /// let state = App.State(destination: .counter(Counter.State()))
    /// let stack = ScreenStack<App.Command>(root: Screen("Feed") { Text("Welcome") })
    ///     .presenting(state.destination, context: (), command: { .destination($0) }, dismiss: .dismissSheet)
    /// ```
    ///
    /// With no destination (`nil`), the stack is returned unchanged.
    ///
    /// - Parameters:
    ///   - destination: The slot's value, `nil` while nothing is presented.
    ///   - context: What the drawings need beside the State.
    ///   - command: Wraps a destination's Command as the stack's.
    ///   - dismiss: What dismissing the destination sends.
    /// - Returns: The stack with the destination over it.
    public func presenting<Element: DrawnPathElement>(
        _ destination: Element?, context: Element.DrawingContext,
        command: @escaping @Sendable (Element.Command) -> Command,
        dismiss: Command
    ) -> ScreenStack {
        guard let destination else { return self }
        let drawings = Element.drawings
        var stack = self
        if let screen = drawings.lazy.compactMap({ $0.screen(destination, context) }).first {
            stack.sheet = screen.mapCommands(command)
            stack.dismissSheet = dismiss
        }
        if let shown = drawings.lazy.compactMap({ $0.alert(destination, context) }).first {
            stack.alert = shown.alert.mapCommands(command)
            stack.dismissAlert = shown.dismiss.map(command) ?? dismiss
        }
        return stack
    }

    /// This stack with the child screen held in `child` presented over it as
    /// the sheet, drawn by `draw`, its controls' Commands wrapped by
    /// `command`; dismissing it sends `dismiss`.
    ///
    /// ```swift
    /// let state = App.State(sheet: Counter.State())
    /// let stack = ScreenStack<App.Command>(root: Screen("Feed") { Text("Welcome") })
    ///     .presenting(state.sheet, command: { .sheet($0) }, dismiss: .dismissSheet) { CounterScreen($0).screen }
    /// ```
    ///
    /// With no child (`nil`), the stack is returned unchanged.
    ///
    /// - Parameters:
    ///   - child: The slot's value, `nil` while the sheet is not presented.
    ///   - command: Wraps the child's Command as the stack's.
    ///   - dismiss: What dismissing the sheet sends.
    ///   - draw: Draws the child's screen, its controls sending the child's Commands.
    /// - Returns: The stack with the sheet over it.
    public func presenting<ChildState, ChildCommand>(
        _ child: ChildState?,
        command: @escaping @Sendable (ChildCommand) -> Command,
        dismiss: Command,
        draw: (ChildState) -> Screen
    ) -> ScreenStack {
        guard let child else { return self }
        var stack = self
        stack.sheet = draw(child).mapCommands(command)
        stack.dismissSheet = dismiss
        return stack
    }
}
