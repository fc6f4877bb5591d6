extension PastMeeting {
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
}
