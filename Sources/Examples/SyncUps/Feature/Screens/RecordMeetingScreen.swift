import StatefulText

/// The meeting in progress in text: the time elapsed and remaining, who
/// speaks, who has spoken, the transcript so far, Next and End meeting.
///
/// ```swift
/// RecordMeetingScreen(state: record, labels: .english).screen
/// ```
public struct RecordMeetingScreen: ScreenContent {
    /// The State to draw.
    public var state: RecordMeeting.State
    /// The words to draw it with.
    public var labels: SyncUpsLabels

    /// Creates the screen for `state`.
    public init(state: RecordMeeting.State, labels: SyncUpsLabels = .english) {
        self.state = state
        self.labels = labels
    }

    /// The whole screen, titled ``SyncUpsLabels/recordTitle``.
    public var screen: Screen {
        Screen(labels.recordTitle) { self }
    }

    /// The screen's elements, without the navigation bar.
    public var body: [ScreenElement] {
        let attendees = state.syncUp.attendees
        HStack {
            Spacer()
            Button(labels.endMeeting, command: RecordMeeting.Command.endMeetingTapped)
        }
        Text(state.syncUp.title)
        HStack {
            Text(labels.secondsElapsed)
            Spacer()
            Text(String(state.secondsElapsed))
        }
        HStack {
            Text(labels.secondsRemaining)
            Spacer()
            Text(String(state.secondsRemaining))
        }
        if state.isPaused {
            Text(labels.paused)
        }
        Section(labels.attendees) {
            List(Array(attendees.enumerated())) { position, attendee in
                if position < state.speakerIndex {
                    Text(attendee.name + " " + labels.spoken)
                } else if position == state.speakerIndex {
                    Text(attendee.name + " " + labels.speaking)
                } else {
                    Text(attendee.name)
                }
            }
        }
        Section(labels.transcript) {
            Text(state.transcript.isEmpty ? labels.noTranscript : state.transcript)
        }
        Divider()
        if attendees.indices.contains(state.speakerIndex) {
            Text(labels.speaker(state.speakerIndex + 1, attendees.count, attendees[state.speakerIndex].name))
        }
        HStack {
            Spacer()
            Button(labels.next, command: RecordMeeting.Command.nextTapped)
        }
    }
}
