import Stateful

extension SyncUpsApp {
    /// Everything the app shows: the sync-ups, the "New sync-up" sheet, and
    /// the screens pushed over the list.
    public struct State: Equatable, Sendable {
        /// Every sync-up: the sync-ups file (the `.syncUps` key), shared with
        /// the list, the detail screens (each holds its element) and the
        /// record screen. A change made by any of them is the change of all.
        @Shared public var syncUps: IdentifiedArrayOf<SyncUp>
        /// The form of the list's "New sync-up" sheet; `nil` while it is closed.
        public var addSyncUp: SyncUpForm.State?
        /// The screens pushed over the list, bottom first, with ids 0, 1, 2…
        public var path: StackState<Path>

        /// Creates the State; by default the sync-ups of the file (none when
        /// there is no file yet), no sheet, nothing pushed.
        ///
        /// ```swift
        /// let state = SyncUpsApp.State()                       // the file's sync-ups
        /// let preview = SyncUpsApp.State(syncUps: Shared(value: [syncUp]))   // kept in memory only
        /// ```
        public init(
            syncUps: Shared<IdentifiedArrayOf<SyncUp>> = Shared(wrappedValue: [], .syncUps),
            addSyncUp: SyncUpForm.State? = nil, path: StackState<Path> = []
        ) {
            _syncUps = syncUps
            self.addSyncUp = addSyncUp
            self.path = path
        }

        /// The list screen's State: the same shared ``syncUps``, and
        /// ``addSyncUp``.
        public var list: SyncUpsList.State {
            get { SyncUpsList.State(syncUps: $syncUps, addSyncUp: addSyncUp) }
            set {
                _syncUps = newValue.$syncUps
                addSyncUp = newValue.addSyncUp
            }
        }
    }
}
