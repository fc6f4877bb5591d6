extension SyncUpsApp {
    /// An Effect of one kind of pushed screen, for the app to act on.
    public enum PathEffect: Sendable, Equatable {
        /// A detail screen's Effect.
        case detail(SyncUpDetail.Effect)
        /// The record screen's Effect.
        case record(RecordMeeting.Effect)
    }
}
