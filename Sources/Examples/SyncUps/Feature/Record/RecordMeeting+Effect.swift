extension RecordMeeting {
    /// What the record screen asks of its parent. (Its alerts are State:
    /// ``State/alert``.)
    public enum Effect: Sendable, Hashable {
        /// Leave the screen: the meeting was saved to the sync-up
        /// (``Action/meetingSaved(_:)``), or discarded.
        case dismiss
        /// A Command's work failed (when the screen runs alone); the error's description.
        case failed(String)
    }
}
