extension SyncUpDetail {
    /// What the detail screen shows: the sync-up, and the edit sheet when it
    /// is open.
    public struct State: Equatable, Sendable {
        /// The sync-up shown.
        public var syncUp: SyncUp
        /// The form of the edit sheet; `nil` while it is closed.
        public var editing: SyncUpForm.State?

        /// Creates the State; the edit sheet is closed by default.
        public init(syncUp: SyncUp, editing: SyncUpForm.State? = nil) {
            self.syncUp = syncUp
            self.editing = editing
        }
    }
}
