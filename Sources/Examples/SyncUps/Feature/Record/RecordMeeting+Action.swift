import Stateful

extension RecordMeeting {
    /// The record screen's changes of State.
    public enum Action: ViewAction, Sendable, Equatable {
        /// A second passed: the time grows, and at the end of an attendee's
        /// share (before the end of the meeting) the next one speaks.
        case timerTicked
        /// "Next": the next attendee speaks, and the time jumps to the start
        /// of their share.
        case nextSpeaker
        /// The alert asks what to do; the timer stops while it is up.
        case alertShown(Alert)
        /// The alert went away: the timer runs again.
        case alertDismissed
        /// The recognizer's transcription so far.
        case transcriptChanged(String)
        /// The recognizer failed: the transcript is marked (` ❌`) and the
        /// speech-failure alert asks what to do, the timer stopped.
        case speechFailed
        /// The meeting ended: it is now the first of the shared sync-up's
        /// meetings.
        case meetingSaved(Meeting)

        /// Applies `action` to `state`.
        public static func transform(_ state: State, action: Action) -> State {
            var state = state
            let lastSpeaker = max(0, state.syncUp.attendees.count - 1)
            switch action {
            case .timerTicked:
                state.secondsElapsed += 1
                let share = state.syncUp.secondsPerAttendee
                if state.secondsElapsed.isMultiple(of: share), !state.isTimeUp {
                    state.speakerIndex = min(state.speakerIndex + 1, lastSpeaker)
                }
            case .nextSpeaker:
                state.speakerIndex = min(state.speakerIndex + 1, lastSpeaker)
                state.secondsElapsed = state.speakerIndex * state.syncUp.secondsPerAttendee
            case .alertShown(let alert):
                state.alert = alert
            case .alertDismissed:
                state.alert = nil
            case .transcriptChanged(let transcript):
                state.transcript = transcript
            case .speechFailed:
                if !state.transcript.isEmpty {
                    state.transcript += " ❌"
                }
                state.alert = .speechRecognizerFailed
            case .meetingSaved(let meeting):
                state.$syncUp.withLock { $0.meetings.insert(meeting, at: 0) }
            }
            return state
        }
    }
}
