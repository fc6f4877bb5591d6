import StatefulText

/// A sync-up's detail screen in text: Edit, Start meeting, the length and
/// theme, the past meetings, the attendees, and Delete.
///
/// ```swift
/// SyncUpDetailScreen(state: detail, labels: .english).screen
/// ```
public struct SyncUpDetailScreen: ScreenContent {
    /// The State to draw.
    public var state: SyncUpDetail.State
    /// The words to draw it with.
    public var labels: SyncUpsLabels

    /// Creates the screen for `state`.
    public init(state: SyncUpDetail.State, labels: SyncUpsLabels = .english) {
        self.state = state
        self.labels = labels
    }

    /// The whole screen, titled with the sync-up's title.
    public var screen: Screen {
        Screen(state.syncUp.title) { self }
    }

    /// The screen's elements, without the navigation bar.
    public var body: [ScreenElement] {
        let syncUp = state.syncUp
        HStack {
            Spacer()
            Button(labels.edit, command: SyncUpDetail.Command.editTapped)
        }
        Section(labels.syncUpInfo) {
            Button(labels.startMeeting, command: SyncUpDetail.Command.startMeetingTapped)
            HStack {
                Text(labels.length)
                Spacer()
                Text(labels.minutes(syncUp.durationSeconds / 60))
            }
            HStack {
                Text(labels.theme)
                Spacer()
                Text(labels.themeName(syncUp.theme))
            }
        }
        if !syncUp.meetings.isEmpty {
            Section(labels.pastMeetings) {
                List(syncUp.meetings, rowCommand: { SyncUpDetail.Command.meetingTapped($0.id) }) { meeting in
                    Text(labels.date(meeting.date))
                }
            }
        }
        Section(labels.attendees) {
            List(syncUp.attendees) { attendee in
                Text(attendee.name)
            }
        }
        Spacer()
        Button(labels.delete, command: SyncUpDetail.Command.deleteTapped)
    }
}
