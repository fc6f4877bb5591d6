extension RecordMeeting {
    /// The alerts of the record screen, held in its State
    /// (``State/alert``). The screens draw them (`SyncUpsPresentation`),
    /// with buttons that send ``Command``s; dismissing one resumes the
    /// meeting (``Command/resume``).
    public enum Alert: Sendable, Hashable {
        /// "End meeting?": "Save and end", "Discard" (destructive) when
        /// `isDiscardable`, and "Resume" (cancel). Tapping "Next" on the last
        /// speaker asks it without "Discard".
        case endMeeting(isDiscardable: Bool)
        /// "Speech recognition failure": "Continue meeting" (cancel) or
        /// "Discard meeting" (destructive).
        case speechRecognizerFailed
    }
}
