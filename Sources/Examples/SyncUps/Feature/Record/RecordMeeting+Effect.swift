extension RecordMeeting {
    /// What the record screen shows over itself (alerts), and what it asks
    /// of its parent.
    public enum Effect: Sendable, Hashable {
        /// Show this alert.
        case alert(Alert)
        /// The meeting ended: add this meeting to the sync-up and leave the screen.
        case saveMeeting(Meeting)
        /// Leave the screen without saving.
        case discardMeeting
        /// A Command's work failed (when the screen runs alone); the error's description.
        case failed(String)
    }
}
