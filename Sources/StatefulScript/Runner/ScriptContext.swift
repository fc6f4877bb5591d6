import Stateful

/// What a feature needs to know to build a session.
public struct ScriptContext: Sendable {
    /// The script's clock. Backends that wait (latency, timeouts) should wait
    /// on it: the runner moves it forward, so flows run instantly and the same
    /// way every time, and `start`/`cancel` can stop work at a known point.
    public let clock: TestClock
    /// The values of the feature's own ``FeatureOption``s given on the
    /// command line, by option name (`["--server": "http://127.0.0.1:8080"]`).
    public let options: [String: String]

    /// Creates a context.
    public init(clock: TestClock, options: [String: String] = [:]) {
        self.clock = clock
        self.options = options
    }
}
