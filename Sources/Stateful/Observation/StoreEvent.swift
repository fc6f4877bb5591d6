/// One step of a store's life, delivered synchronously and in order to every
/// observer registered with ``StoreCore/observe(_:)``.
///
/// Observers see exactly what happened, in the order it happened, whatever the
/// task scheduling: this is what recorders, transcripts and logs are built on.
public enum StoreEvent<Command, Action: ViewAction, Effect> {
    /// The store received `Command` and is about to handle it.
    case commandStarted(CommandID, Command)
    /// An Action changed the State from `before` to `after`.
    case action(Action, before: Action.State, after: Action.State, command: CommandID?)
    /// An Effect was sent.
    case effect(Effect, command: CommandID?)
    /// The work of a Command ended.
    case commandFinished(CommandID, CommandOutcome)
}

extension StoreEvent: Sendable where Command: Sendable, Action: Sendable, Action.State: Sendable, Effect: Sendable {}

extension StoreEvent {
    /// The Command this event belongs to, if any.
    public var commandID: CommandID? {
        switch self {
        case .commandStarted(let id, _), .commandFinished(let id, _): id
        case .action(_, _, _, let id), .effect(_, let id): id
        }
    }
}
