import Stateful
import StatefulText

/// What a feature shows and holds at one moment of an exploration.
public struct ExplorationMoment<State, Effect> {
    /// The store's State.
    public var state: State
    /// What the screen host presents (screen, progress, alert, dialog, sheet).
    public var presented: PresentedScreen
    /// The Effects of the step that led here, in order.
    public var effects: [Effect]
}
