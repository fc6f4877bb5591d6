import Stateful

extension ScreenStore where Logic == SyncUpsApp {
    /// The app's store: ``SyncUpsApp`` run from `state`, reporting a failed
    /// Command's error as ``SyncUpsApp/Effect/failed(_:)`` with its message.
    ///
    /// ```swift
    /// let store = withTestDependencies {
    ///     $0.uuid = .incrementing()
    ///     $0.syncUpsStorage = .file(at: url)
    /// } operation: {
    ///     ScreenStore(syncUps: SyncUpsApp.State())
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: The State to start from; by default nothing loaded yet.
    ///   - dependencies: What the work sees as `Dependencies.current`; by
    ///     default the set current now.
    public convenience init(syncUps state: SyncUpsApp.State = SyncUpsApp.State(), dependencies: Dependencies = .current) {
        self.init(SyncUpsApp(), initialState: state, dependencies: dependencies) { error in
            .failed(String(describing: error))
        }
    }
}
