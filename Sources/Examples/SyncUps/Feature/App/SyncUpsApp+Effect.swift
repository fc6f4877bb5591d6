import Stateful

extension SyncUpsApp {
    /// What the app shows over its screens: a pushed screen's alert, or a
    /// failure.
    public enum Effect: Sendable, Hashable {
        /// The pushed screen with this id shows this alert; its buttons
        /// send that screen's Commands, wrapped as the app's.
        case alert(StackElementID, PathAlert)
        /// A Command's work failed: loading or saving the sync-ups, or a
        /// Command naming something that is not there. The error's message.
        case failed(String)
    }
}
