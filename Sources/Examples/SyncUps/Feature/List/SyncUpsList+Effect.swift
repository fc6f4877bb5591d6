extension SyncUpsList {
    /// What the list asks of whoever shows it.
    public enum Effect: Sendable, Hashable {
        /// Show this sync-up's detail screen.
        case openSyncUp(SyncUp)
        /// A Command's work failed (when the list runs alone); the error's description.
        case failed(String)
    }
}
