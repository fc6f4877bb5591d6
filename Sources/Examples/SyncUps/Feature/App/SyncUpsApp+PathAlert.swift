extension SyncUpsApp {
    /// An alert of one kind of pushed screen.
    public enum PathAlert: Sendable, Hashable {
        /// A detail screen's alert.
        case detail(SyncUpDetail.Alert)
    }
}
