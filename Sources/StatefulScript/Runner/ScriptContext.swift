import Foundation
import Stateful

/// What a feature needs to know to build a session.
public struct ScriptContext: Sendable {
    /// The script's clock. Backends that wait (latency, timeouts) should wait
    /// on it: the runner moves it forward, so flows run instantly and the same
    /// way every time, and `start`/`cancel` can stop work at a known point.
    public let clock: TestClock
    /// The `--server URL`, when the flow should use a real backend.
    public let server: URL?

    /// Creates a context.
    public init(clock: TestClock, server: URL?) {
        self.clock = clock
        self.server = server
    }
}
