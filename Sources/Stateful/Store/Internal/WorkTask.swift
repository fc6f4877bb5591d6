/// Starts the task that does a piece of a store's work: at once, inline, or
/// as a job of the store's work executor.
@usableFromInline
enum WorkTask {
    /// Starts `body` in a new task.
    ///
    /// With no `executor`, the task starts inline (`Task.immediate`): `body`
    /// runs now, on the caller's turn of the main actor, until it first
    /// suspends. With an `executor` (a test store's or a flow's settling
    /// executor), the task prefers it and starts as a job of it: Swift 6.3
    /// does not start a task with an executor preference inline, and a task
    /// whose first job is the main actor's own would then hop through the
    /// main queue at each `await` of main-actor code. Started on the executor
    /// instead, the job runs as the main actor (see `SettlingExecutor`), so
    /// `body` runs in that one job until it first suspends.
    @MainActor @usableFromInline
    static func start(
        preferring executor: (any TaskExecutor)?,
        _ body: @escaping @MainActor @Sendable () async -> Void
    ) -> Task<Void, Never> {
        guard let executor else {
            if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
                // `body` itself is the task's operation: no wrapping closure, no
                // extra call and isolation check on the way in.
                return Task.immediate(operation: body)
            }
            // Apple systems before 26 have no `Task.immediate`: the work
            // starts in the main actor's next turn, as it did before Commands
            // started immediately (see the "When a Command's changes are
            // visible" article).
            return Task(operation: body)
        }
        return startAsJob(of: executor, body)
    }

    /// Nonisolated, so that the task's closure is too, and its first job
    /// goes to `executor` rather than to the main actor.
    private nonisolated static func startAsJob(
        of executor: any TaskExecutor,
        _ body: @escaping @MainActor @Sendable () async -> Void
    ) -> Task<Void, Never> {
        Task(executorPreference: executor) { await body() }
    }

    /// Cancels `task` once the job running now has ended: a job enqueued
    /// now, on `executor` when there is one (a test store's or a flow's
    /// settling executor) or on the main actor, runs before any job `task`
    /// enqueues later, so the cancellation reaches `task` at its next
    /// suspension and not in the middle of what it is doing now.
    @MainActor
    static func cancelOnceThisJobEnds(_ task: Task<Void, Never>, preferring executor: (any TaskExecutor)?) {
        guard let executor else {
            Task { @MainActor in task.cancel() }
            return
        }
        cancelAsJob(of: executor, task)
    }

    /// Nonisolated, so that the task's closure is too, and its job goes to
    /// `executor`.
    private nonisolated static func cancelAsJob(of executor: any TaskExecutor, _ task: Task<Void, Never>) {
        Task(executorPreference: executor) { task.cancel() }
    }
}
