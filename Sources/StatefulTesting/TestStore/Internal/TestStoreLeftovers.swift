import Stateful

/// What a ``TestStore`` has left unchecked, kept behind a lock so that its
/// nonisolated `deinit` can report a test that forgot to call `finish()`.
final class TestStoreLeftovers: Sendable {
    struct Counts: Sendable {
        var finished = false
        var exhaustive = true
        var unreceivedActions = 0
        var unreceivedEffects = 0
        var runningCommands = 0
    }

    let counts = Protected(Counts())

    /// The failure message for a store released now, or `nil` if all is well.
    func messageAtRelease() -> String? {
        counts.withLock { counts in
            guard !counts.finished, counts.exhaustive,
                  counts.unreceivedActions > 0 || counts.unreceivedEffects > 0 || counts.runningCommands > 0
            else { return nil }
            var parts: [String] = []
            if counts.unreceivedActions > 0 {
                parts.append("\(counts.unreceivedActions) unreceived action(s)")
            }
            if counts.unreceivedEffects > 0 {
                parts.append("\(counts.unreceivedEffects) unreceived effect(s)")
            }
            if counts.runningCommands > 0 {
                parts.append("\(counts.runningCommands) command(s) still running")
            }
            return "TestStore was released with " + parts.joined(separator: " and ")
                + ". Assert them, then call `await store.finish()` at the end of the test."
        }
    }
}
