import Stateful

extension SyncUpsList {
    /// The list's changes of State.
    public enum Action: ViewAction, Sendable, Equatable {
        /// The "New sync-up" sheet opened on this form.
        case addSyncUpPresented(SyncUpForm.State)
        /// The sheet closed without adding anything.
        case addSyncUpDismissed
        /// This sync-up was added at the end of the shared sync-ups, and the
        /// sheet closed.
        case syncUpAdded(SyncUp)
        /// The sheet's form changed.
        case addSyncUp(SyncUpForm.Action)

        /// Applies `action` to `state`.
        public static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .addSyncUpPresented(let form):
                state.addSyncUp = form
            case .addSyncUpDismissed:
                state.addSyncUp = nil
            case .syncUpAdded(let syncUp):
                state.$syncUps.withLock { _ = $0.append(syncUp) }
                state.addSyncUp = nil
            case .addSyncUp(let action):
                state.addSyncUp.apply(action)
            }
            return state
        }
    }
}
