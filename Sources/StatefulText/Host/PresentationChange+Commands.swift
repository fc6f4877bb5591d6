extension AlertButton {
    /// The button with its Command replaced by `transform(command)` when its
    /// Command is a `ChildCommand`; any other button unchanged.
    ///
    /// A parent that shows a child screen's alert gives its buttons the
    /// parent's Commands, which route back to the child.
    public func mapCommand<ChildCommand, Command: Hashable & Sendable>(
        _ transform: (ChildCommand) -> Command
    ) -> AlertButton {
        guard let child = command as? ChildCommand else { return self }
        return AlertButton(title, role: role, command: transform(child))
    }
}

extension PresentationChange {
    /// The change with the Commands of its alert's or dialog's buttons mapped
    /// by `transform` (see ``AlertButton/mapCommand(_:)``); any other change
    /// unchanged.
    ///
    /// ```swift
    /// enum NotesCommand: Hashable, Sendable { case note(StackElementID, Note.Command) }
    /// let id: StackElementID = 0
    ///
    /// // The parent shows a note's "Delete?" alert,
    /// // its buttons sending the parent's Commands:
    /// let change = PresentationChange.presentAlert(Alert(title: "Delete?", message: "", buttons: [
    ///     AlertButton("Delete", role: .destructive, command: Note.Command.confirmDeletion),
    ///     AlertButton("Cancel", role: .cancel),
    /// ]))
    /// let parentChange = change.mapCommands { (command: Note.Command) in NotesCommand.note(id, command) }
    /// ```
    public func mapCommands<ChildCommand, Command: Hashable & Sendable>(
        _ transform: (ChildCommand) -> Command
    ) -> PresentationChange {
        switch self {
        case .presentAlert(var alert):
            alert.buttons = alert.buttons.map { $0.mapCommand(transform) }
            return .presentAlert(alert)
        case .presentDialog(var dialog):
            dialog.buttons = dialog.buttons.map { $0.mapCommand(transform) }
            return .presentDialog(dialog)
        default:
            return self
        }
    }
}
