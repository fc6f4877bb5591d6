/// Waits until a store's work has settled: every Command sent has started, and
/// every running one has ended or waits on a ``TestClock``.
///
/// Event-driven: woken by the store's events and the clock's sleeps, never by
/// a timer. Shared by the test store and the flow-script runner, which both
/// step work forward deterministically.
@MainActor
package final class WorkSettler {
    /// Forwards wake-ups to the settler without keeping it alive.
    @MainActor
    private final class Waker {
        var target: (() -> Void)?
        func wake() { target?() }
    }

    private let runningCount: () -> Int
    private let clock: TestClock?
    private let clockToken: Int?
    private var observation: StoreObservation?
    private var issued = 0
    private var started = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Watches `core`; with a `clock`, work waiting on it counts as settled.
    package init<Command, Action, Effect>(core: StoreCore<Command, Action, Effect>, clock: TestClock?) {
        runningCount = { [weak core] in core?.runningCommandCount ?? 0 }
        self.clock = clock
        let waker = Waker()
        clockToken = clock?.addChangeHandler {
            Task { @MainActor in waker.wake() }
        }
        waker.target = { [weak self] in self?.wakeIfSettled() }
        observation = core.observe { [weak self] event in
            if case .commandStarted = event { self?.started += 1 }
            // Deferred: the core registers a Command's work just after
            // announcing it, and unregisters it just before announcing its end.
            Task { @MainActor in waker.wake() }
        }
    }

    deinit {
        if let clockToken { clock?.removeChangeHandler(clockToken) }
    }

    /// Notes that a Command is about to be sent (perhaps from another task), so
    /// that settling waits for it to start.
    package func expectCommand() {
        issued += 1
    }

    /// Whether the work has settled now.
    package var isSettled: Bool {
        guard started >= issued else { return false }
        let running = runningCount()
        if running == 0 { return true }
        guard let clock else { return false }
        return running <= clock.sleeperCount
    }

    /// Returns once the work has settled.
    package func settle() async {
        while !isSettled {
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    /// Wakes every `settle()` if the work has settled.
    package func wakeIfSettled() {
        guard isSettled, !waiters.isEmpty else { return }
        let ready = waiters
        waiters.removeAll()
        for waiter in ready {
            waiter.resume()
        }
    }

    /// Stops observing the store.
    package func stop() {
        observation?.cancel()
        observation = nil
    }
}
