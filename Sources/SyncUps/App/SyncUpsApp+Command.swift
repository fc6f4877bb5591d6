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
        /// The app launched: loads the sync-ups.
        case task
        /// A Command of the list screen (and its "New sync-up" sheet).
        case list(SyncUpsList.Command)
        /// A Command of the pushed screen with this id.
        case path(StackElementID, PathCommand)
        /// Taps the back button of the screen with this id: pops it and
        /// every screen above it.
        case popFrom(StackElementID)
    }

    /// A Command of one kind of pushed screen. (The past-meeting screen
    /// takes none.)
    public enum PathCommand: Sendable, Hashable, Decodable {
        /// A Command of a detail screen.
        case detail(SyncUpDetail.Command)
        /// A Command of the record screen.
        case record(RecordMeeting.Command)
    }
}
