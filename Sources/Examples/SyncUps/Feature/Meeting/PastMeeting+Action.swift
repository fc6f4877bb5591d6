import Stateful

extension PastMeeting {
    /// No change of State: the screen only shows, and no code can make one
    /// of these.
    public struct Action: ViewAction, Sendable {
        private init() {}

        /// Returns `state` unchanged.
        public static func transform(_ state: State, action: Action) -> State {
            state
        }
    }
}
