import StatefulText

/// A past meeting in text: titled with its date, then who attended and the
/// transcript.
///
/// ```swift
/// PastMeetingScreen(state: meeting, labels: .english).screen
/// ```
public struct PastMeetingScreen: ScreenContent {
    /// The State to draw.
    public var state: PastMeeting.State
    /// The words to draw it with.
    public var labels: SyncUpsLabels

    /// Creates the screen for `state`.
    public init(state: PastMeeting.State, labels: SyncUpsLabels = .english) {
        self.state = state
        self.labels = labels
    }

    /// The whole screen, titled with the meeting's date (UTC).
    public var screen: Screen {
        Screen(labels.date(state.meeting.date)) { self }
    }

    /// The screen's elements, without the navigation bar.
    public var body: [ScreenElement] {
        Section(labels.attendees) {
            List(state.syncUp.attendees) { attendee in
                Text(attendee.name)
            }
        }
        Section(labels.transcript) {
            Text(state.meeting.transcript.isEmpty ? labels.noTranscript : state.meeting.transcript)
        }
    }
}
