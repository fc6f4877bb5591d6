import Stateful
import StatefulSnapshot

/// What a ``TestStore`` has left unchecked, kept behind a lock so that its
/// nonisolated `deinit` can report a test that forgot to call `finish()`.
final class TestStoreLeftovers: Sendable {
    /// A Command whose work is running, and the `send` that started it
    /// (`nil` when no `send` did, as for a binding's Command).
    struct Running: Sendable {
        var command: any Sendable
        var sentAt: CallSite?
    }

    struct Counts: Sendable {
        var finished = false
        var exhaustive = true
        /// The Actions and Effects not received, one line each (`action …`, `effect …`).
        var unreceived: [String] = []
        var running: [CommandID: Running] = [:]
    }

    let counts = Protected(Counts())

    /// One failure of a store released now: its message, and the call it is
    /// reported at (`nil`: the store's creation).
    struct Failure {
        var message: String
        var site: CallSite?
    }

    /// The failures of a store released now: one at the `send` of each
    /// Command still running (at the creation for one no `send` started),
    /// and one listing what was never received. Empty if all is well.
    func failuresAtRelease() -> [Failure] {
        counts.withLock { counts in
            guard !counts.finished, counts.exhaustive else { return [] }
            var failures: [Failure] = []
            for id in counts.running.keys.sorted() {
                guard let running = counts.running[id] else { continue }
                let command = ValueDump.node(of: running.command).singleLine
                failures.append(Failure(
                    message: "The work of \(command) (\(id)) was still running when the TestStore was released. "
                        + "Let it end (advance the TestClock), cancel it, or call `await store.finish()` "
                        + "at the end of the test.",
                    site: running.sentAt))
            }
            if !counts.unreceived.isEmpty {
                let actions = counts.unreceived.count { $0.hasPrefix("action ") }
                let effects = counts.unreceived.count - actions
                var parts: [String] = []
                if actions > 0 { parts.append("\(actions) unreceived action(s)") }
                if effects > 0 { parts.append("\(effects) unreceived effect(s)") }
                failures.append(Failure(
                    message: "TestStore was released with " + parts.joined(separator: " and ") + ":\n"
                        + counts.unreceived.map { "  " + $0 }.joined(separator: "\n")
                        + "\nReceive them, then call `await store.finish()` at the end of the test.",
                    site: nil))
            }
            return failures
        }
    }
}
