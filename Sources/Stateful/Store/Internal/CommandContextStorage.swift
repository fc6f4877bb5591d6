/// What a ``CommandContext`` holds besides its Command's id: how it
/// dispatches to its store, reads and watches the State, which executor its
/// work prefers and where its cancellation ids live. Immutable, and so
/// `Sendable`. A store's Commands share one (made again only when the
/// store's work executor changes); a forwarded child's context has its own,
/// made by inlinable code compiled for the child's types.
@usableFromInline
final class CommandContextStorage<Action: ViewAction, Effect: Sendable>: Sendable {
    /// Applies an Action tagged with the Command given (the context's
    /// ``CommandContext/commandID``, passed rather than captured: a closure
    /// that captures the store's dispatcher alone needs no allocation of its own).
    let applyAction: @MainActor @Sendable (Action, CommandID) -> Void
    /// Sends an Effect tagged with the Command given, as `applyAction`.
    let sendEffect: @MainActor @Sendable (Effect, CommandID) -> Void
    /// The store's State now.
    let readState: @MainActor @Sendable () -> Action.State
    /// See ``CommandContext/watchState``.
    let watchState: StateWatch<Action.State>
    /// See ``CommandContext/workExecutor``.
    let workExecutor: (any TaskExecutor)?
    /// See ``CommandContext/cancellation``.
    let cancellation: CancellationScope

    @usableFromInline
    init(
        workExecutor: (any TaskExecutor)?,
        cancellation: CancellationScope,
        applyAction: @escaping @MainActor @Sendable (Action, CommandID) -> Void,
        sendEffect: @escaping @MainActor @Sendable (Effect, CommandID) -> Void,
        readState: @escaping @MainActor @Sendable () -> Action.State,
        watchState: @escaping StateWatch<Action.State>
    ) {
        self.workExecutor = workExecutor
        self.cancellation = cancellation
        self.applyAction = applyAction
        self.sendEffect = sendEffect
        self.readState = readState
        self.watchState = watchState
    }
}
