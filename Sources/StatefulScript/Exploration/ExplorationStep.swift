import Stateful
import StatefulText

/// One step of a generated sequence.
public enum ExplorationStep<Command: Sendable, Backend: Sendable>: Sendable {
    /// Send a Command and let its work end (`send …`).
    case send(Command)
    /// Send a Command without waiting for its work (`start …`): work that
    /// runs on while later steps happen, as a screen's task does.
    case start(Command)
    /// Use a control on the screen (`tap "Log in"`, `type "a" into "Name"`),
    /// in the background (`start tap …`) or waiting for its work.
    case gesture(Gesture, background: Bool)
    /// Move the clock (`advance 250ms`).
    case advance(Duration)
    /// Configure the backend: a fault, say (`backend fail(logIn, network)`).
    case backend(Backend)
}
