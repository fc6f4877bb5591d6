extension SyncUpsList {
    /// What the list shows: the sync-ups, and the "New sync-up" sheet when
    /// it is open.
    public struct State: Equatable, Sendable {
        /// Every sync-up, in the order they were added.
        public var syncUps: [SyncUp]
        /// The form of the "New sync-up" sheet; `nil` while it is closed.
        public var addSyncUp: SyncUpForm.State?

        /// Creates the State; no sync-ups and no sheet by default.
        public init(syncUps: [SyncUp] = [], addSyncUp: SyncUpForm.State? = nil) {
            self.syncUps = syncUps
            self.addSyncUp = addSyncUp
        }
    }
}
