extension SyncUpDetail {
    /// What the detail screen shows over itself (the speech-recognition
    /// alerts; "Delete?" is State), and what it asks of its parent.
    public enum Effect: Sendable, Hashable {
        /// Show this alert.
        case alert(Alert)
        /// The sync-up was deleted: leave the screen.
        case dismiss
        /// Push the record-meeting screen for this sync-up.
        case startMeeting
        /// Push the screen of this past meeting.
        case showMeeting(Meeting.ID)
        /// A Command's work failed (when the screen runs alone); the error's description.
        case failed(String)
    }
}
