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
    /// What Discard or Cancel sends: a Command of the sheet's owner (the
    /// list, or the detail screen); `nil` for a button a flow cannot tap.
    public var dismissCommand: (any Hashable & Sendable)?
    /// What Add or Done sends: a Command of the sheet's owner; `nil` for a button a flow cannot tap.
    public var confirmCommand: (any Hashable & Sendable)?

    /// Creates the screen for `state`; its Discard/Cancel and Add/Done
    /// buttons send `dismissCommand` and `confirmCommand`.
    public init(
        state: SyncUpForm.State, purpose: Purpose, labels: SyncUpsLabels = .english,
        dismissCommand: (any Hashable & Sendable)? = nil, confirmCommand: (any Hashable & Sendable)? = nil
    ) {
        self.state = state
        self.purpose = purpose
        self.labels = labels
        self.dismissCommand = dismissCommand
        self.confirmCommand = confirmCommand
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
                button(labels.discard, dismissCommand)
                Spacer()
                button(labels.add, confirmCommand)
            case .edit:
                button(labels.cancel, dismissCommand)
                Spacer()
                button(labels.done, confirmCommand)
            }
        }
        Section(labels.syncUpInfo) {
            TextField(labels.title, text: state.syncUp.title, onChange: SyncUpForm.Command.setTitle)
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
            for (index, attendee) in state.syncUp.attendees.enumerated() {
                TextField("", text: attendee.name, placeholder: labels.attendeeName) { name in
                    SyncUpForm.Command.setAttendeeName(at: index, name: name)
                }
            }
            Button(labels.newAttendee, command: SyncUpForm.Command.addAttendeeTapped)
        }
    }
}

extension SyncUpFormScreen {
    /// A header button that sends `command`, or one a flow cannot tap.
    private func button(_ title: String, _ command: (any Hashable & Sendable)?) -> Button {
        command.map { Button(title, command: $0) } ?? Button(title)
    }
}
