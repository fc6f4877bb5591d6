import Stateful

extension SyncUpsList {
    /// What the list shows: the sync-ups, and the "New sync-up" sheet when
    /// it is open.
    public struct State: Equatable, Sendable {
        /// Every sync-up, in the order they were added: the sync-ups file
        /// (the `.syncUps` key), shared with every screen that shows one.
        @Shared public var syncUps: IdentifiedArrayOf<SyncUp>
        /// The form of the "New sync-up" sheet; `nil` while it is closed.
        public var addSyncUp: SyncUpForm.State?

        /// Creates the State; by default the sync-ups of the file (none
        /// when there is no file yet) and no sheet.
        public init(
            syncUps: Shared<IdentifiedArrayOf<SyncUp>> = Shared(wrappedValue: [], .syncUps),
            addSyncUp: SyncUpForm.State? = nil
        ) {
            _syncUps = syncUps
            self.addSyncUp = addSyncUp
        }
    }
}
