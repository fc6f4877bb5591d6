import Stateful
import StatefulDependencies

/// The first screen: every sync-up, and the "New sync-up" sheet that adds
/// one.
///
/// The sync-ups are shared (``State/syncUps``, the `.syncUps` file): the
/// detail and record screens hold the same ones, so what they change is on
/// the list at once, with no Action of the list's.
///
/// Tapping a sync-up does not navigate by itself: it sends
/// ``Effect/openSyncUp(_:)``, and ``SyncUpsApp`` pushes the detail screen.
///
/// ```swift
/// await store.dispatchCommand(.addSyncUpTapped)          // the sheet opens
/// await store.dispatchCommand(.addSyncUp(.setTitle("Design")))
/// await store.dispatchCommand(.confirmAddSyncUpTapped)   // added, the sheet closes
/// ```
public struct SyncUpsList: ScreenLogic {
    /// Creates the list's logic.
    public init() {}

    /// Does the work of `command`.
    ///
    /// - Throws: ``SyncUpsError/noSyncUp(_:)`` for a tap on a sync-up the
    ///   list does not hold; `ChildNotPresented` for a form Command while
    ///   the sheet is closed (also reported: a running test fails); whatever
    ///   the form throws.
    public func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .addSyncUpTapped:
            let uuid = Dependencies.current.uuid
            let syncUp = SyncUp(id: SyncUp.ID(uuid()))
            context.dispatchAction(.addSyncUpPresented(SyncUpForm.State(editing: syncUp, newAttendeeID: Attendee.ID(uuid()))))
        case .dismissAddSyncUpTapped:
            context.dispatchAction(.addSyncUpDismissed)
        case .confirmAddSyncUpTapped:
            guard let form = context.state.addSyncUp else { return }
            let uuid = Dependencies.current.uuid
            context.dispatchAction(.syncUpAdded(form.syncUp.droppingBlankAttendees(newAttendeeID: Attendee.ID(uuid()))))
        case .syncUpTapped(let id):
            guard context.state.syncUps[id: id] != nil else { throw SyncUpsError.noSyncUp(id) }
            context.dispatchEffect(.openSyncUp(id))
        case .addSyncUp(let command):
            try await context.forward(command, to: SyncUpForm(), presentedIn: \.addSyncUp, action: Action.addSyncUp) { effect, list in
                switch effect {
                case .failed(let message): list.dispatchEffect(.failed(message))
                }
            }
        }
    }
}
