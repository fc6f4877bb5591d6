extension RecordMeeting {
    /// What the record screen shows: the sync-up, the time, who speaks, and
    /// the transcript so far.
    public struct State: Equatable, Sendable {
        /// The sync-up whose meeting this is.
        public var syncUp: SyncUp
        /// Whole seconds since the meeting started.
        public var secondsElapsed: Int
        /// The position of the attendee speaking now.
        public var speakerIndex: Int
        /// What the speech recognizer heard so far.
        public var transcript: String
        /// Whether the timer is stopped while an alert asks what to do.
        public var isPaused: Bool

        /// Creates the State; by default the meeting has just started.
        public init(
            syncUp: SyncUp, secondsElapsed: Int = 0, speakerIndex: Int = 0, transcript: String = "",
            isPaused: Bool = false
        ) {
            self.syncUp = syncUp
            self.secondsElapsed = secondsElapsed
            self.speakerIndex = speakerIndex
            self.transcript = transcript
            self.isPaused = isPaused
        }

        /// Whole seconds left.
        public var secondsRemaining: Int {
            max(0, syncUp.durationSeconds - secondsElapsed)
        }

        /// Whether the meeting has run its whole length.
        public var isTimeUp: Bool {
            secondsElapsed >= syncUp.durationSeconds
        }
    }
}
