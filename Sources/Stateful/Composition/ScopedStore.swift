import Observation

/// A child screen's store inside its parent's: a ``ViewStore`` whose State is
/// part of the parent's State, whose Commands go to the parent, wrapped, and
/// whose Effects are the parent's Effects that belong to the child.
///
/// A view written against a screen's `ViewStore` protocol works the same with
/// a store of its own (a ``ScreenStore``) or a scoped one, so a screen's view
/// needs no change when it becomes part of an app:
///
/// ```swift
/// let appStore = ScreenStore(App(), initialState: App.State(path: [.counter(Counter.State())]))
/// let id: StackElementID = 0
///
/// // In the app's view, for each pushed counter screen:
/// if let store = ScopedStore(
///     parent: appStore,
///     state: { $0.path[id: id, case: Path.counter] },
///     command: { (command: Counter.Command) in App.Command.path(id, .counter(command)) },
///     effect: { (effect: App.Effect) -> Never? in nil }) {
///     await store.dispatchCommand(.increment)   // what the counter's view sends
/// }
/// ```
///
/// - ``currentState`` is the parent's State mapped by `state`; reading it
///   reads the parent's, so Observation and SwiftUI track it. Once the child
///   has left the parent's State (it was dismissed), it is the last child
///   State seen, so a view being dismissed still draws.
/// - ``state`` delivers the child State for each parent State that has one,
///   skipping repeats when the State is `Equatable`.
/// - ``dispatchCommand(_:)`` sends the wrapped Command to the parent and
///   returns when the parent's work ends.
@MainActor
public final class ScopedStore<Parent: ViewStore, State: Sendable, Command, Effect: Sendable>: ViewStore, Observable {
    /// The store the child lives in.
    public let parent: Parent
    private let toState: @MainActor @Sendable (Parent.State) -> State?
    private let toParentCommand: (Command) -> Parent.Command
    private let toEffect: @Sendable (Parent.Effect) -> Effect?
    private var lastSeen: State

    /// A store for the child that `state` finds in `parent`'s State, or `nil`
    /// when the parent's State has no such child now.
    ///
    /// - Parameters:
    ///   - parent: The store whose State holds the child's.
    ///   - state: The child's State inside the parent's; `nil` when the
    ///     child is not there.
    ///   - command: The parent's Command that carries a child's Command.
    ///   - effect: The child's Effect carried by a parent's Effect, `nil`
    ///     for the parent's Effects that are not the child's.
    public init?(
        parent: Parent,
        state: @escaping @MainActor @Sendable (Parent.State) -> State?,
        command: @escaping (Command) -> Parent.Command,
        effect: @escaping @Sendable (Parent.Effect) -> Effect?
    ) {
        guard let initial = state(parent.currentState) else { return nil }
        self.parent = parent
        self.toState = state
        self.toParentCommand = command
        self.toEffect = effect
        self.lastSeen = initial
    }

    /// The child's State now: the parent's State mapped, or the last child
    /// State seen once the child has left it.
    public var currentState: State {
        if let state = toState(parent.currentState) {
            lastSeen = state
            return state
        }
        return lastSeen
    }

    /// The child's State now, then each later one, while the child is in the
    /// parent's State; repeats of an `Equatable` State are skipped.
    public var state: AsyncStream<State> {
        let parentStates = parent.state
        let toState = toState
        let (stream, continuation) = AsyncStream<State>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let task = Task { @MainActor in
            let equal = StateEquality.comparison(for: State.self)
            var last: State?
            for await parentState in parentStates {
                guard let state = toState(parentState) else { continue }
                if let last, let equal, equal(last, state) { continue }
                last = state
                continuation.yield(state)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// The parent's Effects that are the child's, from now on, in order.
    public var effect: AsyncStream<Effect> {
        let parentEffects = parent.effect
        let toEffect = toEffect
        let (stream, continuation) = AsyncStream<Effect>.makeStream()
        let task = Task {
            for await parentEffect in parentEffects {
                if let effect = toEffect(parentEffect) { continuation.yield(effect) }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Sends `command`, wrapped, to the parent, and returns when the parent's
    /// work for it ends.
    public func dispatchCommand(_ command: Command) async {
        await parent.dispatchCommand(toParentCommand(command))
    }
}

extension ScopedStore where Parent: CoreViewStore {
    /// Sends `command`, wrapped, to the parent without waiting for its work
    /// to end: the parent's ``CoreViewStore/send(_:)``, so what the work does
    /// before it first suspends is in ``currentState`` when this returns.
    public func send(_ command: Command) {
        parent.send(toParentCommand(command))
    }
}
