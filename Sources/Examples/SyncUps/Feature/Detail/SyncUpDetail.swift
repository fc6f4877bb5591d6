import Stateful
import StatefulDependencies

/// A sync-up's screen: its length, theme, attendees and past meetings, with
/// Edit (a sheet with ``SyncUpForm``), Delete (after the "Delete?" alert,
/// held in ``State/alert``), and Start meeting.
///
/// The sync-up is shared with the list (``State/syncUp``, an element of
/// ``State/syncUps``): an edit, a deleted meeting or the deletion of the
/// sync-up is made here, in this screen's Actions, and the list shows it at
/// once; the parent copies nothing.
///
/// What leaves the screen goes to its parent as an Effect: ``Effect/startMeeting``,
/// ``Effect/showMeeting(_:)`` and ``Effect/dismiss`` (the sync-up was
/// deleted); ``SyncUpsApp`` pushes the record or meeting screen, or pops.
///
/// Starting a meeting checks speech recognition first, as SyncUps does:
///
/// | authorization | Start meeting |
/// |---|---|
/// | not determined, authorized | ``Effect/startMeeting`` (the record screen asks, when needed) |
/// | denied | the ``Alert/speechRecognitionDenied`` alert: continue without recording, open settings, or cancel |
/// | restricted | the ``Alert/speechRecognitionRestricted`` alert: continue without recording, or cancel |
public struct SyncUpDetail: ScreenLogic {
    /// Creates the detail screen's logic.
    public init() {}

    /// Does the work of `command`.
    ///
    /// - Throws: ``SyncUpsError/noMeeting(_:)`` for a tap on a meeting the
    ///   sync-up does not have; `ChildNotPresented` for a form Command while
    ///   the edit sheet is closed (also reported: a running test fails);
    ///   whatever the form throws.
    public func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .editTapped:
            let uuid = Dependencies.current.uuid
            context.dispatchAction(.editingStarted(SyncUpForm.State(
                editing: context.state.syncUp, newAttendeeID: Attendee.ID(uuid()))))
        case .cancelEditTapped:
            context.dispatchAction(.editingCancelled)
        case .doneEditingTapped:
            guard let form = context.state.editing else { return }
            let uuid = Dependencies.current.uuid
            context.dispatchAction(.editingFinished(form.syncUp.droppingBlankAttendees(newAttendeeID: Attendee.ID(uuid()))))
        case .edit(let command):
            try await context.forward(command, to: SyncUpForm(), presentedIn: \.editing, action: Action.edit) { effect, detail in
                switch effect {
                case .failed(let message): detail.dispatchEffect(.failed(message))
                }
            }
        case .deleteTapped:
            context.dispatchAction(.alertShown(.deleteSyncUp))
        case .confirmDeletion:
            if context.state.alert != nil { context.dispatchAction(.alertDismissed) }
            context.dispatchAction(.syncUpDeleted)
            context.dispatchEffect(.dismiss)
        case .alertDismissed:
            if context.state.alert != nil { context.dispatchAction(.alertDismissed) }
        case .startMeetingTapped:
            switch Dependencies.current.speechClient.authorizationStatus() {
            case .notDetermined, .authorized:
                context.dispatchEffect(.startMeeting)
            case .denied:
                context.dispatchEffect(.alert(.speechRecognitionDenied))
            case .restricted:
                context.dispatchEffect(.alert(.speechRecognitionRestricted))
            }
        case .continueWithoutRecording:
            context.dispatchEffect(.startMeeting)
        case .openSettings:
            await Dependencies.current.openSettings()
        case .meetingTapped(let id):
            guard context.state.syncUp.meetings.contains(where: { $0.id == id }) else {
                throw SyncUpsError.noMeeting(id)
            }
            context.dispatchEffect(.showMeeting(id))
        case .deleteMeetings(let offsets):
            let valid = offsets.filter(context.state.syncUp.meetings.indices.contains)
            guard !valid.isEmpty else { return }
            context.dispatchAction(.meetingsDeleted(atOffsets: valid))
        }
    }
}
