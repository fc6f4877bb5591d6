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
        ScreenStack(
            root: SyncUpsListScreen(state: state.list, labels: labels).screen.mapCommands { SyncUpsApp.Command.list($0) },
            path: state.path, context: labels,
            command: { .path($0, $1) }, back: { .popFrom($0) },
            sheet: state.addSyncUp.map {
                SyncUpFormScreen(
                    state: $0, purpose: .add, labels: labels,
                    dismissCommand: SyncUpsList.Command.dismissAddSyncUpTapped, confirmCommand: SyncUpsList.Command.confirmAddSyncUpTapped
                ).screen.mapCommands(SyncUpsList.Command.addSyncUp).mapCommands { SyncUpsApp.Command.list($0) }
            },
            dismissSheet: state.addSyncUp == nil ? nil : .list(.dismissAddSyncUpTapped))
    }
}
