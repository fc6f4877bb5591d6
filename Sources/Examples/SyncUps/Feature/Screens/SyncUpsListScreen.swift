import StatefulText

/// The list of sync-ups in text: each row shows the title, the number of
/// attendees, the length and the theme.
///
/// ```swift
/// SyncUpsListScreen(state: appState.list, labels: .english).screen
/// ```
public struct SyncUpsListScreen: ScreenContent {
    /// The State to draw.
    public var state: SyncUpsList.State
    /// The words to draw it with.
    public var labels: SyncUpsLabels

    /// Creates the screen for `state`.
    public init(state: SyncUpsList.State, labels: SyncUpsLabels = .english) {
        self.state = state
        self.labels = labels
    }

    /// The whole screen, titled ``SyncUpsLabels/listTitle``.
    public var screen: Screen {
        Screen(labels.listTitle) { self }
    }

    /// The screen's elements, without the navigation bar.
    public var body: [ScreenElement] {
        HStack {
            Spacer()
            Button(labels.addSyncUp, command: SyncUpsList.Command.addSyncUpTapped)
        }
        if state.syncUps.isEmpty {
            Text(labels.noSyncUps)
        } else {
            List(state.syncUps, rowCommand: { SyncUpsList.Command.syncUpTapped($0.id) }) { syncUp in
                Text(syncUp.title)
                Text(labels.attendeeCount(syncUp.attendees.count) + labels.listSeparator + labels.minutes(syncUp.durationSeconds / 60))
                Text(labels.theme + ": " + labels.themeName(syncUp.theme))
            }
        }
    }
}
