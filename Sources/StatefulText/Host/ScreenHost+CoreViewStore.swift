import Stateful

extension ScreenHost where Store: CoreViewStore {
    /// Follows the store's own ``/Stateful/StoreCore`` synchronously: the same
    /// as `observe(store.core)`.
    ///
    /// ```swift
    /// let store = ProfileStore()
    /// let host = ScreenHost(store: store) { ProfileScreen(state: $0).screen } effects: {
    ///     ProfilePresentation.change(for: $0)
    /// }
    /// host.observeStore()
    /// ```
    @discardableResult
    public func observeStore() -> StoreObservation {
        observe(store.core)
    }
}
