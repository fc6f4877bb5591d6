extension RecordMeeting {
    /// What the record screen's user does, alerts' buttons included.
    ///
    /// In a flow script, through the app: `start path(1, record(task))`,
    /// then `send path(1, record(endMeetingTapped))`.
    public enum Command: Sendable, Hashable, Decodable {
        /// The screen appeared: runs the meeting (timer and transcription)
        /// until the time is up, or the screen is popped.
        case task
        /// Taps "Next": the next attendee speaks; on the last one, asks
        /// "End meeting?".
        case nextTapped
        /// Taps "End meeting": pauses and asks "End meeting?".
        case endMeetingTapped
        /// Taps "Save and end": the alert goes, and the meeting is saved.
        case confirmSave
        /// Taps "Discard" or "Discard meeting": the alert goes, and the
        /// screen is left without saving.
        case confirmDiscard
        /// Taps "Resume" or "Continue meeting", or dismisses the alert: the
        /// alert goes and the timer runs again.
        case resume
    }
}
