import Observation

/// A ViewStore that always shows one State: for snapshots and previews of any
/// screen, without its dependencies (the seed's `MockViewStore`, written once).
///
/// ```swift
/// let store = FixedViewStore<ProfileState, ProfileCommand, ProfileEffect>(
///     state: .completed(.init(name: "Ada", email: "ada@example.com", pin: "4711")))
/// ```
///
/// Commands change nothing; they are recorded in ``receivedCommands`` so a
/// test can check what the screen sent. ``emit(_:)`` sends an Effect, to show
/// what a screen looks like with a progress HUD or an alert.
///
/// It is `Observable`, so it stands in for a real store behind a SwiftUI view
/// (a preview): reads of ``currentState`` and ``receivedCommands`` are
/// tracked. The State never changes, so only a Command, which changes
/// ``receivedCommands``, ever notifies.
@MainActor
public final class FixedViewStore<State: Sendable, Command, Effect: Sendable>: ViewStore, Observable {
    private let stateRelay: BehaviorRelay<State>
    private let effectRelay = PublishRelay<Effect>()
    private let registrar = ObservationRegistrar()
    private var commands: [Command] = []

    /// The Commands dispatched so far, oldest first.
    public var receivedCommands: [Command] {
        registrar.access(self, keyPath: \.receivedCommands)
        return commands
    }

    /// Creates a store that always has `state`.
    public init(state: State) {
        stateRelay = BehaviorRelay(value: state)
    }

    /// The one State, to every subscriber.
    public var state: AsyncStream<State> { stateRelay.stream() }
    /// The Effects sent with ``emit(_:)`` from now on.
    public var effect: AsyncStream<Effect> { effectRelay.stream() }
    /// The State it was made with; reading it is tracked, and never notified.
    public var currentState: State {
        registrar.access(self, keyPath: \.currentState)
        return stateRelay.value
    }

    /// Records `command` and does nothing else.
    public func dispatchCommand(_ command: Command) async {
        registrar.withMutation(of: self, keyPath: \.receivedCommands) {
            commands.append(command)
        }
    }

    /// Sends `effect` to the effect stream's subscribers.
    public func emit(_ effect: Effect) {
        effectRelay.accept(effect)
    }
}
