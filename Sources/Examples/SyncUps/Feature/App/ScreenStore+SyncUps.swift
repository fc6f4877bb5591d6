import Stateful

extension ScreenStore where Logic == SyncUpsApp {
    /// The app's store: ``SyncUpsApp`` run from `state`, reporting a failed
    /// Command's error as ``SyncUpsApp/Effect/failed(_:)`` with its message.
    ///
    /// ```swift
    /// let store = withTestDependencies {
    ///     $0.uuid = .incrementing()
    /// } operation: {
    ///     ScreenStore(syncUps: SyncUpsApp.State())     // the sync-ups of the test's own file, none
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: The State to start from; by default the sync-ups file's
    ///     sync-ups, loaded from the storage of the dependencies current
    ///     where this is called.
    ///   - dependencies: What the work sees as `Dependencies.current`; by
    ///     default the set current now.
    public convenience init(syncUps state: SyncUpsApp.State = SyncUpsApp.State(), dependencies: Dependencies = .current) {
        self.init(SyncUpsApp(), initialState: state, dependencies: dependencies) { error in
            .failed(String(describing: error))
        }
    }
}
