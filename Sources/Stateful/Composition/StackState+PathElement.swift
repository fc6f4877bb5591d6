/// Reducing the elements of a stack whose screens are registered in their
/// ``PathElement``.
extension StackState where Element: PathElement {
    /// Applies `action` to the element `id` in place, through the `transform`
    /// of the screen that ``PathElement/screens`` registers for it: one line
    /// of a parent's `transform` for every screen of its stack.
    ///
    /// ```swift
    /// var state = App.State()
    /// let id = state.path.append(.counter(Counter.State()))
    /// state.path.apply(.counter(.add(1)), to: id)   // through Counter's transform
    /// ```
    ///
    /// Nothing changes when `id` is not on the stack (an Action of a screen
    /// already popped) or holds another screen than the Action's.
    ///
    /// - Parameters:
    ///   - action: An Action of one element's screen.
    ///   - id: The element it is for.
    // Inlinable, as the screens' entries are (see PathScreen.screen).
    @inlinable
    public mutating func apply(_ action: Element.Action, to id: StackElementID) {
        modify(id: id) { element in
            for screen in RegisteredScreens.of(Element.self) where screen.reduce(&element, action) { return }
        }
    }
}
