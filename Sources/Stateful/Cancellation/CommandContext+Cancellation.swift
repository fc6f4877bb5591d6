/// Keyed cancellation: work started under an id, cancelled by that id from
/// the work of any later Command of the same screen.
extension CommandContext {
    /// Runs `operation` as work known by `id`, so that a later Command can
    /// cancel it with ``cancel(id:)``, or replace it by starting new work
    /// under the same id with `cancelInFlight: true`.
    ///
    /// A search field's debounce:
    ///
    /// ```swift
    /// enum SearchWork: Hashable, Sendable { case debounce }
    ///
    /// func handle(_ command: FeedCommand, context: CommandContext<FeedAction, Never>) async throws {
    ///     switch command {
    ///     case let .queryChanged(query):
    ///         context.dispatchAction(.queryChanged(query))
    ///         try await context.cancellable(id: SearchWork.debounce, cancelInFlight: true) {
    ///             try await Dependencies.current.clock.sleep(for: .milliseconds(300))
    ///             let results = try await Dependencies.current.feedClient.search(query)
    ///             context.dispatchAction(.feedLoaded(results))
    ///         }
    ///     default:
    ///         break
    ///     }
    /// }
    /// ```
    ///
    /// Ids are scoped to the screen the context serves: a child reached
    /// through ``forward(_:to:id:state:action:effect:fileID:filePath:line:column:)`` has ids of its own,
    /// so two siblings on a stack that use the same id never cancel each
    /// other's work. The operation is cancelled too when the Command's own
    /// work is, and when its child screen is dismissed.
    ///
    /// The operation starts at once: what it does before it first suspends
    /// has happened when its task is made. Cancelling it cancels its task;
    /// Actions its work dispatches after that are dropped (see
    /// ``dispatchAction(_:)``).
    ///
    /// - Parameters:
    ///   - id: Names the work among this screen's, such as a case of a
    ///     private enum.
    ///   - cancelInFlight: Whether to cancel the work already running under
    ///     `id` before starting this one.
    ///   - operation: The work.
    /// - Returns: What `operation` returned.
    /// - Throws: `CancellationError` when the work was cancelled through its
    ///   id (the Command then ends as cancelled, not failed), however the
    ///   operation ended; otherwise what `operation` throws.
    @MainActor
    @discardableResult
    public func cancellable<ID: Hashable & Sendable, Success: Sendable>(
        id: ID,
        cancelInFlight: Bool = false,
        operation: @escaping @MainActor @Sendable () async throws -> Success
    ) async throws -> Success {
        let key = cancellation.key(for: id)
        let registry = cancellation.registry
        if cancelInFlight { registry.cancel(key) }
        let run = CancellableRun()
        registry.insert(run, for: key)
        defer { registry.remove(run, for: key) }
        let outcome = CancellableOutcome<Success>()
        let cancelled = Task.isCancelled
        let task = WorkTask.start(preferring: workExecutor) { @MainActor in
            if cancelled { withUnsafeCurrentTask { $0?.cancel() } }
            do {
                outcome.result = .success(try await operation())
            } catch {
                outcome.result = .failure(error)
            }
        }
        run.task = task
        if run.cancelledByID { task.cancel() }
        if outcome.result == nil {
            await withTaskCancellationHandler {
                await task.value
            } onCancel: {
                task.cancel()
            }
        }
        if run.cancelledByID { throw CancellationError() }
        switch outcome.result ?? .failure(CancellationError()) {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }

    /// Cancels the work this screen started under `id` with
    /// ``cancellable(id:cancelInFlight:operation:)`` and that still runs;
    /// does nothing when there is none.
    ///
    /// A refresh cancelled by a button:
    ///
    /// ```swift
    /// enum FeedWork: Hashable, Sendable { case refresh }
    ///
    /// func handle(_ command: FeedCommand, context: CommandContext<FeedAction, Never>) async throws {
    ///     switch command {
    ///     case .refreshPulled:
    ///         try await context.cancellable(id: FeedWork.refresh) {
    ///             let feed = try await Dependencies.current.feedClient.load()
    ///             context.dispatchAction(.feedLoaded(feed))
    ///         }
    ///     case .cancelTapped:
    ///         context.cancel(id: FeedWork.refresh)
    ///     default:
    ///         break
    ///     }
    /// }
    /// ```
    ///
    /// Only this screen's work is cancelled: a sibling's under the same id
    /// goes on (see ``forward(_:to:id:state:action:effect:fileID:filePath:line:column:)``).
    ///
    /// - Parameter id: The id the work was started under.
    @MainActor
    public func cancel<ID: Hashable & Sendable>(id: ID) {
        cancellation.registry.cancel(cancellation.key(for: id))
    }

    /// Whether this screen's work started under `id` is still running.
    ///
    /// - Parameter id: The id the work was started under.
    @MainActor
    public func isRunning<ID: Hashable & Sendable>(id: ID) -> Bool {
        cancellation.registry.isRunning(cancellation.key(for: id))
    }
}

/// How the operation of one ``CommandContext/cancellable(id:cancelInFlight:operation:)``
/// ended: main-actor state, reached only from that call and its operation's task.
@MainActor
private final class CancellableOutcome<Success: Sendable>: Sendable {
    /// `nil` while the operation runs.
    var result: Result<Success, any Error>?

    nonisolated init() {}
}
