import Observation

/// A ``ViewStore`` whose plumbing is a ``StoreCore``: conform, keep a `core`,
/// and write only `handleCommand` (plus the Action's `transform`).
///
/// ```swift
/// struct CounterState: Equatable, Sendable { var count = 0 }
/// enum CounterCommand: Sendable { case increment }
/// enum CounterEffect: Sendable { case alert(String) }
/// enum CounterAction: ViewAction {
///     case add(Int)
///     static func transform(_ state: CounterState, action: CounterAction) -> CounterState {
///         switch action {
///         case .add(let n): CounterState(count: state.count + n)
///         }
///     }
/// }
///
/// protocol CounterViewStore: ViewStore<CounterState, CounterCommand, CounterEffect> {}
///
/// final class CounterStore: CounterViewStore, CoreViewStore {
///     let core = StoreCore<CounterCommand, CounterAction, CounterEffect>(
///         initialState: CounterState(), errorEffect: { .alert("\($0)") })
///
///     func handleCommand(
///         _ command: CounterCommand,
///         context: CommandContext<CounterAction, CounterEffect>
///     ) async throws {
///         switch command {
///         case .increment: context.dispatchAction(.add(1))
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
/// The protocol supplies `state`, `effect`, `currentState` and
/// `dispatchCommand(_:)`. Actions and Effects are dispatched only through the
/// ``CommandContext`` that `handleCommand` receives, so code outside the store
/// can send Commands but cannot inject Actions or Effects.
///
/// ## SwiftUI
/// Every such store is `Observable` with no code of its own: its
/// `currentState` is the core's, which SwiftUI tracks when `body` reads it,
/// so a view redraws when an Action changes the State (see
/// ``StoreCore``, "Observation"). Effects reach a view through
/// ``ViewStore/forEachEffect(_:)`` in `.task`, and a field's two-way binding
/// is ``ViewStore/binding(_:send:)``.
///
/// ```swift-excerpt
/// struct CounterView: View {
///     @State var store: CounterStore
///
///     var body: some View {
///         Text("\(store.currentState.count)")
///         Button("+") { store.send(.increment) }
///     }
/// }
/// ```
@MainActor
public protocol CoreViewStore: ViewStore, Observable where Command: Sendable, State == Action.State {
    /// The type whose `transform` changes the State.
    associatedtype Action: ViewAction

    /// The store's machinery.
    var core: StoreCore<Command, Action, Effect> { get }

    /// Does the work of `command`: dispatch Actions and Effects through
    /// `context`, await async work. A thrown error becomes an Effect unless
    /// the work was cancelled.
    ///
    /// The core calls it, once per Command, from ``ViewStore/dispatchCommand(_:)``;
    /// no one else can, for no one else has a context to pass.
    ///
    /// ```swift
    /// func handleCommand(
    ///     _ command: ProfileCommand,
    ///     context: CommandContext<ProfileAction, ProfileEffect>
    /// ) async throws {
    ///     let client = ProfileClient.live
    ///     switch command {
    ///     case .load:
    ///         context.dispatchAction(.loaded(try await client.fetchProfile()))
    ///     case let .setName(name):
    ///         context.dispatchAction(.nameChanged(name))
    ///     case let .enterPin(pin):
    ///         context.dispatchAction(.pinChanged(pin))
    ///     case let .setPublic(isPublic):
    ///         context.dispatchAction(.publicChanged(isPublic))
    ///     case .save:
    ///         context.dispatchEffect(.showProgress)
    ///         do {
    ///             defer { context.dispatchEffect(.dismissProgress) }
    ///             try await client.saveProfile(context.state.content ?? ProfileContent())
    ///         }
    ///         context.dispatchEffect(.saved)
    ///     }
    /// }
    /// ```
    func handleCommand(_ command: Command, context: CommandContext<Action, Effect>) async throws
}

extension CoreViewStore {
    /// The current State, then every later one (see ``StoreCore/state``).
    public var state: AsyncStream<State> { core.state }
    /// Every Effect sent from now on (see ``StoreCore/effect``).
    public var effect: AsyncStream<Effect> { core.effect }
    /// The State now; reading it tracks it, as ``StoreCore/currentState`` does.
    public var currentState: State { core.currentState }

    /// Runs ``handleCommand(_:context:)`` for `command` as the core's tracked
    /// work, and returns when it ends.
    ///
    /// ```swift
    /// let store = ProfileStore()
    /// await store.dispatchCommand(.setName("Ada"))
    /// ```
    ///
    /// The work starts at once, on the caller's turn of the main actor (see
    /// ``send(_:)``); work that never suspends has ended when its first part
    /// returns, and this returns without suspending the caller.
    public func dispatchCommand(_ command: Command) async {
        await core.send(command, to: self)
    }

    /// Sends `command` and returns without waiting for its work to end: the
    /// synchronous path for a SwiftUI action, a `Binding`'s setter, or a host
    /// reacting to a tap.
    ///
    /// ```swift
    /// let store = ScreenStore(Counter(), initialState: Counter.State())
    /// store.send(.increment)   // as a SwiftUI button does: Button("+") { store.send(.increment) }
    /// ```
    ///
    /// The work of ``handleCommand(_:context:)`` starts at once, on this turn
    /// of the main actor, and runs until it first suspends: every Action and
    /// Effect it dispatches before that has been applied when `send` returns,
    /// so the view draws the new State in the same run-loop turn, never the
    /// old one for a frame. What the work does after it suspends goes on in
    /// its task, tracked by the core as for ``ViewStore/dispatchCommand(_:)``:
    /// cancelled by ``StoreCore/cancel(_:)``, ``StoreCore/cancelAll()`` or the
    /// store's end, its thrown error turned into an Effect.
    public func send(_ command: Command) {
        core.start(command, for: self)
    }
}
