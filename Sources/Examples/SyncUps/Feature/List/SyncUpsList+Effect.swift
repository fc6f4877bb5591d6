extension SyncUpsList {
    /// What the list asks of whoever shows it.
    public enum Effect: Sendable, Hashable {
        /// Show the detail screen of the sync-up with this id.
        case openSyncUp(SyncUp.ID)
        /// A Command's work failed (when the list runs alone); the error's description.
        case failed(String)
    }
}
