/// Composing screens: a parent's work scopes its context to a child screen,
/// runs the child's logic in it, and stops that work when the child is
/// dismissed.
extension CommandContext {
    /// A context for a child screen whose State lives inside this store's.
    ///
    /// The child's Actions are wrapped by `action` and applied to this store;
    /// its Effects go to `effect`, which decides what each one does here:
    /// pass it on as one of this store's Effects (an alert the host draws),
    /// or turn it into an Action (a result the parent keeps). The child's
    /// ``state`` is read through `state`.
    ///
    /// ```swift
    /// func increment(_ id: StackElementID, context: CommandContext<App.Action, App.Effect>) throws {
    ///     guard let counter: CommandContext<Counter.Action, Counter.Effect> = context.scope(
    ///         state: { $0.counters[id: id] },
    ///         action: { .counter(id, $0) },
    ///         effect: { effect, parent in
    ///             switch effect {
    ///             case .reachedTen: parent.dispatchAction(.reachedTen(id))
    ///             }
    ///         })
    ///     else { throw ChildNotPresented(child: "Counter") }
    ///     counter.dispatchAction(.add(1))
    /// }
    /// ```
    ///
    /// - Returns: `nil` when `state` finds no child in the State now. Once
    ///   made, the child context keeps working after the child is gone: its
    ///   ``state`` is then the last child State seen.
    ///
    /// The child context's cancellation ids (see
    /// ``cancellable(id:cancelInFlight:operation:)``) are its own: they are
    /// scoped to the child's Action type, inside this context's scope.
    @MainActor
    public func scope<ChildAction: ViewAction, ChildEffect: Sendable>(
        state toChild: @escaping @MainActor @Sendable (Action.State) -> ChildAction.State?,
        action toAction: @escaping @Sendable (ChildAction) -> Action,
        effect handleEffect: @escaping @MainActor @Sendable (ChildEffect, CommandContext<Action, Effect>) -> Void
    ) -> CommandContext<ChildAction, ChildEffect>? where ChildAction.State: Sendable {
        scope(
            cancellation: cancellation.appending(ObjectIdentifier(ChildAction.self)),
            state: toChild, action: toAction, effect: handleEffect)
    }

    /// ``scope(state:action:effect:)`` with the child's cancellation scope given.
    @MainActor
    func scope<ChildAction: ViewAction, ChildEffect: Sendable>(
        cancellation childCancellation: CancellationScope,
        state toChild: @escaping @MainActor @Sendable (Action.State) -> ChildAction.State?,
        action toAction: @escaping @Sendable (ChildAction) -> Action,
        effect handleEffect: @escaping @MainActor @Sendable (ChildEffect, CommandContext<Action, Effect>) -> Void
    ) -> CommandContext<ChildAction, ChildEffect>? where ChildAction.State: Sendable {
        guard let initial = toChild(state) else { return nil }
        return scope(cancellation: childCancellation, initial: initial, state: toChild, action: toAction, effect: handleEffect)
    }

    /// ``scope(state:action:effect:)`` with the child's cancellation scope
    /// and its State now (`initial`, just read through `toChild`) given.
    // Inlinable: a registry's element context (see
    // forward(_:toElement:of:action:effect:fileID:filePath:line:column:)),
    // made on every Command, is then compiled for the path's types.
    @MainActor @inlinable
    func scope<ChildAction: ViewAction, ChildEffect: Sendable>(
        cancellation childCancellation: CancellationScope,
        initial: ChildAction.State,
        state toChild: @escaping @MainActor @Sendable (Action.State) -> ChildAction.State?,
        action toAction: @escaping @Sendable (ChildAction) -> Action,
        effect handleEffect: @escaping @MainActor @Sendable (ChildEffect, CommandContext<Action, Effect>) -> Void
    ) -> CommandContext<ChildAction, ChildEffect> where ChildAction.State: Sendable {
        // One object holds everything the child's closures need, so that
        // each closure captures it alone and needs no allocation of its own.
        let link = ChildContextLink(parent: self, lastSeen: initial, state: toChild, action: toAction, effect: handleEffect)
        return CommandContext<ChildAction, ChildEffect>(
            commandID: commandID,
            workExecutor: workExecutor,
            cancellation: childCancellation,
            applyAction: { [link] action, _ in link.parent.dispatchAction(link.toAction(action)) },
            sendEffect: { [link] effect, _ in link.handleEffect(effect, link.parent) },
            readState: { [link] in link.childState() },
            watchState: { [link] holds, onChange in link.watchChild(holds, onChange) })
    }

    /// Runs `operation` while `isPresent` holds for the store's State: the
    /// first Action after which it does not hold cancels the operation, as
    /// dismissing a screen cancels what the screen was doing. When that
    /// Action is this Command's own (the operation closing its own screen),
    /// the operation goes on until it next suspends, so what it does on the
    /// way lands, and is cancelled there.
    ///
    /// ```swift
    /// func tick(_ id: StackElementID, context: CommandContext<App.Action, App.Effect>) async throws {
    ///     try await context.run(while: { $0.path.contains(id: id) }) {
    ///         while true {
    ///             try await Dependencies.current.clock.sleep(for: .seconds(1))
    ///             context.dispatchAction(.path(id, .counter(.add(1))))
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Throws: `CancellationError` when the operation was stopped this way
    ///   (or `isPresent` did not hold to begin with), which ends the Command
    ///   as cancelled rather than failed; otherwise whatever `operation` throws.
    @MainActor
    public func run(
        while isPresent: @escaping @MainActor @Sendable (Action.State) -> Bool,
        operation: @escaping @MainActor @Sendable () async throws -> Void
    ) async throws {
        guard isPresent(state) else { throw CancellationError() }
        try await run(present: isPresent, operation: operation)
    }

    /// ``run(while:operation:)`` once `isPresent` was found to hold.
    @MainActor
    private func run(
        present isPresent: @escaping @MainActor @Sendable (Action.State) -> Bool,
        operation: @escaping @MainActor @Sendable () async throws -> Void
    ) async throws {
        // The operation starts at once, in a task of its own that only this
        // call awaits, so that a dismissal can cancel it alone. What it does
        // before it first suspends has happened when `Task.immediate`
        // returns; work that never suspends has ended, and costs no watch
        // and no hop.
        let run = OperationRun()
        let cancelled = Task.isCancelled
        let task = WorkTask.start(preferring: workExecutor) { @MainActor in
            if cancelled { withUnsafeCurrentTask { $0?.cancel() } }
            do {
                try await operation()
                run.result = .success(())
            } catch {
                run.result = .failure(error)
            }
        }
        if run.result == nil { await awaitUnlessDismissed(task, run: run, present: isPresent) }
        try run.outcome()
    }

    /// Awaits the task of an operation that suspended (see
    /// ``run(while:operation:)``): from now on, the first Action after which
    /// `isPresent` does not hold cancels it, and so does cancelling the
    /// calling task.
    @MainActor @usableFromInline
    func awaitUnlessDismissed(
        _ task: Task<Void, Never>, run: OperationRun,
        present isPresent: @escaping @MainActor @Sendable (Action.State) -> Bool
    ) async {
        let commandID = commandID
        let workExecutor = workExecutor
        let watch = watchState(isPresent) { [run] dismissingCommand in
            guard run.result == nil, !run.dismissed else { return }
            run.dismissed = true
            if dismissingCommand == commandID {
                // This Command's own work dismissed the screen (a sheet's
                // result closing the sheet, say), and is running now: it
                // goes on until it next suspends, as work that dismisses its
                // screen before its first suspension does, so that what it
                // does on the way (the result's Actions) lands.
                WorkTask.cancelOnceThisJobEnds(task, preferring: workExecutor)
            } else {
                task.cancel()
            }
        }
        defer { watch.cancel() }
        if run.result == nil, !isPresent(state) {
            // Dismissed by what the operation did before it suspended.
            run.dismissed = true
            task.cancel()
        }
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// Forwards `command` to the child screen `child`, whose State lives in
    /// this store's: runs the child's work in a context scoped to it (see
    /// ``scope(state:action:effect:)``), and cancels that work as soon as an
    /// Action removes the child from the State. When that Action comes from
    /// this Command's own work (a sheet's result closing the sheet), the
    /// work goes on until it next suspends, and is cancelled there.
    ///
    /// This is how a parent's `handleCommand` routes its children's Commands:
    ///
    /// ```swift
    /// func handle(_ command: App.Command, context: CommandContext<App.Action, App.Effect>) async throws {
    ///     switch command {
    ///     case .sheet(let command):
    ///         try await context.forward(
    ///             command, to: Counter(),
    ///             state: { $0.sheet },
    ///             action: { .sheet($0) },
    ///             effect: { effect, parent in parent.dispatchEffect(.failed("\(effect)")) })
    ///     default:
    ///         break
    ///     }
    /// }
    /// ```
    ///
    /// The child's cancellation ids are scoped to its logic type: every
    /// child of type `Child` forwarded to this way shares them. For children
    /// that can be shown side by side (the elements of a ``StackState``), use
    /// ``forward(_:to:id:state:action:effect:fileID:filePath:line:column:)``, which scopes them to one child.
    ///
    /// - Parameters:
    ///   - command: The child's Command.
    ///   - child: The child's logic.
    ///   - toChild: Finds the child's State in this store's State, `nil` when
    ///     the child is not shown.
    ///   - toAction: Wraps a child's Action as one of this store's.
    ///   - handleEffect: Decides what each of the child's Effects does here.
    /// - Throws: ``ChildNotPresented`` when the State holds no such child;
    ///   `CancellationError` when the child was dismissed while its work ran
    ///   (the Command then ends as cancelled); whatever the child's work throws.
    @MainActor @inlinable
    public func forward<Child: ScreenLogic>(
        _ command: Child.Command,
        to child: Child,
        state toChild: @escaping @MainActor @Sendable (Action.State) -> Child.State?,
        action toAction: @escaping @Sendable (Child.Action) -> Action,
        effect handleEffect: @escaping @MainActor @Sendable (Child.Effect, CommandContext<Action, Effect>) -> Void
    ) async throws {
        guard let initial = toChild(state) else { throw ChildNotPresented.missing(Child.self) }
        try await forward(
            command, to: child, initial: initial, scope: cancellation.appending(ObjectIdentifier(Child.self)),
            state: toChild, action: toAction, effect: handleEffect)
    }

    /// Forwards `command` to the child screen `child` known by `id` among its
    /// siblings, as ``forward(_:to:state:action:effect:)`` does, with the
    /// child's cancellation ids scoped to that one child: two elements of a
    /// stack that both start work under the same id never cancel each
    /// other's.
    ///
    /// ```swift
    /// func handle(_ command: App.Command, context: CommandContext<App.Action, App.Effect>) async throws {
    ///     switch command {
    ///     case let .counter(id, command):
    ///         try await context.forward(
    ///             command, to: Counter(), id: id,
    ///             state: { $0.counters[id: id] },
    ///             action: { .counter(id, $0) },
    ///             effect: { effect, parent in parent.dispatchAction(.reachedTen(id)) })
    ///     default:
    ///         break
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - command: The child's Command.
    ///   - child: The child's logic.
    ///   - id: The child among its siblings, such as its ``StackElementID``.
    ///   - toChild: Finds the child's State in this store's State, `nil` when
    ///     the child is not shown.
    ///   - toAction: Wraps a child's Action as one of this store's.
    ///   - handleEffect: Decides what each of the child's Effects does here.
    ///   - fileID: The file ID of the call, where a missing child is reported.
    ///   - filePath: The file path of the call, where a missing child is reported.
    ///   - line: The line of the call, where a missing child is reported.
    ///   - column: The column of the call, where a missing child is reported.
    /// - Throws: ``ChildNotPresented`` (naming `id`) when the State holds no
    ///   such child; `CancellationError` when the child was dismissed while
    ///   its work ran; whatever the child's work throws.
    ///
    /// ## A missing child is a mistake
    /// A Command for a child that is not there (an element already popped,
    /// an id never pushed) is reported at this call: with `StatefulTesting`
    /// it fails the running test, naming the child and its id; elsewhere it
    /// is written to standard error. The ``ChildNotPresented`` error then
    /// reaches the store's error Effect, as before.
    @MainActor @inlinable
    public func forward<Child: ScreenLogic, ID: Hashable & Sendable>(
        _ command: Child.Command,
        to child: Child,
        id: ID,
        state toChild: @escaping @MainActor @Sendable (Action.State) -> Child.State?,
        action toAction: @escaping @Sendable (Child.Action) -> Action,
        effect handleEffect: @escaping @MainActor @Sendable (Child.Effect, CommandContext<Action, Effect>) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws {
        guard let initial = toChild(state) else {
            throw ChildNotPresented.reportedMissing(
                Child.self, id: id, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        try await forward(
            command, to: child, initial: initial,
            scope: cancellation.appending(ObjectIdentifier(Child.self), id),
            state: toChild, action: toAction, effect: handleEffect)
    }

    /// Forwards `command` to the child whose State `initial` the caller has
    /// just found, with the child's cancellation scope given.
    // Inlinable, with the public forwards that call it: a child Command's
    // context, its link to the parent and its task are then made by code
    // compiled for the child's types.
    @MainActor @inlinable
    func forward<Child: ScreenLogic>(
        _ command: Child.Command,
        to child: Child,
        initial: Child.State,
        scope childScope: CancellationScope,
        state toChild: @escaping @MainActor @Sendable (Action.State) -> Child.State?,
        action toAction: @escaping @Sendable (Child.Action) -> Action,
        effect handleEffect: @escaping @MainActor @Sendable (Child.Effect, CommandContext<Action, Effect>) -> Void
    ) async throws {
        // The caller has just found the child (`initial`): neither the
        // context nor the run looks it up again.
        let childContext = scope(
            cancellation: childScope, initial: initial, state: toChild, action: toAction, effect: handleEffect)
        // As ``run(while:operation:)``, with the child's work as the task's
        // body itself: no operation closure, and no further `async` call
        // (each is an isolation check) between this call and `handle`. The
        // dismissal watch is made only for work that suspended.
        let run = OperationRun()
        let cancelled = Task.isCancelled
        // Within the first part of a Command a test store observes, the
        // child's first part is the Command's too.
        let firstPart = FirstPartTracker.enteringForChild()
        let task = WorkTask.start(preferring: workExecutor) { @MainActor [workExecutor] in
            FirstPartTracker.childBegan(firstPart, workExecutor: workExecutor)
            if cancelled { withUnsafeCurrentTask { $0?.cancel() } }
            do {
                try await child.handle(command, context: childContext)
                run.result = .success(())
            } catch {
                run.result = .failure(error)
            }
        }
        FirstPartTracker.childStarted(firstPart, workExecutor: workExecutor)
        if run.result == nil { await awaitUnlessDismissed(task, run: run, present: { toChild($0) != nil }) }
        try run.outcome()
    }
}

/// What a child screen's scoped context reaches its parent's through: the
/// parent's context, the child's place in the parent's State, Actions and
/// Effects, and the last State of the child seen. Main-actor state, reached
/// only from the context's main-actor closures.
@MainActor @usableFromInline
final class ChildContextLink<
    Action: ViewAction, Effect: Sendable, ChildAction: ViewAction, ChildEffect: Sendable
>: Sendable {
    @usableFromInline let parent: CommandContext<Action, Effect>
    @usableFromInline let toChild: @MainActor @Sendable (Action.State) -> ChildAction.State?
    @usableFromInline let toAction: @Sendable (ChildAction) -> Action
    @usableFromInline let handleEffect: @MainActor @Sendable (ChildEffect, CommandContext<Action, Effect>) -> Void
    /// The child's State when the parent's State last held the child.
    private var lastSeen: ChildAction.State

    @usableFromInline
    init(
        parent: CommandContext<Action, Effect>,
        lastSeen: ChildAction.State,
        state toChild: @escaping @MainActor @Sendable (Action.State) -> ChildAction.State?,
        action toAction: @escaping @Sendable (ChildAction) -> Action,
        effect handleEffect: @escaping @MainActor @Sendable (ChildEffect, CommandContext<Action, Effect>) -> Void
    ) {
        self.parent = parent
        self.lastSeen = lastSeen
        self.toChild = toChild
        self.toAction = toAction
        self.handleEffect = handleEffect
    }

    /// The child's State now, or the last one seen once the child is gone.
    @usableFromInline
    func childState() -> ChildAction.State {
        if let child = toChild(parent.state) { lastSeen = child }
        return lastSeen
    }

    /// Watches the parent's State for a child State `holds` rejects, or no child.
    @usableFromInline
    func watchChild(
        _ holds: @escaping @MainActor (ChildAction.State) -> Bool, _ onChange: @escaping @MainActor (CommandID?) -> Void
    ) -> StoreObservation {
        let toChild = toChild
        return parent.watchState({ state in toChild(state).map(holds) ?? false }, onChange)
    }
}

/// What became of the operation of one ``CommandContext/run(while:operation:)``:
/// main-actor state, reached only from that call and its operation's task.
@MainActor @usableFromInline
final class OperationRun: Sendable {
    /// How the operation ended; `nil` while it runs.
    @usableFromInline var result: Result<Void, any Error>?
    /// Whether a dismissal cancelled it before it ended.
    var dismissed = false

    @usableFromInline
    init() {}

    /// Returns or throws as the operation ended. The operation's own result
    /// decides: work that finished before the dismissal reached it
    /// completed; work the dismissal cut short was cancelled, however it
    /// reacted to that.
    @usableFromInline
    func outcome() throws {
        if case .failure(let error) = result ?? .failure(CancellationError()) {
            throw dismissed ? CancellationError() : error
        }
    }
}
