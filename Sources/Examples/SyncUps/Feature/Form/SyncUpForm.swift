import Stateful
import StatefulDependencies

/// The form that edits a sync-up: its title, length, theme and attendees.
/// It is the sheet of "New sync-up" on the list and of "Edit" on the detail
/// screen; the screen that shows it decides what saving does.
///
/// ```swift
/// let store = ScreenStore(SyncUpForm(), initialState: SyncUpForm.State(syncUp: syncUp)) {
///     .failed("\($0)")
/// }
/// await store.dispatchCommand(.addAttendeeTapped)
/// ```
///
/// Its rules, as in SyncUps:
/// - a form is never without an attendee: one opened on a sync-up with
///   none gets an empty one (``State/init(editing:newAttendeeID:)``), and
///   deleting the last one adds an empty one;
/// - a new attendee is focused; deleting attendees focuses the one now at
///   the first deleted position (or the last one);
/// - the length is whole minutes from 5 to 30, as the slider allows.
public struct SyncUpForm: ScreenLogic {
    /// The shortest length the form allows, in minutes.
    public static let minimumMinutes = 5
    /// The longest length the form allows, in minutes.
    public static let maximumMinutes = 30

    /// Creates the form's logic.
    public init() {}

    /// Does the work of `command`.
    ///
    /// - Throws: ``SyncUpsError/noAttendee(index:count:)`` when a Command
    ///   names an attendee position the form does not have.
    public func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .setTitle(let title):
            context.dispatchAction(.titleChanged(title))
        case .setDuration(let minutes):
            let clamped = min(max(minutes, Self.minimumMinutes), Self.maximumMinutes)
            context.dispatchAction(.durationChanged(.seconds(clamped * 60)))
        case .setTheme(let theme):
            context.dispatchAction(.themeChanged(theme))
        case .setAttendeeName(let index, let name):
            try checkAttendee(at: index, in: context.state)
            context.dispatchAction(.attendeeRenamed(index: index, name: name))
        case .addAttendeeTapped:
            let uuid = Dependencies.current.uuid
            context.dispatchAction(.attendeeAdded(Attendee(id: Attendee.ID(uuid()))))
        case .deleteAttendees(let offsets):
            for index in offsets {
                try checkAttendee(at: index, in: context.state)
            }
            guard !offsets.isEmpty else { return }
            let remaining = context.state.syncUp.attendees.count - Set(offsets).count
            let replacement = remaining == 0 ? Attendee(id: Attendee.ID(Dependencies.current.uuid())) : nil
            context.dispatchAction(.attendeesDeleted(atOffsets: offsets, replacement: replacement))
        }
    }

    private func checkAttendee(at index: Int, in state: State) throws {
        let count = state.syncUp.attendees.count
        guard state.syncUp.attendees.indices.contains(index) else {
            throw SyncUpsError.noAttendee(index: index, count: count)
        }
    }
}
