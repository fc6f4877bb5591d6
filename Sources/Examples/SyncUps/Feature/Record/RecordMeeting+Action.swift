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
        /// The timer stopped while an alert asks what to do.
        case paused
        /// The timer runs again.
        case resumed
        /// The recognizer's transcription so far.
        case transcriptChanged(String)
        /// The recognizer failed: the transcript is marked (` ❌`) and the
        /// timer stops while an alert asks what to do.
        case speechFailed

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
            case .paused:
                state.isPaused = true
            case .resumed:
                state.isPaused = false
            case .transcriptChanged(let transcript):
                state.transcript = transcript
            case .speechFailed:
                if !state.transcript.isEmpty {
                    state.transcript += " ❌"
                }
                state.isPaused = true
            }
            return state
        }
    }
}
