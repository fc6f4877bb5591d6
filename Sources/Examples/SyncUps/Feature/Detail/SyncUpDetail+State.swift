extension SyncUpDetail {
    /// What the detail screen shows: the sync-up, the edit sheet when it is
    /// open, and the "Delete?" alert when it asks.
    public struct State: Equatable, Sendable {
        /// The sync-up shown.
        public var syncUp: SyncUp
        /// The form of the edit sheet; `nil` while it is closed.
        public var editing: SyncUpForm.State?
        /// The alert shown over the screen (``Alert/deleteSyncUp``); `nil`
        /// while none is. Dismissing it sends ``Command/alertDismissed``.
        public var alert: Alert?

        /// Creates the State; the edit sheet is closed and no alert is up by default.
        public init(syncUp: SyncUp, editing: SyncUpForm.State? = nil, alert: Alert? = nil) {
            self.syncUp = syncUp
            self.editing = editing
            self.alert = alert
        }
    }
}
