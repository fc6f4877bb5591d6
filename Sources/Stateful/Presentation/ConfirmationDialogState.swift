/// A confirmation dialog held in a screen's State: an action sheet of
/// buttons, each carrying the Command it sends, with an optional title and
/// message.
///
/// It works as ``AlertState`` does: set in the State to show it, cleared by
/// the Actions of the Command a button sends (or of the dismissal Command the
/// screen names, for a button with none), asserted as data in tests:
///
/// ```swift
/// let store = TestStore(Note(), initialState: Note.State())
/// await store.send(.shareTapped) {
///     $0.dialog = ConfirmationDialogState(title: "Share", buttons: [
///         ButtonState("Copy link", command: .copyLink),
///         ButtonState("Cancel", role: .cancel),
///     ])
/// }
/// ```
public struct ConfirmationDialogState<Command> {
    /// The dialog's title; empty for none.
    public var title: String
    /// The dialog's message, under the title; empty for none.
    public var message: String
    /// The dialog's buttons, in the order given; drawn with cancel buttons last.
    public var buttons: [ButtonState<Command>]

    /// Creates a confirmation dialog.
    ///
    /// - Parameters:
    ///   - title: The title; none by default.
    ///   - message: The message under the title; none by default.
    ///   - buttons: The buttons.
    public init(title: String = "", message: String = "", buttons: [ButtonState<Command>]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The same dialog with every button's Command wrapped by `transform`
    /// (see ``AlertState/map(_:)``).
    ///
    /// - Parameters:
    ///   - transform: Wraps the child's Command as the parent's.
    public func map<NewCommand>(_ transform: (Command) -> NewCommand) -> ConfirmationDialogState<NewCommand> {
        ConfirmationDialogState<NewCommand>(title: title, message: message, buttons: buttons.map { $0.map(transform) })
    }
}

extension ConfirmationDialogState: Sendable where Command: Sendable {}
extension ConfirmationDialogState: Equatable where Command: Equatable {}
extension ConfirmationDialogState: Hashable where Command: Hashable {}
