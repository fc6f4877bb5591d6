extension SyncUpsApp {
    /// A change of one kind of pushed screen.
    public enum PathAction: Sendable, Equatable {
        /// A detail screen's change.
        case detail(SyncUpDetail.Action)
        /// The record screen's change.
        case record(RecordMeeting.Action)
    }
}
