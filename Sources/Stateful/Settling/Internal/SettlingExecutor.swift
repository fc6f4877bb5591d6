internal import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The task executor of a store's work under a test store or a flow script:
/// it runs every job of that work on the main queue, one at a time and in
/// order with the main actor's own jobs, and counts them (a flow step's
/// first job runs at once instead, see ``startingInline(_:)``).
///
/// ``WorkSettler`` installs it as the core's ``StoreCore/workExecutor``; the
/// core then starts the task of each Command with it as the task executor
/// preference (SE-0417), which the task's child tasks (task groups,
/// `async let`) inherit. Nonisolated async functions, the start of every
/// task and child task, most resumptions (a continuation resumed, a stream
/// element yielded, a child task ended, a sleep on the clock ended) and
/// default actors called by that work then run as jobs here.
///
/// ## Why on the main queue, claiming the main actor
/// A task with an executor preference that runs main-actor code from a job
/// of the main actor's own executor hops through the main queue at every
/// `await` of main-actor code (on Swift 6.3 the runtime compares the task
/// executor the job runs with, none, to the task's preference, and they
/// differ). Those hops would be jobs nobody counts. So each job here runs on
/// the main queue as if on the main actor and on this task executor
/// (`runSynchronously(isolatedTo:taskExecutor:)`): main-actor code reached
/// from it runs inline, inside a counted job. That claim is true, since the
/// main queue is the main actor's executor; the cost is that the work's
/// nonisolated jobs run on the main thread too, one at a time, which a test
/// wants anyway (see ``WorkSettling/exact`` for what this leaves out).
///
/// ## Why Dispatch
/// The main queue is how a job is put in line with the main actor's jobs.
/// Dispatch comes with every Swift toolchain (Swift's own concurrency
/// runtime runs on it on Linux); only this file imports it, and nothing it
/// declares reaches the public API.
package final class SettlingExecutor: TaskExecutor {
    private struct Activity {
        /// Jobs enqueued and not yet finished.
        var pending = 0
        /// Jobs enqueued since the executor was created.
        var enqueued = 0
        /// Jobs finished since the executor was created.
        var finished = 0
        /// `waitUntilIdle()` calls waiting for `pending` to reach zero.
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        /// The thread whose next job enqueued here runs at once, inline
        /// (see ``startingInline(_:)``).
        var inlineThread: pthread_t?
    }

    // Held only for bookkeeping: jobs run and waiters resume outside it.
    private let activity = Protected(Activity())

    package init() {}

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let thread = pthread_self()
        let runsInline = activity.withLock { activity -> Bool in
            activity.pending += 1
            activity.enqueued += 1
            guard let inlineThread = activity.inlineThread, pthread_equal(inlineThread, thread) != 0 else { return false }
            activity.inlineThread = nil
            return true
        }
        if runsInline {
            job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
            jobFinished()
            return
        }
        DispatchQueue.main.async { [self] in
            job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
            jobFinished()
        }
    }

    /// Runs `start`, which makes a task that prefers this executor, and runs
    /// that task's first job at once, inside `start`, as `Task.immediate`
    /// runs a task's first part: the work runs up to its first suspension
    /// before `start` returns, in the caller's turn of the main actor,
    /// rather than in a job queued on the main queue for a later turn.
    ///
    /// Only the first job enqueued by the calling thread while `start` runs
    /// is run so; every later one (the work resuming, a child's task) is
    /// queued as any other.
    @MainActor
    package func startingInline<Result>(_ start: () -> Result) -> Result {
        let thread = pthread_self()
        activity.withLock { $0.inlineThread = thread }
        defer { activity.withLock { $0.inlineThread = nil } }
        return start()
    }

    /// Runs `body` as a counted job on the main queue, after every job the
    /// main actor or this executor has queued so far: called from a job, it
    /// runs once that job has ended, before anything the job queued.
    ///
    /// The core uses it to mark where the first part of a Command's work
    /// ends (see ``StoreCore/start(_:for:cancelled:firstPart:)``).
    package func runAfterQueuedJobs(_ body: @escaping @MainActor @Sendable () -> Void) {
        activity.withLock { activity in
            activity.pending += 1
            activity.enqueued += 1
        }
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated { body() }
            jobFinished()
        }
    }

    private func jobFinished() {
        let waiters = activity.withLock { activity -> [CheckedContinuation<Void, Never>] in
            activity.pending -= 1
            activity.finished += 1
            guard activity.pending == 0 else { return [] }
            defer { activity.idleWaiters.removeAll() }
            return activity.idleWaiters
        }
        for waiter in waiters {
            waiter.resume()
        }
    }

    /// Whether no job is queued or running.
    package var isIdle: Bool { activity.withLock { $0.pending == 0 } }

    /// How many jobs were ever enqueued and finished: a change means work ran.
    package var jobCounts: (enqueued: Int, finished: Int) {
        activity.withLock { ($0.enqueued, $0.finished) }
    }

    /// Returns once no job is queued or running (at once if none is).
    package func waitUntilIdle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let idle = activity.withLock { activity -> Bool in
                if activity.pending == 0 { return true }
                activity.idleWaiters.append(continuation)
                return false
            }
            if idle { continuation.resume() }
        }
    }
}
