/// Ticks on a clock at a fixed interval, as an `AsyncSequence` of tick
/// numbers (1, 2, 3, …): a meeting timer, a polling loop, a countdown.
///
/// ```swift
/// func recordMeeting(context: CommandContext<Counter.Action, Never>) async {
///     for await _ in Dependencies.current.clock.timer(interval: .seconds(1)) {
///         context.dispatchAction(.add(1))   // a second passed
///     }
/// }
/// ```
///
/// Tick *n* is due at `start + n × interval`, where `start` is the clock's
/// time when iteration begins, so a late tick never pushes back the next one.
/// The sequence ends when its task is cancelled (the clock's sleep throws
/// `CancellationError`, which ends the iteration), which is how a Command that
/// runs a timer stops it. On a ``TestClock`` each tick waits for the test to
/// move the clock past it; on an ``ImmediateClock`` the ticks come at once.
public struct ClockTimer: AsyncSequence, Sendable {
    /// The number of the tick, from 1.
    public typealias Element = Int

    /// The clock the timer waits on.
    public let clock: any Clock<Duration>
    /// The time between two ticks; a zero or negative interval ticks at the
    /// clock's minimum resolution.
    public let interval: Duration

    /// Creates a timer that ticks every `interval` on `clock`.
    public init(clock: any Clock<Duration>, interval: Duration) {
        self.clock = clock
        self.interval = interval
    }

    /// Waits for the next tick.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let clock: any Clock<Duration>
        let interval: Duration
        var ticks = 0
        var sleepUntilTick: ((Int) async throws -> Void)?

        /// The next tick's number, or `nil` once the task is cancelled.
        public mutating func next() async -> Int? {
            if sleepUntilTick == nil {
                sleepUntilTick = Self.sleeper(on: clock, interval: interval)
            }
            guard let sleepUntilTick, !Task.isCancelled else { return nil }
            do {
                try await sleepUntilTick(ticks + 1)
            } catch {
                return nil
            }
            guard !Task.isCancelled else { return nil }
            ticks += 1
            return ticks
        }

        /// Sleeps until tick *n*, counted from the clock's time now.
        private static func sleeper<C: Clock<Duration>>(on clock: C, interval: Duration) -> (Int) async throws -> Void {
            let start = clock.now
            let step = interval > .zero ? interval : clock.minimumResolution
            return { tick in
                try await clock.sleep(until: start.advanced(by: step * tick), tolerance: nil)
            }
        }
    }

    /// An iterator whose first tick is one interval after it first asks.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(clock: clock, interval: interval)
    }
}

extension Clock where Duration == Swift.Duration {
    /// A sequence that ticks every `interval` on this clock (see ``ClockTimer``).
    ///
    /// ```swift
    /// let clock = ContinuousClock()
    /// for await second in clock.timer(interval: .seconds(1)) {
    ///     print(second)   // 1, 2, 3, …
    /// }
    /// ```
    public func timer(interval: Duration) -> ClockTimer {
        ClockTimer(clock: self, interval: interval)
    }
}
