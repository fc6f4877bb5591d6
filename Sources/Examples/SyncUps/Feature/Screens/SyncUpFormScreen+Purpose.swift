extension SyncUpFormScreen {
    /// Which sheet the form is.
    public enum Purpose: Sendable, Hashable {
        /// The list's "New sync-up" sheet: Discard and Add.
        case add
        /// The detail screen's edit sheet, titled with the sync-up's title
        /// before editing: Cancel and Done.
        case edit(title: String)
    }
}
