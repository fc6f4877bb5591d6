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
///         …
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
@MainActor
public final class StoreCore<Command: Sendable, Action: ViewAction, Effect: Sendable>
where Action.State: Sendable {
    /// The State the Actions transform.
    public typealias State = Action.State
    /// What observers receive.
    public typealias Event = StoreEvent<Command, Action, Effect>

    private struct ExclusiveHolder {
        let command: CommandID?
    }

    /// A registered observer.
    private struct Observer {
        let id: Int
        let receive: (Event) -> Void
    }

    // The per-Action path runs as unspecialised generic code (nothing outside
    // the package specialises the core), so its fields are chosen to need no
    // type metadata: `observerCount` is a plain `Int` that says whether an
    // event must be made at all. `current` skips the runtime's exclusivity
    // check: it is main-actor state, read and written only in instantaneous
    // accesses that nothing can overlap.

    /// `observers.count`.
    private var observerCount = 0
    private let stateRelay: BehaviorRelay<State>
    private let effectRelay = PublishRelay<Effect>()
    /// The State now: the value `stateRelay` holds, kept here as well so that
    /// the main actor reads it without taking the relay's lock. Only
    /// `dispatchAction` changes either, always both together.
    @exclusivity(unchecked) private var current: State
    private let errorEffect: (any Error) -> Effect
    private let running = RunningCommands()
    /// In the order they were registered (and so of increasing `id`).
    private var observers: [Observer] = []
    private var nextObserverID = 0
    /// How many observers were removed so far: a notification in progress
    /// checks it to skip observers cancelled by an earlier one.
    private var removedObservers = 0
    private var receivedCommands = 0
    private var exclusiveKeys: [AnyHashable: ExclusiveHolder] = [:]
    private var ignoredCommands: Set<CommandID> = []

    /// Creates a core.
    ///
    /// - Parameters:
    ///   - initialState: The State before any Action.
    ///   - errorEffect: The Effect that reports an error thrown by a Command's
    ///     work, such as `{ .presentError($0) }`.
    public init(initialState: State, errorEffect: @escaping (any Error) -> Effect) {
        current = initialState
        stateRelay = BehaviorRelay(value: initialState)
        self.errorEffect = errorEffect
    }

    deinit {
        running.cancelAll()
    }

    // MARK: State and Effects

    /// The current State, then every later one (see ``BehaviorRelay``).
    public var state: AsyncStream<State> { stateRelay.stream() }

    /// Every Effect sent from now on (see ``PublishRelay``).
    public var effect: AsyncStream<Effect> { effectRelay.stream() }

    /// The State now.
    public var currentState: State { current }

    /// Subscribes to the State with a buffering policy of your choice.
    public func stateStream(
        bufferingPolicy: AsyncStream<State>.Continuation.BufferingPolicy
    ) -> AsyncStream<State> {
        stateRelay.stream(bufferingPolicy: bufferingPolicy)
    }

    /// Applies `action` to the current State, tagged with the Command whose
    /// work is running in the current task, if any.
    ///
    /// Not public: outside the package, Actions come only through the
    /// ``CommandContext`` a Command's work receives. Tests in the package use
    /// it to dispatch outside any Command.
    package func dispatchAction(_ action: Action) {
        dispatchAction(action, command: CurrentCommand.id)
    }

    /// Sends `effect`, tagged with the Command whose work is running in the
    /// current task, if any. Package-only, as ``dispatchAction(_:)``.
    package func dispatchEffect(_ effect: Effect) {
        dispatchEffect(effect, command: CurrentCommand.id)
    }

    // The per-Action path: no event is made when nothing observes the store.
    private func dispatchAction(_ action: Action, command: CommandID?) {
        guard observerCount == 0 else {
            dispatchObservedAction(action, command: command)
            return
        }
        let after = Action.transform(current, action: action)
        stateRelay.accept(after)
        // The last use of `after`: moved into place rather than copied, which
        // spares retaining and releasing what the State holds.
        current = after
    }

    @inline(never)
    private func dispatchObservedAction(_ action: Action, command: CommandID?) {
        let before = current
        let after = Action.transform(before, action: action)
        current = after
        stateRelay.accept(after)
        notify(.action(action, before: before, after: after, command: command))
    }

    private func dispatchEffect(_ effect: Effect, command: CommandID?) {
        effectRelay.accept(effect)
        if observerCount > 0 {
            notify(.effect(effect, command: command))
        }
    }

    /// The context through which the work of Command `id` dispatches. It holds
    /// the core weakly: once the store is gone, dispatching does nothing.
    private func context(for id: CommandID) -> CommandContext<Action, Effect> {
        CommandContext(
            commandID: id,
            applyAction: { [weak self] action in self?.dispatchAction(action, command: id) },
            sendEffect: { [weak self] effect in self?.dispatchEffect(effect, command: id) })
    }

    // MARK: Commands

    /// Runs `handler` for `command` as tracked work and returns when it ends;
    /// the handler dispatches through the context it is given.
    ///
    /// An error the handler throws is turned into an Effect, unless the work
    /// was cancelled. Cancelling the calling task cancels the work.
    ///
    /// Package-only: a public `send` would let any code holding the store
    /// dispatch through a handler of its own. ``CoreViewStore`` calls it.
    package func send(
        _ command: Command,
        handler: @escaping @MainActor (Command, CommandContext<Action, Effect>) async throws -> Void
    ) async {
        receivedCommands += 1
        let id = CommandID(rawValue: receivedCommands)
        notify(.commandStarted(id, command))
        let context = context(for: id)
        let task = Task { @MainActor in
            try await CurrentCommand.$id.withValue(id) {
                try await handler(command, context)
            }
        }
        running.insert(task, for: id)
        let result = await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            task.cancel()
        }
        running.remove(id)
        let wasIgnored = ignoredCommands.remove(id) != nil
        let outcome: CommandOutcome
        switch result {
        case .success:
            outcome = wasIgnored ? .ignored : .completed
        case .failure(let error):
            if task.isCancelled || error is CancellationError {
                outcome = .cancelled
            } else {
                dispatchEffect(errorEffect(error), command: id)
                outcome = .failed(error)
            }
        }
        notify(.commandFinished(id, outcome))
    }

    /// The number of Commands whose work is running.
    public var runningCommandCount: Int { running.count }

    /// Cancels the work of every running Command.
    public func cancelAll() {
        running.cancelAll()
    }

    /// Cancels the work of the Command `id`, if it is running.
    public func cancel(_ id: CommandID) {
        running.task(for: id)?.cancel()
    }

    /// Returns once no Command's work is running, including work started
    /// while waiting. Never sleeps: it awaits the work itself.
    public func waitUntilIdle() async {
        while true {
            let tasks = running.all()
            if tasks.isEmpty { return }
            for task in tasks {
                _ = await task.result
            }
            // `send` unregisters a task on the main actor after it ends; let
            // those resumptions run before looking again.
            await Task.yield()
        }
    }

    /// Runs `operation` unless work under `key` is already running.
    ///
    /// ```swift
    /// case .save:
    ///     try await core.exclusive(ProfileWork.save) { try await save(context) }
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
                if let me { ignoredCommands.insert(me) }
                return false
            }
            task.cancel()
            _ = await task.result
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
        let id = nextObserverID
        nextObserverID += 1
        observers.append(Observer(id: id, receive: observer))
        observerCount = observers.count
        return StoreObservation { [weak self] in
            self?.removeObserver(id)
        }
    }

    private func removeObserver(_ id: Int) {
        guard let index = observers.firstIndex(where: { $0.id == id }) else { return }
        observers.remove(at: index)
        observerCount = observers.count
        removedObservers += 1
    }

    /// Calls the observers registered before `event`, oldest first; one
    /// cancelled while the event is delivered is not called any more, and one
    /// registered meanwhile sees the next event.
    private func notify(_ event: Event) {
        let registered = observers
        let removedBefore = removedObservers
        for observer in registered {
            if removedObservers != removedBefore, !observers.contains(where: { $0.id == observer.id }) {
                continue
            }
            observer.receive(event)
        }
    }
}
