extension SyncUpsList {
    /// What the list's user does.
    ///
    /// In a flow script, through the app: `send list(addSyncUpTapped)`.
    public enum Command: Sendable, Hashable, Decodable {
        /// Taps "+": opens the "New sync-up" sheet on a new sync-up.
        case addSyncUpTapped
        /// Taps "Discard" on the sheet: closes it, adding nothing.
        case dismissAddSyncUpTapped
        /// Taps "Add" on the sheet: adds the sync-up (blank attendees
        /// dropped) and closes the sheet.
        case confirmAddSyncUpTapped
        /// Taps a sync-up's row.
        case syncUpTapped(SyncUp.ID)
        /// A Command of the sheet's form.
        case addSyncUp(SyncUpForm.Command)
    }
}
