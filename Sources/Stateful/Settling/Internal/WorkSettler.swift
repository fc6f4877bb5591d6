/// Waits until a store's work has settled, by one of the rules of
/// ``WorkSettling``.
///
/// Shared by the test store and the flow-script runner, which both step work
/// forward deterministically. Event-driven: woken by the store's events, the
/// clock's sleeps and the executor going idle, never by a timer.
///
/// ## The exact rule
/// The settler installs a ``SettlingExecutor`` as the core's
/// ``StoreCore/workExecutor``, so that the jobs of the work run on the main
/// queue and are counted, and starts each Command synchronously
/// (``send(_:to:)``): its work runs inline up to its first suspension, then
/// in a task that prefers that executor. ``settle()`` then loops until
/// ``quietTurnsNeeded`` turns in a row were quiet:
/// 1. until every Command sent has started, it waits for the store's events;
/// 2. while the executor has a job queued or running, it waits for it to be
///    idle;
/// 3. when no Command is running any more, the work has settled: nothing of
///    it is left to run, and no turn of the main actor could show more;
/// 4. otherwise it notes what it can see (events, jobs enqueued and finished,
///    clock changes, Commands sent) and yields the main actor once: every job
///    on the main queue before it runs first. The turn was quiet if nothing
///    it sees changed.
///
/// Why more than one quiet turn: a task that comes back to the main actor
/// from an actor runs on the main actor's own executor, not on the settling
/// executor, and until it next suspends or calls a nonisolated function,
/// each `await` of main-actor code is a hop through the main queue that no
/// counter sees (Swift 6.3 compares the task executor such a job runs with,
/// none, to the task's preference). Each turn lets one such hop run; ten
/// awaits in a row take about seven turns.
@MainActor
package final class WorkSettler {
    /// Forwards wake-ups to the settler without keeping it alive.
    @MainActor
    private final class Waker {
        var target: (() -> Void)?
        func wake() { target?() }
    }

    /// What step 4 compares before and after a turn of the main actor.
    private struct Activity: Equatable {
        var issued: Int
        var events: Int
        var executorJobsEnqueued: Int
        var executorJobsFinished: Int
        var clockChanges: Int
    }

    package let settling: WorkSettling
    private let runningCount: () -> Int
    private let clock: TestClock?
    private let clockToken: Int?
    private let clockChanges = Protected(0)
    private let executor: SettlingExecutor?
    /// How many turns of the main actor in a row must change nothing before
    /// the work counts as settled (see "Why more than one quiet turn").
    package static let quietTurnsNeeded = 16
    /// Where the settler's own turns of the main actor run: on the main queue,
    /// as the work's jobs do, rather than through the global executor.
    private let turnExecutor = SettlingExecutor()
    private var observation: StoreObservation?
    private var issued = 0
    private var started = 0
    private var events = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Watches `core`; with a `clock`, work waiting on it counts as settled.
    ///
    /// With ``WorkSettling/exact``, installs a ``SettlingExecutor`` on `core`
    /// for the Commands sent from now on (or keeps the one another settler
    /// installed).
    package init<Command, Action, Effect>(
        core: StoreCore<Command, Action, Effect>, clock: TestClock?, settling: WorkSettling = .exact
    ) {
        self.settling = settling
        runningCount = { [weak core] in core?.runningCommandCount ?? 0 }
        self.clock = clock
        switch settling {
        case .exact:
            let executor = core.workExecutor as? SettlingExecutor ?? SettlingExecutor()
            core.workExecutor = executor
            self.executor = executor
        case .untilCommandsEnd:
            executor = nil
        }
        let waker = Waker()
        clockToken = clock?.addChangeHandler { [clockChanges] in
            clockChanges.withLock { $0 += 1 }
            Task { @MainActor in waker.wake() }
        }
        waker.target = { [weak self] in self?.wakeWaiters() }
        observation = core.observe { [weak self] event in
            guard let self else { return }
            if case .commandStarted = event { started += 1 }
            events += 1
            // Resumed, not run: the settler looks again in a later job of the
            // main actor, after the core has registered (or unregistered) the
            // Command's work that this event announces.
            wakeWaiters()
        }
    }

    deinit {
        if let clockToken { clock?.removeChangeHandler(clockToken) }
    }

    /// Sends `command` to `store` as ``CoreViewStore/send(_:)`` does; settling
    /// then waits for the work.
    ///
    /// The work's task prefers the settling executor (the core's
    /// ``StoreCore/workExecutor``), and announces its own end: the jobs that
    /// follow its first suspension, up to and including the one that
    /// dispatches the Effect of its error and reports that it ended, are
    /// counted jobs, never a hop of a sending task that nobody counts.
    ///
    /// - Parameter firstPart: Told when the work's first part begins and ends
    ///   (see ``StoreCore/start(_:for:cancelled:firstPart:)``).
    package func send<Store: CoreViewStore>(
        _ command: Store.Command, to store: Store,
        firstPart: (@MainActor @Sendable (FirstPartMoment) -> Void)? = nil
    ) {
        issued += 1
        store.core.start(command, for: store, firstPart: firstPart)
    }

    /// Sends `command` as ``send(_:to:firstPart:)`` does, its work's first
    /// part running at once, before this returns, as a store runs it outside
    /// a test (``SettlingExecutor/startingInline(_:)``), rather than in a job
    /// queued for a later turn of the main actor. A flow's steps start their
    /// Commands so; whatever the work does after its first suspension is
    /// counted and settled as before.
    package func sendStartingInline<Store: CoreViewStore>(_ command: Store.Command, to store: Store) {
        guard let executor, store.core.workExecutor === executor else {
            send(command, to: store)
            return
        }
        issued += 1
        _ = executor.startingInline { store.core.start(command, for: store) }
    }

    /// Returns once the work has settled by the rule of ``settling``.
    package func settle() async {
        switch settling {
        case .exact:
            await settleExactly()
        case .untilCommandsEnd:
            while !commandsHaveEnded {
                await nextWakeUp()
            }
        }
    }

    /// Moves `clock` forward by `duration` one sleep's deadline at a time,
    /// letting the work settle after each, so work that waits again (a
    /// timer) is woken at every deadline within the duration, as in real
    /// time; then settles once more at the end.
    package func advance(_ clock: TestClock, by duration: Duration) async {
        await settle()
        let target = clock.now.advanced(by: duration)
        while let deadline = clock.nextDeadline, deadline <= target {
            clock.advance(to: deadline)
            await settle()
        }
        clock.advance(to: target)
        await settle()
    }

    /// Stops observing the store.
    package func stop() {
        observation?.cancel()
        observation = nil
    }

    // MARK: The rules

    private func settleExactly() async {
        guard let executor else { return }
        // The settler's own turns run on the main queue too, rather than
        // through the global executor and back (several times faster).
        await withTaskExecutorPreference(turnExecutor) {
            var quietTurns = 0
            while quietTurns < Self.quietTurnsNeeded {
                if started < issued {
                    await nextWakeUp()
                    quietTurns = 0
                } else if !executor.isIdle {
                    await executor.waitUntilIdle()
                    quietTurns = 0
                } else if runningCount() == 0 {
                    // Every Command sent has started and ended, and no job of
                    // the work is queued or running: nothing of the work is
                    // left to run (no child task outlives its Command, a
                    // forwarded child's work is part of its parent's, and a
                    // hop back to the main actor belongs to a task that still
                    // runs), so no turn of the main actor can show more.
                    return
                } else {
                    let before = activity(of: executor)
                    await Task.yield()
                    quietTurns = activity(of: executor) == before ? quietTurns + 1 : 0
                }
            }
        }
    }

    private func activity(of executor: SettlingExecutor) -> Activity {
        let jobs = executor.jobCounts
        return Activity(
            issued: issued, events: events, executorJobsEnqueued: jobs.enqueued, executorJobsFinished: jobs.finished,
            clockChanges: clockChanges.withLock { $0 })
    }

    /// The rule of ``WorkSettling/untilCommandsEnd``: every Command sent has
    /// started, and every running one has ended or sleeps on the clock.
    private var commandsHaveEnded: Bool {
        guard started >= issued else { return false }
        let running = runningCount()
        if running == 0 { return true }
        guard let clock else { return false }
        return running <= clock.sleeperCount
    }

    // MARK: Waking

    /// Returns after the next store event or clock change.
    private func nextWakeUp() async {
        await withCheckedContinuation { waiters.append($0) }
    }

    private func wakeWaiters() {
        guard !waiters.isEmpty else { return }
        let ready = waiters
        waiters.removeAll()
        for waiter in ready {
            waiter.resume()
        }
    }
}

