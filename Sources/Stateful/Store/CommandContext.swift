/// What the work of one Command may do to its store: dispatch Actions and
/// Effects.
///
/// The store's ``StoreCore`` hands a context to
/// ``CoreViewStore/handleCommand(_:context:)`` for each Command it receives.
/// There is no public initialiser, so code outside the store, which never sees
/// a context, cannot change the State or send an Effect: only Commands go in.
///
/// ```swift
/// func handleCommand(
///     _ command: ProfileCommand,
///     context: CommandContext<ProfileAction, ProfileEffect>
/// ) async throws {
///     switch command {
///     case let .setName(name):
///         context.dispatchAction(.nameChanged(name))
///     case .load:
///         context.dispatchEffect(.showProgress)
///         defer { context.dispatchEffect(.dismissProgress) }
///         let profile = try await ProfileClient.live.fetchProfile()
///         context.dispatchAction(.loaded(profile))
///     default:
///         break
///     }
/// }
/// ```
///
/// Every Action and Effect dispatched through a context is tagged with the
/// Command it belongs to (``commandID``), wherever it is dispatched from.
///
/// ## Concurrency
/// A context is `Sendable`, and its dispatch methods are isolated to the main
/// actor, as the ``StoreCore`` is. Work the Command spawns may take the context
/// along: a child task that is not on the main actor awaits the hop; one
/// isolated to the main actor calls it directly.
///
/// ```swift
/// func refresh(context: CommandContext<FeedAction, Never>) async throws {
///     let client = Dependencies.current.feedClient
///     try await withThrowingTaskGroup(of: Void.self) { group in
///         group.addTask {
///             let items = try await client.load()
///             await context.dispatchAction(.feedLoaded(items))
///         }
///         group.addTask { @MainActor () throws -> Void in   // signature spelled out for Swift 6.3
///             let results = try await client.search("swift")
///             context.dispatchAction(.feedLoaded(results))
///         }
///         try await group.waitForAll()
///     }
/// }
/// ```
///
/// From a task that is not on the main actor, the Action or Effect crosses to
/// it, so Swift 6 asks that it be `Sendable` (or a value nothing else refers
/// to). A context used once its store is gone does nothing; one used after
/// its Command ended still dispatches, tagged with that Command. An Action
/// dispatched from a cancelled task is dropped (see ``dispatchAction(_:)``).
public struct CommandContext<Action: ViewAction, Effect: Sendable>: Sendable {
    /// The Command whose work this context serves.
    public let commandID: CommandID

    /// Everything else the context holds, in one object: copying a
    /// context (into a task, into a closure, into the frame of each
    /// `async` call between the store and `handle`) retains one reference,
    /// not one per closure, and the context's size does not depend on its
    /// generic parameters, so that unspecialised code keeps it in a frame
    /// of fixed size instead of allocating room for it on each call.
    @usableFromInline let storage: CommandContextStorage<Action, Effect>

    /// Calls the second closure after the first Action that leaves a State
    /// the first closure rejects, until the returned observation is cancelled.
    var watchState: StateWatch<Action.State> { storage.watchState }
    /// The executor the store's work prefers (``StoreCore/workExecutor``):
    /// tasks the library starts for the work, such as a forwarded child's,
    /// prefer it too.
    @usableFromInline var workExecutor: (any TaskExecutor)? { storage.workExecutor }
    /// Where this context's cancellation ids live (see
    /// ``cancellable(id:cancelInFlight:operation:)``).
    @usableFromInline var cancellation: CancellationScope { storage.cancellation }

    /// A context for Command `commandID` that shares `storage` with the
    /// other contexts of its store.
    init(commandID: CommandID, storage: CommandContextStorage<Action, Effect>) {
        self.commandID = commandID
        self.storage = storage
    }

    // Inlinable: a forwarded child's context, made on every Command, is
    // then made by code compiled for the child's types.
    @inlinable
    init(
        commandID: CommandID,
        workExecutor: (any TaskExecutor)?,
        cancellation: CancellationScope,
        applyAction: @escaping @MainActor @Sendable (Action, CommandID) -> Void,
        sendEffect: @escaping @MainActor @Sendable (Effect, CommandID) -> Void,
        readState: @escaping @MainActor @Sendable () -> Action.State,
        watchState: @escaping StateWatch<Action.State>
    ) {
        self.commandID = commandID
        storage = CommandContextStorage(
            workExecutor: workExecutor, cancellation: cancellation, applyAction: applyAction,
            sendEffect: sendEffect, readState: readState, watchState: watchState)
    }

    /// The store's State now, as the Actions dispatched so far left it.
    ///
    /// ```swift
    /// func handle(_ command: Counter.Command, context: CommandContext<Counter.Action, Counter.Effect>) {
    ///     switch command {
    ///     case .increment:
    ///         context.dispatchAction(.add(1))
    ///         if context.state.count == 10 { context.dispatchEffect(.reachedTen) }
    ///     default:
    ///         break
    ///     }
    /// }
    /// ```
    ///
    /// Reading it is not tracked by Observation: work reads the State to
    /// decide, it does not draw it.
    @MainActor
    public var state: Action.State {
        storage.readState()
    }

    /// Applies `action` to the store's State through `Action.transform` and
    /// publishes the result.
    ///
    /// ```swift
    /// func handle(_ command: ProfileCommand, context: CommandContext<ProfileAction, ProfileEffect>) {
    ///     switch command {
    ///     case let .setName(name):
    ///         context.dispatchAction(.nameChanged(name))
    ///     default:
    ///         break
    ///     }
    /// }
    /// ```
    ///
    /// ## Cancelled work is quiet
    /// An Action dispatched from a cancelled task is dropped: work cancelled
    /// by ``cancel(id:)``, by a newer run under the same id, by dismissing its
    /// child screen or by cancelling its Command changes the State no more.
    /// So a response built after the request was cancelled never lands:
    ///
    /// ```swift
    /// func load(client: ProfileClient, context: CommandContext<ProfileAction, ProfileEffect>) async {
    ///     do {
    ///         let profile = try await client.fetchProfile()
    ///         context.dispatchAction(.loaded(profile))   // dropped once cancelled
    ///     } catch {
    ///         context.dispatchEffect(.presentError(ProfileError(error)))
    ///     }
    /// }
    /// ```
    ///
    /// Effects are not dropped (see ``dispatchEffect(_:)``).
    @MainActor
    public func dispatchAction(_ action: Action) {
        guard !Task.isCancelled else { return }
        storage.applyAction(action, commandID)
    }

    /// Sends `effect` to the store's effect stream.
    ///
    /// ```swift
    /// func save(_ content: ProfileContent, client: ProfileClient, context: CommandContext<ProfileAction, ProfileEffect>) async throws {
    ///     context.dispatchEffect(.showProgress)
    ///     defer { context.dispatchEffect(.dismissProgress) }
    ///     try await client.saveProfile(content)
    /// }
    /// ```
    ///
    /// Unlike an Action, an Effect is sent even from cancelled work: the
    /// clean-up a cancelled Command does on its way out (`dismissProgress`
    /// above) must still reach the host, and an Effect is never dropped
    /// silently. Work that should say nothing once cancelled checks
    /// `Task.isCancelled`, or lets a thrown `CancellationError` end it.
    @MainActor
    public func dispatchEffect(_ effect: Effect) {
        storage.sendEffect(effect, commandID)
    }
}
