import Stateful

extension SyncUpsApp {
    /// What the app's user (or a flow script) does. Children's Commands are
    /// wrapped with the screen they are for:
    ///
    /// ```
    /// send task
    /// send list(addSyncUpTapped)
    /// send list(addSyncUp(setTitle("Design")))
    /// send path(0, detail(startMeetingTapped))
    /// send popFrom(1)
    /// ```
    public enum Command: Sendable, Hashable, Decodable {
        /// The app appeared: loads the sync-ups file again (the State loaded
        /// it when it was made; this picks up a file fixed since), and
        /// reports why when it cannot be loaded, keeping the sync-ups held.
        case task
        /// A Command of the list screen (and its "New sync-up" sheet).
        case list(SyncUpsList.Command)
        /// A Command of the pushed screen with this id.
        case path(StackElementID, Path.Command)
        /// Taps the back button of the screen with this id: pops it and
        /// every screen above it.
        case popFrom(StackElementID)
    }
}
