import Stateful

extension SyncUpsApp {
    /// What the app shows over its screens: a pushed screen's alert, or a
    /// failure.
    public enum Effect: Sendable, Hashable {
        /// The pushed screen with this id shows this alert; its buttons
        /// send that screen's Commands, wrapped as the app's.
        case alert(StackElementID, PathAlert)
        /// A Command's work failed: the sync-ups file could not be loaded,
        /// or a change of the sync-ups could not be saved (a
        /// ``SyncUpsStorageError``), or a Command named something that is not
        /// there. The error's message.
        case failed(String)
    }
}
