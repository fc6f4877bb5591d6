/// One screen's behaviour, apart from any store: its State, the Commands it
/// takes, the Actions that change its State, the Effects it sends, and the
/// work each Command does.
///
/// A screen written as a `ScreenLogic` runs on its own in a ``ScreenStore``,
/// and a parent composes it: the parent keeps the child's State in its own
/// (in a ``StackState`` or an optional), and forwards the child's Commands to
/// it with ``CommandContext/forward(_:to:state:action:effect:)``.
///
/// ```swift
/// struct Counter: ScreenLogic {
///     struct State: Equatable, Sendable { var count = 0 }
///     enum Command: Sendable { case increment, reset }
///     enum Action: ViewAction {
///         case add(Int), set(Int)
///         static func transform(_ state: State, action: Action) -> State {
///             var state = state
///             switch action {
///             case .add(let n): state.count += n
///             case .set(let n): state.count = n
///             }
///             return state
///         }
///     }
///     enum Effect: Sendable { case reachedTen }
///
///     func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
///         switch command {
///         case .increment:
///             context.dispatchAction(.add(1))
///             if context.state.count == 10 { context.dispatchEffect(.reachedTen) }
///         case .reset:
///             context.dispatchAction(.set(0))
///         }
///     }
/// }
///
/// let store = ScreenStore(Counter(), initialState: .init())
/// ```
///
/// The work reads the State through ``CommandContext/state`` and its
/// dependencies through ``Dependencies/current``, so the same logic runs
/// alone or inside a parent.
@MainActor
public protocol ScreenLogic: Sendable {
    /// Everything the screen shows.
    associatedtype State: Sendable
    /// What the screen (or a script, or a parent) asks of it.
    associatedtype Command: Sendable
    /// The changes of State, applied by `Action.transform`.
    /// A screen that changes no State declares nothing: its Action is
    /// ``NoActions``, which has no cases.
    associatedtype Action: ViewAction = NoActions<State> where Action.State == State
    /// The one-shot events it sends: presentation, and results for a parent.
    /// A screen that sends none declares nothing: its Effect is `Never`.
    associatedtype Effect: Sendable = Never

    /// Does the work of `command`, dispatching through `context`. A thrown
    /// error goes to whoever sent the Command: the store's `errorEffect`, or
    /// the parent that forwarded it.
    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws
}
