/// A confirmation dialog: an action sheet of buttons, with an optional
/// title and message, drawn across the bottom of the screen until a button
/// is tapped.
///
/// ```swift
/// let store = ScreenStore(Note(), initialState: Note.State(text: "Milk"))
/// let host = ScreenHost(store: store, stack: NoteScreens.stack(for:)) { _ in .none }
/// let dialog = ConfirmationDialog(title: "Delete this note?", buttons: [
///     AlertButton("Delete", role: .destructive, command: Note.Command.confirmDeletion),
///     AlertButton("Cancel", role: .cancel),
/// ])
/// host.apply(.presentDialog(dialog))
/// ```
///
/// Its buttons are ``AlertButton``s, as an ``Alert``'s are: drawn in order
/// with cancel buttons last, tapped by title (``ScreenHost/tap(_:)``, and
/// `tap "Delete"` in a flow), compared as data.
public struct ConfirmationDialog: Sendable, Hashable {
    /// The dialog's title; empty for none.
    public var title: String
    /// The dialog's message, under the title; empty for none. Wrapped to fit.
    public var message: String
    /// The dialog's buttons, in the order given.
    public var buttons: [AlertButton]

    /// Creates a confirmation dialog.
    ///
    /// - Parameters:
    ///   - title: The title; none by default.
    ///   - message: The message under the title; none by default.
    ///   - buttons: The buttons, drawn in order with cancel buttons last.
    public init(title: String = "", message: String = "", buttons: [AlertButton]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
