/// When a step of a test store or a flow script has let the store's work run
/// far enough to check what it did.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(ProfileStore(client: FakeProfileServer(clock: clock).client), clock: clock)  // .exact
/// let live = TestStore(ProfileStore(client: .live), settling: .untilCommandsEnd)
/// ```
///
/// Neither rule sleeps, polls or times out: both are woken by the work
/// itself, its clock and its store.
public enum WorkSettling: Sendable, Hashable {
    /// A step returns once the work can do nothing more until something
    /// outside it happens: the ``TestClock`` advances, the test yields to a
    /// stream or resumes a continuation it holds, a real server answers. Every
    /// Action and Effect the work produces without such a thing has then been
    /// applied, including those of its child tasks, task groups, `async let`s,
    /// nonisolated functions, actors and `for await` loops over a
    /// dependency's stream, and every Command that could end has ended.
    /// The default.
    ///
    /// How: each Command's task (and each forwarded child's) prefers a task
    /// executor of the test's (SE-0417), which their child tasks inherit. It
    /// runs every job of the work that is not already on the main actor (the
    /// start of every task, nonisolated functions, actors, most resumptions)
    /// on the main queue, one at a time, and counts them. The work has
    /// settled when every Command sent has started, no such job is queued or
    /// running, and either no Command is running any more (nothing of the
    /// work is left: no child task outlives its Command, and a hop back to
    /// the main actor belongs to a task that still runs) or 16 turns of the
    /// main actor in a row (each runs every job queued on the main queue
    /// before it) showed nothing new: no Action, Effect, Command started or
    /// ended, job on the executor, or sleep begun or ended on the clock.
    ///
    /// What it does not see, or sees only in part:
    /// - Unstructured tasks (`Task { }`, `Task.detached { }`) that the work
    ///   starts do not inherit the executor and are not the store's work:
    ///   what they do is not waited for.
    /// - Work waiting on something outside the test (a real network request,
    ///   a timer of Dispatch, another thread) counts as settled while it
    ///   waits: the step returns before the answer, which a later step sees.
    ///   Use ``untilCommandsEnd`` for such a store.
    /// - When the work comes back to the main actor from an actor, the main
    ///   actor runs it, not the test's executor, and each further `await` of
    ///   main-actor code is a hop nothing counts, until the work next
    ///   suspends or calls a nonisolated function. The 16 quiet turns follow
    ///   about twenty such awaits in a row; work that makes more, without
    ///   dispatching anything in between, can end a step early.
    /// - An actor that is already running jobs for code outside the store
    ///   runs the work's job where it runs the others, uncounted.
    ///
    /// Under this rule the work's nonisolated code runs on the main thread,
    /// between main-actor jobs: code that blocks its thread until the main
    /// queue does something never returns.
    case exact

    /// A step returns once every running Command has ended or sleeps on the
    /// ``TestClock``: for a store whose work waits on something outside the
    /// test, such as a flow against a real server. What the work does in
    /// other child tasks while one of them sleeps on the clock is not waited
    /// for.
    case untilCommandsEnd
}
