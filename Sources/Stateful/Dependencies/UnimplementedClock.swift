/// A clock for test values: waiting on it fails the current test, naming the
/// clock, then throws ``UnimplementedEndpointError``.
///
/// Its time stands still at ``TestClock/Instant`` zero, and reading ``now``
/// is not a failure (nothing waits on a reading); `sleep` is. A test whose
/// code waits overrides the clock, usually with a ``TestClock`` it moves:
///
/// ```swift
/// let store = withDependencies { $0.clock = TestClock() } operation: { ProfileStore() }
/// ```
public struct UnimplementedClock: Clock, Sendable {
    /// The name the failure gives: `"Dependencies.clock"`.
    public let name: String

    /// Creates a clock that fails the test when slept on, naming it `name`.
    public init(name: String) {
        self.name = name
    }

    /// Always ``TestClock/Instant`` zero.
    public var now: TestClock.Instant { TestClock.Instant() }

    /// One nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Fails the current test, naming `"\(name).sleep"`, and throws
    /// ``UnimplementedEndpointError``.
    public func sleep(until deadline: TestClock.Instant, tolerance: Duration?) async throws {
        let endpoint = "\(name).sleep"
        UnimplementedEndpointReporter.report(
            UnimplementedEndpointCall(endpoint: endpoint, fileID: #fileID, filePath: #filePath, line: #line, column: #column))
        throw UnimplementedEndpointError(endpoint: endpoint)
    }
}
