/// The clock dependency: what work that waits (timers, latency, timeouts)
/// waits on. Read and set it as ``Dependencies/clock``.
///
/// - Live: a `ContinuousClock`.
/// - Test: an ``UnimplementedClock``, whose `sleep` fails the test: a test
///   that waits gives the store a ``TestClock`` and moves it.
public enum ClockKey: DependencyKey {
    /// A `ContinuousClock`.
    public static var liveValue: any Clock<Duration> { ContinuousClock() }
    /// An ``UnimplementedClock`` named `"Dependencies.clock"`.
    public static var testValue: any Clock<Duration> { UnimplementedClock(name: "Dependencies.clock") }
}

extension Dependencies {
    /// The clock that work waits on (see ``ClockKey``).
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let store = withDependencies { $0.clock = clock } operation: { ProfileStore() }
    ///
    /// // in the store's Command:
    /// try await Dependencies.current.clock.sleep(for: .seconds(1))
    /// ```
    public var clock: any Clock<Duration> {
        get { self[ClockKey.self] }
        set { self[ClockKey.self] = newValue }
    }
}
