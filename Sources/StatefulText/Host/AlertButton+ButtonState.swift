import Stateful

extension AlertButton {
    /// Creates the button drawn for a ``/Stateful/ButtonState``: the same
    /// title, role and Command.
    ///
    /// - Parameters:
    ///   - button: The button held in a screen's State.
    public init<Command: Hashable & Sendable>(_ button: ButtonState<Command>) {
        let role: Role? = switch button.role {
        case .cancel: .cancel
        case .destructive: .destructive
        case nil: nil
        }
        if let command = button.command {
            self.init(button.title, role: role, command: command)
        } else {
            self.init(button.title, role: role)
        }
    }
}
