import Stateful

extension SyncUpsApp {
    /// The app's changes of State. None copies a sync-up: the screens share
    /// them (``State/syncUps``), and each changes them in its own Actions.
    public enum Action: ViewAction, Sendable, Equatable {
        /// The list screen changed.
        case list(SyncUpsList.Action)
        /// The pushed screen with this id changed.
        case path(StackElementID, Path.Action)
        /// A screen was pushed.
        case push(Path)
        /// The screen with this id was popped, with every screen above it.
        case popFrom(StackElementID)

        /// Applies `action` to `state`.
        public static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .list(let action):
                state.list = SyncUpsList.Action.transform(state.list, action: action)
            case .path(let id, let action):
                state.path.apply(action, to: id)
            case .push(let screen):
                state.path.append(screen)
            case .popFrom(let id):
                state.path.pop(from: id)
            }
            return state
        }
    }
}
