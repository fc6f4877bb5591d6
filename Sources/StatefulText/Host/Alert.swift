/// An alert: a box with a title, a message and its buttons, drawn over the
/// middle of the screen until it is dismissed.
///
/// The plain alert has one button that only dismisses it:
///
/// ```swift
/// let host = ScreenHost(store: ProfileStore()) { ProfileScreen(state: $0).screen } effects: {
///     ProfilePresentation.change(for: $0)
/// }
/// host.presentation.alert = Alert(title: "Error", message: "The profile could not be saved.")
/// ```
///
/// An alert that asks has a button per answer, each with a role and the
/// Command it sends (see ``AlertButton``):
///
/// ```swift
/// let store = ScreenStore(Note(), initialState: Note.State(text: "Milk"))
/// let host = ScreenHost(store: store, stack: NoteScreens.stack(for:)) { _ in .none }
/// host.observeStore()
/// await store.dispatchCommand(.deleteTapped)
///
/// let delete = Alert(title: "Delete?", message: "This cannot be undone.", buttons: [
///     AlertButton("Delete", role: .destructive, command: Note.Command.confirmDeletion),
///     AlertButton("Archive", command: Note.Command.archive),
///     AlertButton("Cancel", role: .cancel),
/// ])
/// #expect(host.alert == delete)   // alerts are compared as data
/// ```
public struct Alert: Sendable, Hashable {
    /// The alert's title.
    public var title: String
    /// The alert's message; wrapped to fit.
    public var message: String
    /// The alert's buttons, in the order given. They are drawn in that order
    /// with cancel buttons last, each on a line of its own.
    public var buttons: [AlertButton]

    /// Creates an alert with one button, titled `dismissTitle`, that only
    /// dismisses it.
    public init(title: String, message: String, dismissTitle: String = "OK") {
        self.init(title: title, message: message, buttons: [AlertButton(dismissTitle)])
    }

    /// Creates an alert with `buttons` (drawn in order, cancel buttons last).
    public init(title: String, message: String, buttons: [AlertButton]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The title of the button that dismisses the alert without asking for
    /// more: its cancel button, or else its last button (empty when it has
    /// none). Setting it retitles that button, or adds a button that only
    /// dismisses when the alert has none.
    public var dismissTitle: String {
        get { dismissIndex.map { buttons[$0].title } ?? "" }
        set {
            if let index = dismissIndex {
                buttons[index].title = newValue
            } else {
                buttons.append(AlertButton(newValue))
            }
        }
    }

    private var dismissIndex: Int? {
        buttons.firstIndex { $0.role == .cancel } ?? (buttons.isEmpty ? nil : buttons.count - 1)
    }
}
