extension RecordMeeting {
    /// What the record screen asks of its parent. (Its alerts are State:
    /// ``State/alert``.)
    public enum Effect: Sendable, Hashable {
        /// The meeting ended: add this meeting to the sync-up and leave the screen.
        case saveMeeting(Meeting)
        /// Leave the screen without saving.
        case discardMeeting
        /// A Command's work failed (when the screen runs alone); the error's description.
        case failed(String)
    }
}
