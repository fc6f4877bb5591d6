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
@MainActor
public final class FixedViewStore<State: Sendable, Command, Effect: Sendable>: ViewStore {
    private let stateRelay: BehaviorRelay<State>
    private let effectRelay = PublishRelay<Effect>()

    /// The Commands dispatched so far, oldest first.
    public private(set) var receivedCommands: [Command] = []

    /// Creates a store that always has `state`.
    public init(state: State) {
        stateRelay = BehaviorRelay(value: state)
    }

    public var state: AsyncStream<State> { stateRelay.stream() }
    public var effect: AsyncStream<Effect> { effectRelay.stream() }
    public var currentState: State { stateRelay.value }

    /// Records `command` and does nothing else.
    public func dispatchCommand(_ command: Command) async {
        receivedCommands.append(command)
    }

    /// Sends `effect` to the effect stream's subscribers.
    public func emit(_ effect: Effect) {
        effectRelay.accept(effect)
    }
}
