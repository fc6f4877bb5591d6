import Stateful

extension ScreenHost where Store: CoreViewStore {
    /// Follows the store's own ``Stateful/StoreCore`` synchronously: the same
    /// as `observe(store.core)`.
    ///
    /// ```swift
    /// let host = ScreenHost(login: store)
    /// host.observeStore()
    /// ```
    @discardableResult
    public func observeStore() -> StoreObservation {
        observe(store.core)
    }
}
