import Stateful

extension ConfirmationDialog {
    /// Creates the dialog drawn for a ``/Stateful/ConfirmationDialogState``
    /// held in a screen's State.
    ///
    /// - Parameters:
    ///   - state: The dialog held in the State.
    public init<Command: Hashable & Sendable>(_ state: ConfirmationDialogState<Command>) {
        self.init(title: state.title, message: state.message, buttons: state.buttons.map(AlertButton.init))
    }

    /// The dialog with the Commands of its buttons mapped by `transform`
    /// (see ``AlertButton/mapCommand(_:)``).
    ///
    /// - Parameters:
    ///   - transform: Wraps the child's Command as the parent's.
    public func mapCommands<ChildCommand, Command: Hashable & Sendable>(
        _ transform: (ChildCommand) -> Command
    ) -> ConfirmationDialog {
        var dialog = self
        dialog.buttons = buttons.map { $0.mapCommand(transform) }
        return dialog
    }
}
