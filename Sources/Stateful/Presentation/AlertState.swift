/// An alert held in a screen's State: its title, message and buttons, each
/// button carrying the Command it sends.
///
/// A screen that asks shows the alert by setting it in its State and hides
/// it by clearing it, with Actions like any other change, so a test asserts
/// it as data:
///
/// ```swift
/// let store = TestStore(Note(), initialState: Note.State())
/// await store.send(.deleteTapped) {
///     $0.alert = AlertState(title: "Delete?", message: "This cannot be undone.", buttons: [
///         ButtonState("Delete", role: .destructive, command: .confirmDeletion),
///         ButtonState("Archive", command: .archive),
///         ButtonState("Cancel", role: .cancel),
///     ])
/// }
/// ```
///
/// A host draws it over the screen (`ScreenStack(alert:dismissAlert:)` in
/// `StatefulText`). Tapping a button sends its Command; tapping a button with
/// no Command, or dismissing the alert (`dismiss alert` in a flow), sends the
/// dismissal Command the screen names. The host never changes the State
/// itself: each of those Commands clears the alert in its own Actions.
public struct AlertState<Command> {
    /// The alert's title.
    public var title: String
    /// The alert's message; empty for none.
    public var message: String
    /// The alert's buttons, in the order given; drawn with cancel buttons last.
    public var buttons: [ButtonState<Command>]

    /// Creates an alert.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message; none by default.
    ///   - buttons: The buttons; by default one "OK" button that only
    ///     dismisses.
    public init(title: String, message: String = "", buttons: [ButtonState<Command>] = [ButtonState("OK")]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The same alert with every button's Command wrapped by `transform`:
    /// how a parent draws a child's alert with Commands of its own.
    ///
    /// ```swift
    /// enum NotesCommand: Hashable, Sendable { case note(StackElementID, Note.Command) }
    ///
    /// let id: StackElementID = 0
    /// let alert = AlertState(title: "Delete?", buttons: [ButtonState("Delete", command: Note.Command.confirmDeletion)])
    /// let notesAlert = alert.map { NotesCommand.note(id, $0) }   // the parent draws it, its Commands its own
    /// ```
    ///
    /// - Parameters:
    ///   - transform: Wraps the child's Command as the parent's.
    public func map<NewCommand>(_ transform: (Command) -> NewCommand) -> AlertState<NewCommand> {
        AlertState<NewCommand>(title: title, message: message, buttons: buttons.map { $0.map(transform) })
    }
}

extension AlertState: Sendable where Command: Sendable {}
extension AlertState: Equatable where Command: Equatable {}
extension AlertState: Hashable where Command: Hashable {}
