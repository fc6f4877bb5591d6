/// A button of an ``Alert`` or a ``ConfirmationDialog``: a title, a role,
/// and the Command a tap sends to the store (none for a button that only
/// dismisses).
///
/// ```swift
/// let delete = Alert(title: "Delete?", message: "This cannot be undone.", buttons: [
///     AlertButton("Delete", role: .destructive, command: Note.Command.confirmDeletion),
///     AlertButton("Archive", command: Note.Command.archive),
///     AlertButton("Cancel", role: .cancel),
/// ])
/// ```
///
/// The Command is kept type-erased (any `Hashable & Sendable` value) so that
/// ``Alert``, ``Presentation`` and ``PresentationChange`` stay plain values
/// that any feature and any test can build and compare, and the one-button
/// `Alert(title:message:)` needs no Command type at all. The type is checked
/// where the button is tapped: ``ScreenHost/tap(_:)`` returns the Command as
/// the host's `Store.Command`, or throws
/// ``PresentationTapError/commandNotAccepted(button:commandType:storeCommandType:)``
/// naming both types when it is not one.
public struct AlertButton: Sendable, Hashable {
    /// What a button does, beyond sending its Command: platforms draw and
    /// place buttons by role.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// Cancels what the alert asks about; drawn last.
        case cancel
        /// Destroys something (deletes, discards).
        case destructive
    }

    /// The button's title; a flow taps the button by it (`tap "Discard"`).
    public var title: String
    /// The button's role; `nil` for an ordinary button.
    public var role: Role?
    /// The Command a tap sends to the store; `nil` for a button that only
    /// dismisses the alert or dialog.
    public var command: (any Hashable & Sendable)?

    /// Creates a button that only dismisses the alert or dialog it is on.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - role: The button's role; none by default.
    public init(_ title: String, role: Role? = nil) {
        self.title = title
        self.role = role
        self.command = nil
    }

    /// Creates a button that dismisses the alert or dialog it is on and
    /// sends `command` to the store.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - role: The button's role; none by default.
    ///   - command: A value of the hosting store's Command type.
    public init<Command: Hashable & Sendable>(_ title: String, role: Role? = nil, command: Command) {
        self.title = title
        self.role = role
        self.command = command
    }

    /// Whether two buttons have the same title and role and send equal
    /// Commands (of the same type).
    public static func == (lhs: AlertButton, rhs: AlertButton) -> Bool {
        lhs.title == rhs.title && lhs.role == rhs.role
            && lhs.hashableCommand == rhs.hashableCommand
    }

    /// Hashes the title, the role and the Command.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(role)
        hasher.combine(hashableCommand)
    }

    /// The Command, compared and hashed by its own type's conformance.
    private var hashableCommand: AnyHashable? {
        guard let command else { return nil }
        return AnyHashable(command)
    }
}

extension AlertButton {
    /// `buttons` in the order they are drawn: every button that is not a
    /// cancel button, in order, then the cancel buttons, as platforms do.
    static func drawingOrder(_ buttons: [AlertButton]) -> [AlertButton] {
        buttons.filter { $0.role != .cancel } + buttons.filter { $0.role == .cancel }
    }

    /// The button with `transform` applied to its title.
    func mappingTitle(_ transform: (String) -> String) -> AlertButton {
        var copy = self
        copy.title = transform(title)
        return copy
    }
}
