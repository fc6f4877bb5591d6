extension SyncUpsApp {
    /// A screen pushed over the list.
    public enum Path: Equatable, Sendable {
        /// A sync-up's detail screen.
        case detail(SyncUpDetail.State)
        /// A past meeting.
        case meeting(PastMeeting.State)
        /// The meeting being recorded.
        case record(RecordMeeting.State)

        /// The detail screen's State, if this is one.
        public var detail: SyncUpDetail.State? {
            if case .detail(let state) = self { state } else { nil }
        }

        /// The past meeting's State, if this is one.
        public var meeting: PastMeeting.State? {
            if case .meeting(let state) = self { state } else { nil }
        }

        /// The record screen's State, if this is one.
        public var record: RecordMeeting.State? {
            if case .record(let state) = self { state } else { nil }
        }
    }
}
