import Stateful
import StatefulText

/// The whole app in text: the list at the root, a screen for each element
/// of the navigation path, the sheet that is open, and the top screen's
/// alert, each drawn from the State (see `ScreenStack`).
///
/// ```swift
/// let stack = SyncUpsAppScreen(state: store.currentState, labels: .english).stack
/// ```
///
/// Going back from the top screen sends ``SyncUpsApp/Command/popFrom(_:)``
/// with its id; dismissing the sheet sends the Command its Discard or
/// Cancel button sends. The top detail screen's edit sheet is shown over
/// it; otherwise the list's "New sync-up" sheet, when open.
public struct SyncUpsAppScreen {
    /// The State to draw.
    public var state: SyncUpsApp.State
    /// The words to draw it with.
    public var labels: SyncUpsLabels

    /// Creates the drawing of `state`.
    public init(state: SyncUpsApp.State, labels: SyncUpsLabels = .english) {
        self.state = state
        self.labels = labels
    }

    /// The screens, the back button's Command, the sheet and its dismissal.
    public var stack: ScreenStack<SyncUpsApp.Command> {
        let pushed = state.path.ids.compactMap { id -> Screen? in
            guard let screen = state.path[id: id] else { return nil }
            return switch screen {
            case .detail(let detail):
                SyncUpDetailScreen(state: detail, labels: labels).screen
                    .mapCommands { SyncUpsApp.Command.path(id, .detail($0)) }
            case .meeting(let meeting): PastMeetingScreen(state: meeting, labels: labels).screen
            case .record(let record):
                RecordMeetingScreen(state: record, labels: labels).screen
                    .mapCommands { SyncUpsApp.Command.path(id, .record($0)) }
            }
        }
        var sheet: Screen?
        var dismissSheet: SyncUpsApp.Command?
        if let topID = state.path.topID, let detail = state.path[id: topID]?.detail, let form = detail.editing {
            sheet = SyncUpFormScreen(
                state: form, purpose: .edit(title: detail.syncUp.title), labels: labels,
                dismissCommand: .path(topID, .detail(.cancelEditTapped)),
                confirmCommand: .path(topID, .detail(.doneEditingTapped))
            ).screen.mapCommands { SyncUpsApp.Command.path(topID, .detail(.edit($0))) }
            dismissSheet = .path(topID, .detail(.cancelEditTapped))
        } else if let form = state.addSyncUp {
            sheet = SyncUpFormScreen(
                state: form, purpose: .add, labels: labels,
                dismissCommand: .list(.dismissAddSyncUpTapped), confirmCommand: .list(.confirmAddSyncUpTapped)
            ).screen.mapCommands { SyncUpsApp.Command.list(.addSyncUp($0)) }
            dismissSheet = .list(.dismissAddSyncUpTapped)
        }
        // The top screen's alert, held in its State; dismissing it sends the
        // Command its cancel button sends.
        var alert: StatefulText.Alert?
        var dismissAlert: SyncUpsApp.Command?
        if let topID = state.path.topID {
            switch state.path[id: topID] {
            case .detail(let detail)?:
                alert = detail.alert.map {
                    SyncUpsPresentation.alert($0, labels: labels).mapCommands { (command: SyncUpDetail.Command) in
                        SyncUpsApp.Command.path(topID, .detail(command))
                    }
                }
                dismissAlert = .path(topID, .detail(.alertDismissed))
            case .record(let record)?:
                alert = record.alert.map {
                    SyncUpsPresentation.alert($0, labels: labels).mapCommands { (command: RecordMeeting.Command) in
                        SyncUpsApp.Command.path(topID, .record(command))
                    }
                }
                dismissAlert = .path(topID, .record(.resume))
            case .meeting?, nil:
                break
            }
        }
        return ScreenStack(
            root: SyncUpsListScreen(state: state.list, labels: labels).screen.mapCommands { SyncUpsApp.Command.list($0) },
            pushed: pushed,
            back: state.path.topID.map { .popFrom($0) },
            sheet: sheet,
            dismissSheet: dismissSheet,
            alert: alert,
            dismissAlert: dismissAlert)
    }
}
