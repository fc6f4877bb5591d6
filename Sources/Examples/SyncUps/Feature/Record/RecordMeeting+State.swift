import Stateful

extension RecordMeeting {
    /// What the record screen shows: the sync-up, the time, who speaks, the
    /// transcript so far, and the alert that asks what to do, when one is up.
    public struct State: Equatable, Sendable {
        /// The sync-up whose meeting this is, shared with the list and its
        /// detail screen: the saved meeting is added to it.
        @Shared public var syncUp: SyncUp
        /// Whole seconds since the meeting started.
        public var secondsElapsed: Int
        /// The position of the attendee speaking now.
        public var speakerIndex: Int
        /// What the speech recognizer heard so far.
        public var transcript: String
        /// The alert shown over the screen, asking what to do; `nil` while
        /// none is. The screens draw it (`SyncUpsPresentation`), its buttons
        /// sending ``Command``s; dismissing it sends ``Command/resume``.
        public var alert: Alert?

        /// Creates the State; by default the meeting has just started.
        public init(
            syncUp: Shared<SyncUp>, secondsElapsed: Int = 0, speakerIndex: Int = 0, transcript: String = "",
            alert: Alert? = nil
        ) {
            _syncUp = syncUp
            self.secondsElapsed = secondsElapsed
            self.speakerIndex = speakerIndex
            self.transcript = transcript
            self.alert = alert
        }

        /// Whether the timer is stopped: it is while an alert asks what to do.
        public var isPaused: Bool {
            alert != nil
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
