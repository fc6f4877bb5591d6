import Stateful

extension Alert {
    /// Creates the alert drawn for an ``/Stateful/AlertState`` held in a
    /// screen's State: the same title, message and buttons, each button
    /// sending the same Command.
    ///
    /// ```swift
    /// let state = Note.State(alert: AlertState(title: "Delete?", buttons: [ButtonState("Delete", command: .confirmDeletion)]))
    /// let stack = ScreenStack(
    ///     root: Screen("Note") { Text(state.text) },
    ///     alert: state.alert.map(Alert.init), dismissAlert: Note.Command.dismissed)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The alert held in the State.
    public init<Command: Hashable & Sendable>(_ state: AlertState<Command>) {
        self.init(title: state.title, message: state.message, buttons: state.buttons.map(AlertButton.init))
    }

    /// The alert with the Commands of its buttons mapped by `transform` (see
    /// ``AlertButton/mapCommand(_:)``): how a parent draws a child's alert
    /// with buttons that send the parent's Commands.
    ///
    /// - Parameters:
    ///   - transform: Wraps the child's Command as the parent's.
    public func mapCommands<ChildCommand, Command: Hashable & Sendable>(
        _ transform: (ChildCommand) -> Command
    ) -> Alert {
        var alert = self
        alert.buttons = buttons.map { $0.mapCommand(transform) }
        return alert
    }
}
