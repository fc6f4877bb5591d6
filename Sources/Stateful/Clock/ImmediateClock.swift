
/// A clock whose sleeps return at once, moving its time forward by what they
/// asked for: for tests and previews where waiting does not matter, only what
/// happens after it (a debounce, a retry delay, a "saved" banner that goes
/// away).
///
/// ```swift
/// let store = withDependencies { $0.clock = ImmediateClock() } operation: {
///     ScreenStore(Feed(), initialState: FeedState())
/// }
/// await store.dispatchCommand(.queryChanged("swift"))   // the 300 ms debounce passes at once
/// ```
///
/// Where the order of several waits matters, or a test checks what is shown
/// *while* work waits, use a ``TestClock`` and move it instead. Cancellation is
/// honoured: a sleep in a cancelled task throws `CancellationError`.
///
/// ## Invariants
/// - ``now`` never goes back: a sleep until a deadline already passed returns
///   without moving it.
/// - Sleeping never suspends for real time.
public final class ImmediateClock: Clock, Sendable {
    /// The clock's time; guarded by its lock (a pthread mutex ThreadSanitizer sees).
    private let current: Protected<TestClock.Instant>

    /// Creates a clock at `now` (the start, by default).
    public init(now: TestClock.Instant = TestClock.Instant()) {
        current = Protected(now)
    }

    /// The clock's time: its start plus every sleep so far.
    public var now: TestClock.Instant {
        current.withLock { $0 }
    }

    /// One nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Moves ``now`` to `deadline` (unless it is already past it) and returns
    /// without waiting. Throws `CancellationError` in a cancelled task.
    public func sleep(until deadline: TestClock.Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        current.withLock { now in
            if now < deadline { now = deadline }
        }
        // Let other work run, as a real sleep would, without waiting on time.
        await Task.yield()
        try Task.checkCancellation()
    }
}
