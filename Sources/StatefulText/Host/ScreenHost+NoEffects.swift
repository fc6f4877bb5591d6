import Stateful

/// Hosts of screens whose logic sends no Effects (`ScreenLogic.Effect`'s
/// default, `Never`): nothing to map to what the host presents.
extension ScreenHost where Store.Effect == Never {
    /// Creates a host that draws one screen from the store's State, for a
    /// store that sends no Effects.
    ///
    /// ```swift
    /// let store = ScreenStore(Feed(), initialState: FeedState())
    /// let host = ScreenHost(store: store, screen: { state in Screen("Feed") { for item in state.items { Text(item) } } })
    /// ```
    ///
    /// - Parameters:
    ///   - store: The store whose State the host draws.
    ///   - presentation: What is presented at first.
    ///   - screen: Draws the screen from the State.
    public convenience init(
        store: Store,
        presentation: Presentation = Presentation(),
        screen: @escaping @MainActor (Store.State) -> Screen
    ) {
        self.init(store: store, presentation: presentation, screen: screen, effects: Self.noPresentation)
    }

    /// Creates a host that draws a whole stack of screens from the store's
    /// State (see ``ScreenStack``), for a store that sends no Effects.
    ///
    /// - Parameters:
    ///   - store: The store whose State the host draws.
    ///   - presentation: What is presented at first.
    ///   - stack: Draws the stack from the State.
    public convenience init(
        store: Store,
        presentation: Presentation = Presentation(),
        stack: @escaping @MainActor (Store.State) -> ScreenStack<Store.Command>
    ) {
        self.init(store: store, presentation: presentation, stack: stack, effects: Self.noPresentation)
    }

    /// What a store that sends no Effects presents for one: it never runs.
    private static func noPresentation(for effect: Never) -> PresentationChange {}
}
