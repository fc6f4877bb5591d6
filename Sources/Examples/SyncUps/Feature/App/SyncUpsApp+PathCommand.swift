extension SyncUpsApp {
    /// A Command of one kind of pushed screen. (The past-meeting screen
    /// takes none.)
    public enum PathCommand: Sendable, Hashable, Decodable {
        /// A Command of a detail screen.
        case detail(SyncUpDetail.Command)
        /// A Command of the record screen.
        case record(RecordMeeting.Command)
    }
}
