import StatefulText

/// The sync-up form in text, as the "New sync-up" sheet (Discard / Add) or
/// the edit sheet (Cancel / Done).
///
/// ```swift
/// SyncUpFormScreen(state: form, purpose: .add, labels: .english).screen
/// ```
public struct SyncUpFormScreen: ScreenContent {

    /// The State to draw.
    public var state: SyncUpForm.State
    /// Which sheet the form is.
    public var purpose: Purpose
    /// The words to draw it with.
    public var labels: SyncUpsLabels

    /// Creates the screen for `state`.
    public init(state: SyncUpForm.State, purpose: Purpose, labels: SyncUpsLabels = .english) {
        self.state = state
        self.purpose = purpose
        self.labels = labels
    }

    /// The whole screen, titled "New sync-up", or the sync-up's title.
    public var screen: Screen {
        switch purpose {
        case .add: Screen(labels.newSyncUpTitle) { self }
        case .edit(let title): Screen(title) { self }
        }
    }

    /// The screen's elements, without the navigation bar.
    public var body: [ScreenElement] {
        HStack {
            switch purpose {
            case .add:
                Button(labels.discard)
                Spacer()
                Button(labels.add)
            case .edit:
                Button(labels.cancel)
                Spacer()
                Button(labels.done)
            }
        }
        Section(labels.syncUpInfo) {
            TextField(labels.title, text: state.syncUp.title)
            HStack {
                Text(labels.length)
                Spacer()
                Text(labels.minutes(state.syncUp.durationSeconds / 60))
            }
            HStack {
                Text(labels.theme)
                Spacer()
                Text(labels.themeName(state.syncUp.theme))
            }
        }
        Section(labels.attendees) {
            for attendee in state.syncUp.attendees {
                TextField("", text: attendee.name, placeholder: labels.attendeeName)
            }
            Button(labels.newAttendee)
        }
    }
}
