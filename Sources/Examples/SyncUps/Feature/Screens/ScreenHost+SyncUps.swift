import Stateful
import StatefulText

extension ScreenHost
where Store.State == SyncUpsApp.State, Store.Command == SyncUpsApp.Command, Store.Effect == SyncUpsApp.Effect {
    /// A host for the whole app: the stack of screens is drawn from the
    /// State (``SyncUpsAppScreen``), and Effects put alerts on screen as
    /// ``SyncUpsPresentation`` says.
    ///
    /// ```swift
    /// let store = ScreenStore(syncUps: SyncUpsApp.State(syncUps: syncUps))
    /// let host = ScreenHost(syncUps: store, labels: .japanese)
    /// host.observe(store.core)
    /// await store.dispatchCommand(.list(.syncUpTapped(syncUps[0].id)))
    /// print(try host.render(width: .compact))      // the detail screen, "< デイリーシンクアップ"
    /// if let command = host.goBack() { await store.dispatchCommand(command) }
    /// ```
    public convenience init(syncUps store: Store, labels: SyncUpsLabels = .english) {
        self.init(store: store) { state in
            SyncUpsAppScreen(state: state, labels: labels).stack
        } effects: { effect in
            SyncUpsPresentation.change(for: effect, labels: labels)
        }
    }
}
