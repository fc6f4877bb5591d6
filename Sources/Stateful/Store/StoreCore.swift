import Observation

/// The machinery every ViewStore needs, written once: the State and Effect
/// relays, Action and Effect dispatch, error handling, in-flight work and
/// observation.
///
/// A ViewStore owns one and conforms to ``CoreViewStore``; it then writes only
/// its `handleCommand` and its Action's `transform`:
///
/// ```swift
/// final class ProfileStore: ProfileViewStore, CoreViewStore {
///     let core = StoreCore<ProfileCommand, ProfileAction, ProfileEffect>(
///         initialState: .completed(.init()),
///         errorEffect: { .presentError(ProfileError($0)) }
///     )
///
///     func handleCommand(
///         _ command: ProfileCommand,
///         context: CommandContext<ProfileAction, ProfileEffect>
///     ) async throws {
///         switch command {
///         case let .setName(name): context.dispatchAction(.nameChanged(name))
///         case let .enterPin(pin): context.dispatchAction(.pinChanged(pin))
///         case let .setPublic(isPublic): context.dispatchAction(.publicChanged(isPublic))
///         case .load, .save: break   // the server's work
///         }
///     }
/// }
/// ```
///
/// ## Who may dispatch
/// Actions and Effects come only from the work of a Command: the core hands
/// that work a ``CommandContext``, and nothing else outside the Stateful
/// package can dispatch. The core itself is public so that tools can observe
/// it, cancel its work and wait for it; none of that changes the State.
///
/// ## Errors and cancellation
/// An error thrown by a Command's work becomes an Effect through `errorEffect`,
/// unless the work was cancelled: a `CancellationError`, or any error thrown
/// once the work's task is cancelled, is swallowed.
///
/// ## When the work runs
/// A Command's work starts synchronously, on the main actor, in the call
/// that sends it: what it does before it first suspends has happened when
/// ``CoreViewStore/send(_:)`` (or `dispatchCommand(_:)` of work that never
/// suspends) returns. See <doc:WhenCommandsRun>.
///
/// ## In-flight work
/// Each Command's work runs in a task the core tracks. Cancelling the task
/// that awaits the store's `dispatchCommand(_:)` cancels the work; ``cancelAll()`` cancels
/// every Command; and the work still running when the core is deinitialised is
/// cancelled. ``exclusive(_:policy:operation:)`` keeps one piece of work from
/// running twice at once.
///
/// ## Observation
/// ``observe(_:)`` registers a synchronous observer that sees every Command,
/// Action (with the State before and after), Effect and outcome, in order.
///
/// The core is also `Observable`, for SwiftUI and `withObservationTracking`:
/// reading ``currentState`` registers the read, and an Action that changes
/// the State notifies the readers once, on the main actor. An Action that
/// leaves an `Equatable` State equal notifies no one. A reader is told of the
/// first change after its read, and reads again to hear of the next, as
/// SwiftUI does when it redraws. While nobody has read the State since the
/// last change, an Action costs no Observation work at all.
///
/// ```swift
/// import Observation
///
/// let core = StoreCore<Counter.Command, Counter.Action, Counter.Effect>(initialState: Counter.State())
/// func draw(_ state: Counter.State) { print(state.count) }
///
/// withObservationTracking {
///     draw(core.currentState)
/// } onChange: {
///     Task { @MainActor in draw(core.currentState) }
/// }
/// ```
@MainActor
public final class StoreCore<Command: Sendable, Action: ViewAction, Effect: Sendable>: Observable
where Action.State: Sendable {
    /// The State the Actions transform.
    public typealias State = Action.State
    /// What observers receive.
    public typealias Event = StoreEvent<Command, Action, Effect>

    private struct ExclusiveHolder {
        let command: CommandID?
    }

    /// The relays, the State now and the observers; what Commands' contexts
    /// dispatch through (see StoreDispatcher).
    private let dispatcher: StoreDispatcher<Command, Action, Effect>
    /// What the work's task does at its ends; it holds the running Commands.
    private let workEnds: CommandWorkEnds<Command, Action, Effect>
    private var running: RunningCommands { workEnds.running }
    private var receivedCommands = 0
    private var exclusiveKeys: [AnyHashable: ExclusiveHolder] = [:]
    /// The work started under cancellation ids by this store's Commands and
    /// their children (see ``CommandContext/cancellable(id:cancelInFlight:operation:)``).
    private let cancellationRegistry = CancellationRegistry()

    /// The dependencies this store's Commands run with: the set current when
    /// the core was created, unless given. The work of every Command runs
    /// with them as ``Dependencies/current``, tasks it starts included, so a
    /// store created inside `withDependencies` keeps the overrides after the
    /// scope ends.
    public let dependencies: Dependencies

    /// Where the work of the Commands sent from now on runs its jobs that are
    /// not on the main actor: the task of each Command prefers this executor
    /// (SE-0417), and its child tasks inherit the preference. `nil`, the
    /// default, leaves them to the global concurrent executor.
    ///
    /// A test store and the flow runner install an executor that counts those
    /// jobs, to know when the work has settled (see ``WorkSettling/exact``).
    package var workExecutor: (any TaskExecutor)? {
        didSet { contextStorage = nil }
    }

    /// What every Command's context holds besides its id, made at the first
    /// Command and shared by the next ones until ``workExecutor`` changes: it
    /// depends on nothing else that changes, and making it (an object and
    /// four closures) was a tenth of a Command's cost.
    private var contextStorage: CommandContextStorage<Action, Effect>?

    /// Creates a core.
    ///
    /// - Parameters:
    ///   - initialState: The State before any Action.
    ///   - dependencies: What the Commands' work sees as
    ///     ``Dependencies/current``; by default the set current now.
    ///   - errorEffect: The Effect that reports an error thrown by a Command's
    ///     work, such as `{ .presentError($0) }`.
    public init(
        initialState: State,
        dependencies: Dependencies = .current,
        errorEffect: @escaping (any Error) -> Effect
    ) {
        let dispatcher = StoreDispatcher<Command, Action, Effect>(initialState: initialState)
        self.dispatcher = dispatcher
        self.dependencies = dependencies
        workEnds = CommandWorkEnds(dispatcher: dispatcher, errorEffect: errorEffect, errorSite: nil)
    }

    /// Creates a core without an error Effect, for a store whose Effect
    /// type has no case for errors (or no case at all, `Never`).
    ///
    /// An error thrown by a Command's work is a mistake there: it is
    /// reported at the core's creation (with `StatefulTesting`, the running
    /// test fails naming the Command and the error; elsewhere it is written
    /// to standard error), and the Command ends as failed.
    ///
    /// - Parameters:
    ///   - initialState: The State before any Action.
    ///   - dependencies: What the Commands' work sees as
    ///     ``Dependencies/current``; by default the set current now.
    ///   - fileID: The file ID of the creation, where an error is reported.
    ///   - filePath: The file path of the creation, where an error is reported.
    ///   - line: The line of the creation, where an error is reported.
    ///   - column: The column of the creation, where an error is reported.
    public init(
        initialState: State,
        dependencies: Dependencies = .current,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let dispatcher = StoreDispatcher<Command, Action, Effect>(initialState: initialState)
        self.dispatcher = dispatcher
        self.dependencies = dependencies
        workEnds = CommandWorkEnds(
            dispatcher: dispatcher, errorEffect: nil, errorSite: (fileID, filePath, line, column))
    }

    deinit {
        workEnds.running.cancelAll()
        // Contexts still held by work that outlives the store dispatch
        // nowhere, and every stream of the State and the Effects ends now.
        dispatcher.detach()
    }

    // MARK: State and Effects

    /// The current State, then every later one (see ``BehaviorRelay``).
    public var state: AsyncStream<State> {
        dispatcher.subscribableRelay().stream()
    }

    /// Every Effect sent from now on (see ``PublishRelay``).
    public var effect: AsyncStream<Effect> { dispatcher.effectRelay.stream() }

    /// The State now. Reading it inside `withObservationTracking`, or in a
    /// SwiftUI view's `body`, tracks it: the next Action that changes it
    /// notifies the reader (see "Observation" above).
    public var currentState: State { dispatcher.observedCurrent }

    /// Subscribes to the State with a buffering policy of your choice.
    public func stateStream(
        bufferingPolicy: AsyncStream<State>.Continuation.BufferingPolicy
    ) -> AsyncStream<State> {
        dispatcher.subscribableRelay().stream(bufferingPolicy: bufferingPolicy)
    }

    /// Applies `action` to the current State, tagged with the Command whose
    /// work is running in the current task, if any.
    ///
    /// Not public: outside the package, Actions come only through the
    /// ``CommandContext`` a Command's work receives. Tests in the package use
    /// it to dispatch outside any Command.
    package func dispatchAction(_ action: Action) {
        dispatcher.dispatchAction(action, command: CurrentCommand.id)
    }

    /// Sends `effect`, tagged with the Command whose work is running in the
    /// current task, if any. Package-only, as ``dispatchAction(_:)``.
    package func dispatchEffect(_ effect: Effect) {
        dispatcher.dispatchEffect(effect, command: CurrentCommand.id)
    }

    /// The context through which the work of Command `id` dispatches. It
    /// holds the dispatcher, not the core: once the store is gone, the
    /// dispatcher is detached and dispatching does nothing.
    private func context(for id: CommandID) -> CommandContext<Action, Effect> {
        if let contextStorage { return CommandContext(commandID: id, storage: contextStorage) }
        let storage = CommandContextStorage<Action, Effect>(
            workExecutor: workExecutor,
            cancellation: CancellationScope(registry: cancellationRegistry, path: []),
            applyAction: { [dispatcher] action, id in dispatcher.dispatchAction(action, command: id) },
            sendEffect: { [dispatcher] effect, id in dispatcher.dispatchEffect(effect, command: id) },
            readState: { [dispatcher] in dispatcher.current },
            watchState: { [dispatcher] holds, onChange in
                let observer = dispatcher.addObserver { event in
                    if case .action(_, _, let after, let command) = event, !holds(after) { onChange(command) }
                }
                return StoreObservation { [weak dispatcher] in dispatcher?.removeObserver(observer) }
            })
        contextStorage = storage
        return CommandContext(commandID: id, storage: storage)
    }

    // MARK: Commands

    /// Starts the work of `command`: `store`'s
    /// ``CoreViewStore/handleCommand(_:context:)`` runs at once,
    /// synchronously, until its first suspension (the body of the work's
    /// task calls it directly, with no closure in between), so every Action
    /// and Effect it dispatches before that is applied when this returns.
    ///
    /// The work then goes on in its own task, tracked by the core: it is
    /// cancelled by ``cancel(_:)``, ``cancelAll()`` and the core's end; an
    /// error it throws becomes an Effect unless the work was cancelled; its
    /// end is announced to the observers from the task itself, so nothing has
    /// to await it.
    ///
    /// With a ``workExecutor`` (a test store's, a flow's), the work's task
    /// prefers it, and Swift then starts the task as a job of that executor
    /// rather than inline: the first part runs in that job, before anything
    /// the job queues.
    ///
    /// - Parameters:
    ///   - command: The Command to handle.
    ///   - store: The store whose `handleCommand` does the work; the work
    ///     holds it until it ends.
    ///   - cancelled: Starts the work already cancelled, as work sent from a
    ///     cancelled task is.
    ///   - firstPart: Told when the work's first part begins and when it has
    ///     ended (the work suspended or ended): what the work dispatched in
    ///     between is what it did at once. A test store uses it.
    /// - Returns: The work's task while it runs, `nil` when it ended before
    ///   its first suspension.
    ///
    /// Package-only: ``CoreViewStore`` and the test store's settler call it.
    @discardableResult
    package func start<Store: CoreViewStore>(
        _ command: Command,
        for store: Store,
        cancelled: Bool = false,
        firstPart: (@MainActor @Sendable (FirstPartMoment) -> Void)? = nil
    ) -> Task<Void, Never>? where Store.Command == Command, Store.Action == Action, Store.Effect == Effect {
        launch(command, firstPart: firstPart) { [workEnds, workExecutor] id, context, inline in
            { @MainActor in
                if firstPart != nil || cancelled {
                    CommandWorkEnds<Command, Action, Effect>.begin(
                        firstPart: firstPart, inline: inline, workExecutor: workExecutor, cancelled: cancelled)
                }
                do {
                    try await store.handleCommand(command, context: context)
                    workEnds.end(id, throwing: nil)
                } catch {
                    workEnds.end(id, throwing: error)
                }
            }
        }
    }

    /// The bookkeeping around the work's task, which
    /// `body` makes from the Command's id, its context and, when `firstPart`
    /// is given, the record of whether the task began inline.
    private func launch(
        _ command: Command,
        firstPart: (@MainActor @Sendable (FirstPartMoment) -> Void)?,
        body: (CommandID, CommandContext<Action, Effect>, InlineStart?) -> @MainActor @Sendable () async -> Void
    ) -> Task<Void, Never>? {
        receivedCommands += 1
        let id = CommandID(rawValue: receivedCommands)
        // Unobserved, no event is made at all: building one is generic code
        // that looks up the event's type metadata on every Command.
        if dispatcher.hasObservers { notify(.commandStarted(id, command)) }
        let context = context(for: id)
        running.reserve(id)
        let inline = firstPart.map { firstPart in
            InlineStart(tracker: FirstPartTracker { firstPart(.ended) })
        }
        let operation = body(id, context, inline)
        // The task-local values are bound here, synchronously, and the task
        // inherits them when it is made: cheaper than binding them inside
        // it, where each binding is an async call with an isolation check.
        // The dependencies are bound only when they differ from the caller's
        // (the task inherits those anyway): each binding is pushed, copied
        // into the task and popped.
        let bindsDependencies = !dependencies.isEquivalent(to: Dependencies.current)
        func startTask() -> Task<Void, Never> {
            CurrentCommand.$id.withValue(id) {
                guard let inline else { return WorkTask.start(preferring: workExecutor, operation) }
                // Observed: the children the work forwards to find its first part.
                return FirstPartScope.$tracker.withValue(inline.tracker) {
                    WorkTask.start(preferring: workExecutor, operation)
                }
            }
        }
        let task = bindsDependencies ? Dependencies.$current.withValue(dependencies, operation: startTask) : startTask()
        inline?.returned = true
        if let inline, inline.began {
            // Started inline: its first part ended when `Task.immediate` returned.
            inline.tracker.leave()
        }
        return running.attach(task, for: id) ? task : nil
    }

    /// Runs `store`'s ``CoreViewStore/handleCommand(_:context:)`` for
    /// `command` as tracked work (see ``start(_:for:cancelled:firstPart:)``)
    /// and returns when it ends: at once for work that does not suspend.
    /// Cancelling the calling task cancels the work.
    ///
    /// - Parameters:
    ///   - command: The Command to handle.
    ///   - store: The store whose `handleCommand` does the work.
    package func send<Store: CoreViewStore>(
        _ command: Command, to store: Store
    ) async where Store.Command == Command, Store.Action == Action, Store.Effect == Effect {
        guard let task = start(command, for: store, cancelled: Task.isCancelled) else { return }
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// The number of Commands whose work is running.
    public var runningCommandCount: Int { running.count }

    /// Whether the work of the Command `id` is running.
    public func isRunning(_ id: CommandID) -> Bool {
        running.contains(id)
    }

    /// Cancels the work of every running Command.
    public func cancelAll() {
        workEnds.running.cancelAll()
    }

    /// Cancels the work of the Command `id`, if it is running.
    public func cancel(_ id: CommandID) {
        running.cancel(id)
    }

    /// Returns once no Command's work is running, including work started
    /// while waiting. Never sleeps: it awaits the work itself.
    public func waitUntilIdle() async {
        while true {
            let tasks = running.all()
            if tasks.isEmpty { return }
            for task in tasks {
                await task.value
            }
            // `send` unregisters a task on the main actor after it ends; let
            // those resumptions run before looking again.
            await Task.yield()
        }
    }

    /// Runs `operation` unless work under `key` is already running.
    ///
    /// ```swift
    /// enum ProfileWork: Hashable, Sendable { case save }
    ///
    /// extension ProfileStore {
    ///     func handle(_ command: ProfileCommand, context: CommandContext<ProfileAction, ProfileEffect>) async throws {
    ///         switch command {
    ///         case .save:
    ///             try await core.exclusive(ProfileWork.save) { try await client.saveProfile(currentState.content ?? ProfileContent()) }
    ///         default:
    ///             break
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// With ``InFlightPolicy/ignoreNew`` a call made while `key` is held does
    /// nothing, and its Command ends as ``CommandOutcome/ignored``. With
    /// ``InFlightPolicy/cancelPrevious`` it cancels the Command holding `key`,
    /// waits for that Command's work to end, then runs; when the holder is not
    /// a Command's work (there is nothing to cancel) it does nothing, as with
    /// `.ignoreNew`.
    ///
    /// - Returns: Whether `operation` ran.
    @discardableResult
    public func exclusive<Key: Hashable & Sendable>(
        _ key: Key,
        policy: InFlightPolicy = .ignoreNew,
        operation: () async throws -> Void
    ) async throws -> Bool {
        let me = CurrentCommand.id
        let boxed = AnyHashable(key)
        while let holder = exclusiveKeys[boxed] {
            guard policy == .cancelPrevious,
                  let previous = holder.command,
                  let task = running.task(for: previous)
            else {
                if let me { running.markIgnored(me) }
                return false
            }
            task.cancel()
            await task.value
            try Task.checkCancellation()
            // The holder releases the key on the main actor after its work
            // ends; give that a turn before looking again.
            if exclusiveKeys[boxed]?.command == previous { await Task.yield() }
        }
        exclusiveKeys[boxed] = ExclusiveHolder(command: me)
        defer { exclusiveKeys[boxed] = nil }
        try await operation()
        return true
    }

    // MARK: Observation

    /// Registers `observer` to receive every event from now on, synchronously
    /// and in order. Observers registered earlier are called first.
    @discardableResult
    public func observe(_ observer: @escaping (Event) -> Void) -> StoreObservation {
        let id = dispatcher.addObserver(observer)
        return StoreObservation { [weak self] in
            self?.dispatcher.removeObserver(id)
        }
    }

    private func notify(_ event: Event) {
        dispatcher.notify(event)
    }
}
