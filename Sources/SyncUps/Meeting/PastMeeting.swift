import Stateful

/// The screen of one past meeting: when it took place, who attended, and
/// its transcript. It only shows: it takes no Command and changes nothing.
///
/// ```swift
/// PastMeeting.State(meeting: syncUp.meetings[0], syncUp: syncUp)
/// ```
public struct PastMeeting: ScreenLogic {
    /// Nothing: the screen takes no Command.
    public typealias Command = Never
    /// Nothing: the screen sends no Effect.
    public typealias Effect = Never

    /// Creates the meeting screen's logic.
    public init() {}

    /// What the meeting screen shows.
    public struct State: Equatable, Sendable {
        /// The meeting.
        public var meeting: Meeting
        /// The sync-up it belongs to.
        public var syncUp: SyncUp

        /// Creates the State.
        public init(meeting: Meeting, syncUp: SyncUp) {
            self.meeting = meeting
            self.syncUp = syncUp
        }
    }

    /// No change of State: the screen only shows, and no code can make one
    /// of these.
    public struct Action: ViewAction, Sendable {
        private init() {}

        /// Returns `state` unchanged.
        public static func transform(_ state: State, action: Action) -> State {
            state
        }
    }

    /// Never called: there is no Command.
    public func handle(_ command: Never, context: CommandContext<Action, Never>) async throws {}
}
