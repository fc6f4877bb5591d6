/// A clock that moves only when a test says so, for deterministic tests of
/// work that waits: no real time passes, nothing sleeps.
///
/// ```swift
/// let clock = TestClock()
/// let server = FakeProfileServer(latency: .seconds(1), clock: clock)
/// let store = TestStore(ProfileStore(client: server.client), clock: clock)
///
/// await store.send(.save)         // runs until the save waits on the clock
/// await store.receive(.showProgress)
/// clock.advance(by: .seconds(1))  // the server answers
/// await store.receive(.dismissProgress)
/// await store.receive(.saved)
/// ```
///
/// A sleep whose deadline has been reached returns at once; the others wait
/// until ``advance(by:)`` or ``advance(to:)`` reaches their deadline, or until
/// their task is cancelled (then they throw `CancellationError`).
///
/// ## Coming from TCA's `TestClock`
/// A sleep until *now* (`sleep(for: .zero)`) returns at once here, as a
/// sleep whose deadline has passed does. swift-clocks' `TestClock` keeps it
/// waiting until `advance()` moves the clock by nothing; here ``advance()``
/// exists for such tests and wakes what is due, which a sleep until now
/// never waits for. So `await clock.advance()` after work that slept for
/// `.zero` passes in both; work that loops on `sleep(for: .zero)` runs
/// without waiting for the test here. `TestStore.advance()` (in
/// `StatefulTesting`) lets the store's work settle, with or without a clock.
public final class TestClock: Clock, Sendable {
    /// A point in a ``TestClock``'s time: a duration since the clock was created.
    public struct Instant: InstantProtocol, Sendable, Hashable, CustomStringConvertible {
        /// The time since the clock's start.
        public var offset: Duration

        /// Creates an instant `offset` after the clock's start.
        public init(offset: Duration = .zero) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// `TestClock.Instant(1.5 seconds)`.
        public var description: String { "TestClock.Instant(\(offset))" }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant()
        var sleepers: [Sleeper] = []
        var cancelledBeforeSleeping: Set<Int> = []
        var nextID = 0
        var changeHandlers: [Int: @Sendable () -> Void] = [:]
        var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

        /// Removes and returns the waiters whose count of sleepers is reached.
        mutating func satisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
            let count = sleepers.count
            let ready = sleeperWaiters.filter { $0.count <= count }.map(\.continuation)
            sleeperWaiters.removeAll { $0.count <= count }
            return ready
        }
    }

    // Guards the time, the sleepers and the change handlers. Held only for
    // bookkeeping: continuations are resumed and handlers called after it is
    // released.
    private let state = Protected(State())

    /// Creates a clock at ``Instant/init(offset:)`` zero.
    public init() {}

    /// The clock's current time.
    public var now: Instant { state.withLock { $0.now } }

    /// Zero: a test clock can be advanced by any amount.
    public var minimumResolution: Duration { .zero }

    /// The number of sleeps waiting for the clock to advance.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Returns once at least `count` sleeps are waiting on the clock: the way
    /// to know that work has reached its wait before ``advance(by:)``, without
    /// sleeping or polling.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let work = Task { try await clock.sleep(for: .seconds(1)) }
    /// await clock.waitForSleepers()
    /// clock.advance(by: .seconds(1))
    /// try await work.value
    /// ```
    ///
    /// A `TestStore` (in `StatefulTesting`) does this for its store's work by itself.
    public func waitForSleepers(_ count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.sleepers.count >= count { return true }
                state.sleeperWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Suspends until the clock reaches `deadline` or the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Registration { case registered, cancelled, due }
                let registration = state.withLock { state -> Registration in
                    if state.cancelledBeforeSleeping.remove(id) != nil { return .cancelled }
                    if deadline <= state.now { return .due }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return .registered
                }
                switch registration {
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .due: continuation.resume()
                case .registered: notifyChange()
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelledBeforeSleeping.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            if let sleeper {
                sleeper.continuation.resume(throwing: CancellationError())
                notifyChange()
            }
        }
        // A sleep cancelled after it was resumed leaves its id behind; drop it.
        _ = state.withLock { $0.cancelledBeforeSleeping.remove(id) }
    }

    /// Wakes every sleep whose deadline has been reached without moving the
    /// clock: TCA's `clock.advance()`. A sleep until now never waits here
    /// (see "Coming from TCA's `TestClock`" above), so this wakes nothing a
    /// sleep started before it; it is there for tests written for TCA.
    public func advance() {
        advance(by: .zero)
    }

    /// Moves the clock forward by `duration` and wakes every sleep whose
    /// deadline is reached, earliest deadline first.
    ///
    /// It wakes only the sleeps already waiting: the woken work runs
    /// afterwards, on its own executor, and a sleep it then starts counts from
    /// the new time. To step through work that waits several times, use
    /// `TestStore.advance(by:assert:)` (in `StatefulTesting`), which
    /// lets the work settle after each deadline.
    public func advance(by duration: Duration) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves the clock forward to `instant` (never backwards) and wakes every
    /// sleep whose deadline is reached, earliest deadline first.
    public func advance(to instant: Instant) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = max(state.now, instant)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            // Stable: sleeps with the same deadline wake in the order they began.
            return due.enumerated()
                .sorted { ($0.element.deadline, $0.offset) < ($1.element.deadline, $1.offset) }
                .map(\.element)
        }
        for sleeper in due {
            sleeper.continuation.resume()
        }
        if !due.isEmpty { notifyChange() }
    }

    /// The earliest deadline of the sleeps waiting, if any.
    package var nextDeadline: Instant? {
        state.withLock { $0.sleepers.map(\.deadline).min() }
    }

    /// Calls `handler` whenever a sleep starts or ends; returns a token for
    /// ``removeChangeHandler(_:)``.
    package func addChangeHandler(_ handler: @escaping @Sendable () -> Void) -> Int {
        state.withLock { state in
            state.nextID += 1
            state.changeHandlers[state.nextID] = handler
            return state.nextID
        }
    }

    package func removeChangeHandler(_ token: Int) {
        _ = state.withLock { $0.changeHandlers.removeValue(forKey: token) }
    }

    private func notifyChange() {
        let (handlers, waiters) = state.withLock { state in
            (state.changeHandlers.keys.sorted().compactMap { state.changeHandlers[$0] },
             state.satisfiedWaiters())
        }
        for waiter in waiters {
            waiter.resume()
        }
        for handler in handlers {
            handler()
        }
    }
}
