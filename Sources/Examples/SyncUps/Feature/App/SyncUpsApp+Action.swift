import Stateful

extension SyncUpsApp {
    /// The app's changes of State.
    public enum Action: ViewAction, Sendable, Equatable {
        /// The sync-ups were loaded.
        case syncUpsLoaded([SyncUp])
        /// The list screen changed.
        case list(SyncUpsList.Action)
        /// The pushed screen with this id changed; a detail screen's change
        /// to its sync-up is copied into the list.
        case path(StackElementID, Path.Action)
        /// A screen was pushed.
        case push(Path)
        /// The screen with this id was popped, with every screen above it.
        case popFrom(StackElementID)
        /// The sync-up was deleted from the list, and its detail screen
        /// popped.
        case syncUpDeleted(SyncUp.ID, detail: StackElementID)
        /// The meeting was added first to its sync-up's meetings (in the list
        /// and on every detail screen of that sync-up), and the record screen
        /// popped.
        case meetingSaved(Meeting, record: StackElementID)

        /// Applies `action` to `state`.
        public static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .syncUpsLoaded(let syncUps):
                state.syncUps = syncUps
            case .list(let action):
                state.list = SyncUpsList.Action.transform(state.list, action: action)
            case .path(let id, let action):
                state.path.apply(action, to: id)
                if case .detail = action, let changed = state.path[id: id]?[case: Path.detail],
                   let index = state.syncUps.firstIndex(where: { $0.id == changed.syncUp.id }) {
                    state.syncUps[index] = changed.syncUp
                }
            case .push(let screen):
                state.path.append(screen)
            case .popFrom(let id):
                state.path.pop(from: id)
            case .syncUpDeleted(let syncUpID, let detail):
                state.syncUps.removeAll { $0.id == syncUpID }
                state.path.pop(from: detail)
            case .meetingSaved(let meeting, let record):
                guard let syncUpID = state.path[id: record]?[case: Path.record]?.syncUp.id else { break }
                if let index = state.syncUps.firstIndex(where: { $0.id == syncUpID }) {
                    state.syncUps[index].meetings.insert(meeting, at: 0)
                }
                for id in state.path.ids {
                    guard let detail = state.path[id: id]?[case: Path.detail], detail.syncUp.id == syncUpID else { continue }
                    state.path[id: id] = .detail(SyncUpDetail.Action.transform(detail, action: .meetingAdded(meeting)))
                }
                state.path.pop(from: record)
            }
            return state
        }
    }
}
