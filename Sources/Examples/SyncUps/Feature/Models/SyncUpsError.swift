import Stateful

/// A Command that names something the State does not hold: a script's
/// mistake, reported as the store's error Effect rather than ignored.
///
/// ```swift
/// // send list(syncUpTapped("00000000-0000-0000-0000-00000000000F"))
/// // effect failed("No sync-up has the id 00000000-0000-0000-0000-00000000000F")
/// ```
public enum SyncUpsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No sync-up in the list has this id.
    case noSyncUp(SyncUp.ID)
    /// The sync-up has no meeting with this id.
    case noMeeting(Meeting.ID)
    /// The form has no attendee at this position.
    case noAttendee(index: Int, count: Int)
    /// No screen on the navigation stack has this id.
    case noScreen(StackElementID)

    /// What went wrong, and what is there instead.
    public var description: String {
        switch self {
        case .noSyncUp(let id):
            "No sync-up has the id \(id)"
        case .noMeeting(let id):
            "The sync-up has no meeting with the id \(id)"
        case .noAttendee(let index, let count) where count > 0:
            "There is no attendee at position \(index): the form has \(count) attendee(s), at positions 0 to \(count - 1)"
        case .noAttendee(let index, _):
            "There is no attendee at position \(index): the form has no attendees"
        case .noScreen(let id):
            "No screen on the navigation stack has the id \(id.rawValue)"
        }
    }
}
