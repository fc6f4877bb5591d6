import Stateful

extension SyncUpForm {
    /// The form's changes of State.
    public enum Action: ViewAction, Sendable, Equatable {
        /// The title is now this text.
        case titleChanged(String)
        /// The length is now this.
        case durationChanged(Duration)
        /// The theme is now this.
        case themeChanged(Theme)
        /// The attendee at `index` is now called `name`.
        case attendeeRenamed(index: Int, name: String)
        /// An attendee was added at the end, and focused.
        case attendeeAdded(Attendee)
        /// The attendees at these positions were deleted; `replacement` is
        /// the empty attendee added when none was left.
        case attendeesDeleted(atOffsets: [Int], replacement: Attendee?)

        /// Applies `action` to `state`.
        public static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .titleChanged(let title):
                state.syncUp.title = title
            case .durationChanged(let duration):
                state.syncUp.duration = duration
            case .themeChanged(let theme):
                state.syncUp.theme = theme
            case .attendeeRenamed(let index, let name):
                if state.syncUp.attendees.indices.contains(index) {
                    state.syncUp.attendees[index].name = name
                }
            case .attendeeAdded(let attendee):
                state.syncUp.attendees.append(attendee)
                state.focus = .attendee(attendee.id)
            case .attendeesDeleted(let offsets, let replacement):
                let deleted = Set(offsets)
                state.syncUp.attendees = state.syncUp.attendees.enumerated()
                    .filter { !deleted.contains($0.offset) }
                    .map(\.element)
                if let replacement {
                    state.syncUp.attendees.append(replacement)
                }
                if let first = offsets.min(), !state.syncUp.attendees.isEmpty {
                    let focused = state.syncUp.attendees[min(first, state.syncUp.attendees.count - 1)]
                    state.focus = .attendee(focused.id)
                }
            }
            return state
        }
    }
}
