import Stateful

extension SyncUpDetail {
    /// The detail screen's changes of State.
    public enum Action: ViewAction, Sendable, Equatable {
        /// The edit sheet opened on this form.
        case editingStarted(SyncUpForm.State)
        /// The edit sheet closed without saving.
        case editingCancelled
        /// The edit sheet closed: the shared sync-up is now this one.
        case editingFinished(SyncUp)
        /// The edit sheet's form changed.
        case edit(SyncUpForm.Action)
        /// The past meetings at these positions were deleted from the shared
        /// sync-up.
        case meetingsDeleted(atOffsets: [Int])
        /// The sync-up was deleted from the shared sync-ups.
        case syncUpDeleted
        /// The alert asks.
        case alertShown(Alert)
        /// The alert went away.
        case alertDismissed

        /// Applies `action` to `state`.
        public static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .editingStarted(let form):
                state.editing = form
            case .editingCancelled:
                state.editing = nil
            case .editingFinished(let syncUp):
                state.$syncUp.withLock { $0 = syncUp }
                state.editing = nil
            case .edit(let action):
                state.editing.apply(action)
            case .meetingsDeleted(let offsets):
                let deleted = Set(offsets)
                state.$syncUp.withLock { syncUp in
                    syncUp.meetings = syncUp.meetings.enumerated()
                        .filter { !deleted.contains($0.offset) }
                        .map(\.element)
                }
            case .syncUpDeleted:
                let id = state.syncUp.id
                state.$syncUps.withLock { _ = $0.remove(id: id) }
            case .alertShown(let alert):
                state.alert = alert
            case .alertDismissed:
                state.alert = nil
            }
            return state
        }
    }
}
