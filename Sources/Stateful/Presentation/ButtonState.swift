/// A button of an ``AlertState`` or a ``ConfirmationDialogState``: a title,
/// a role, and the Command a tap sends to the store (none for a button that
/// only dismisses).
///
/// ```swift
/// let delete = ButtonState("Delete", role: .destructive, command: Note.Command.confirmDeletion)
/// let cancel = ButtonState<Note.Command>("Cancel", role: .cancel)   // sends the dismissal Command
/// ```
///
/// The Command is typed, so a State holding an alert compares, dumps and
/// diffs its buttons exactly, and a parent can route them with ``map(_:)``.
public struct ButtonState<Command> {
    /// What a button does beyond sending its Command: platforms draw and
    /// place buttons by role.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// Cancels what the alert or dialog asks about; drawn last.
        case cancel
        /// Destroys something (deletes, discards).
        case destructive
    }

    /// The button's title; a flow taps the button by it (`tap "Delete"`).
    public var title: String
    /// The button's role; `nil` for an ordinary button.
    public var role: Role?
    /// The Command a tap sends; `nil` for a button that only dismisses, whose
    /// tap sends the dismissal Command the screen names instead.
    public var command: Command?

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - role: The button's role; none by default.
    ///   - command: The Command a tap sends; none by default (the button
    ///     only dismisses).
    public init(_ title: String, role: Role? = nil, command: Command? = nil) {
        self.title = title
        self.role = role
        self.command = command
    }

    /// The same button sending `transform(command)`: how a parent shows a
    /// child's button with a Command of its own that routes back to the child.
    ///
    /// - Parameters:
    ///   - transform: Wraps the child's Command as the parent's.
    public func map<NewCommand>(_ transform: (Command) -> NewCommand) -> ButtonState<NewCommand> {
        let mappedRole: ButtonState<NewCommand>.Role? = switch role {
        case .cancel: .cancel
        case .destructive: .destructive
        case nil: nil
        }
        return ButtonState<NewCommand>(title, role: mappedRole, command: command.map(transform))
    }
}

extension ButtonState: Sendable where Command: Sendable {}
extension ButtonState: Equatable where Command: Equatable {}
extension ButtonState: Hashable where Command: Hashable {}
