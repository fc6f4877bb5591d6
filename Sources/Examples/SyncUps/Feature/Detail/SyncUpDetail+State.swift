import Stateful

extension SyncUpDetail {
    /// What the detail screen shows: the sync-up, the edit sheet when it is
    /// open, and the "Delete?" alert when it asks.
    public struct State: Equatable, Sendable {
        /// The sync-up shown: an element of ``syncUps``, shared with the list
        /// and every other screen that shows it. An edit or a deleted meeting
        /// made here is theirs at once.
        @Shared public var syncUp: SyncUp
        /// Every sync-up, shared with the list: where ``Command/confirmDeletion``
        /// deletes ``syncUp`` from.
        @Shared public var syncUps: IdentifiedArrayOf<SyncUp>
        /// The form of the edit sheet; `nil` while it is closed.
        public var editing: SyncUpForm.State?
        /// The alert shown over the screen (``Alert/deleteSyncUp``); `nil`
        /// while none is. Dismissing it sends ``Command/alertDismissed``.
        public var alert: Alert?

        /// Creates the State of the screen of `syncUp`, an element of
        /// `syncUps` (`syncUps[id: id]`); the edit sheet is closed and no
        /// alert is up by default.
        ///
        /// ```swift
        /// guard let syncUp = state.$syncUps[id: id] else { … }
        /// SyncUpDetail.State(syncUp: syncUp, of: state.$syncUps)
        /// ```
        public init(
            syncUp: Shared<SyncUp>, of syncUps: Shared<IdentifiedArrayOf<SyncUp>>,
            editing: SyncUpForm.State? = nil, alert: Alert? = nil
        ) {
            _syncUp = syncUp
            _syncUps = syncUps
            self.editing = editing
            self.alert = alert
        }
    }
}
