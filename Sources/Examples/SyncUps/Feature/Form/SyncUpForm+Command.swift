extension SyncUpForm {
    /// What the form's user does. Attendees are named by their position in
    /// the form, counted from 0, as the rows a user sees.
    ///
    /// In a flow script, through the app: `send list(addSyncUp(setTitle("Design")))`.
    public enum Command: Sendable, Hashable, Decodable {
        /// Types the title.
        case setTitle(String)
        /// Moves the length slider; clamped to 5…30 minutes.
        case setDuration(minutes: Int)
        /// Picks the theme.
        case setTheme(Theme)
        /// Types the name of the attendee at position `at`.
        case setAttendeeName(at: Int, name: String)
        /// Taps "New attendee".
        case addAttendeeTapped
        /// Swipes to delete the attendees at these positions.
        case deleteAttendees(atOffsets: [Int])
    }
}
