import Stateful

extension SyncUpsApp {
    /// Everything the app shows: the sync-ups, the "New sync-up" sheet, and
    /// the screens pushed over the list.
    public struct State: Equatable, Sendable {
        /// Every sync-up: the list, and the one source the other screens'
        /// copies are kept in step with.
        public var syncUps: [SyncUp]
        /// The form of the list's "New sync-up" sheet; `nil` while it is closed.
        public var addSyncUp: SyncUpForm.State?
        /// The screens pushed over the list, bottom first, with ids 0, 1, 2…
        public var path: StackState<Path>

        /// Creates the State; by default no sync-ups, no sheet, nothing pushed.
        public init(syncUps: [SyncUp] = [], addSyncUp: SyncUpForm.State? = nil, path: StackState<Path> = []) {
            self.syncUps = syncUps
            self.addSyncUp = addSyncUp
            self.path = path
        }

        /// The list screen's State: ``syncUps`` and ``addSyncUp``.
        public var list: SyncUpsList.State {
            get { SyncUpsList.State(syncUps: syncUps, addSyncUp: addSyncUp) }
            set {
                syncUps = newValue.syncUps
                addSyncUp = newValue.addSyncUp
            }
        }
    }
}
