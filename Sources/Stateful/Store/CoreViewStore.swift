/// A ``ViewStore`` whose plumbing is a ``StoreCore``: conform, keep a `core`,
/// and write only `handleCommand` (plus the Action's `transform`).
///
/// ```swift
/// protocol CounterViewStore: ViewStore<Counter, CounterCommand, CounterEffect> {}
///
/// final class CounterStore: CounterViewStore, CoreViewStore {
///     let core = StoreCore<CounterCommand, CounterAction, CounterEffect>(
///         initialState: Counter(), errorEffect: { .alert("\($0)") })
///
///     func handleCommand(_ command: CounterCommand) async throws {
///         switch command {
///         case .increment: dispatchAction(.add(1))
///         }
///     }
/// }
/// ```
///
/// Swift cannot infer `State`, `Command` and `Effect` from `core`: name them,
/// either by conforming to a `ViewStore<State, Command, Effect>` protocol as
/// above (the seed's style), or with typealiases (`typealias State = Counter`,
/// and so on, `Action` included).
///
/// The protocol supplies `state`, `effect`, `currentState`,
/// `dispatchCommand(_:)`, `dispatchAction(_:)` and `dispatchEffect(_:)`.
@MainActor
public protocol CoreViewStore: ViewStore where Command: Sendable, State == Action.State {
    /// The type whose `transform` changes the State.
    associatedtype Action: ViewAction

    /// The store's machinery.
    var core: StoreCore<Command, Action, Effect> { get }

    /// Does the work of `command`: dispatch Actions and Effects, await async
    /// work. A thrown error becomes an Effect unless the work was cancelled.
    func handleCommand(_ command: Command) async throws
}

extension CoreViewStore {
    public var state: AsyncStream<State> { core.state }
    public var effect: AsyncStream<Effect> { core.effect }
    public var currentState: State { core.currentState }

    public func dispatchCommand(_ command: Command) async {
        await core.send(command) { [self] command in
            try await handleCommand(command)
        }
    }

    /// Applies `action` to the State (see ``StoreCore/dispatchAction(_:)``).
    public func dispatchAction(_ action: Action) {
        core.dispatchAction(action)
    }

    /// Sends `effect` (see ``StoreCore/dispatchEffect(_:)``).
    public func dispatchEffect(_ effect: Effect) {
        core.dispatchEffect(effect)
    }
}
