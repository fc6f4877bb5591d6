/// The work of one store started under a cancellation id and still running,
/// by key. Main-actor state: only contexts' main-actor methods reach it.
@MainActor
final class CancellationRegistry: Sendable {
    private var runs: [CancellationKey: [CancellableRun]] = [:]

    nonisolated init() {}

    /// Records `run` as running under `key` until ``remove(_:for:)``.
    func insert(_ run: CancellableRun, for key: CancellationKey) {
        runs[key, default: []].append(run)
    }

    /// Forgets `run`, which has ended.
    func remove(_ run: CancellableRun, for key: CancellationKey) {
        guard var list = runs[key] else { return }
        list.removeAll { $0 === run }
        runs[key] = list.isEmpty ? nil : list
    }

    /// Cancels every run under `key` and forgets them.
    func cancel(_ key: CancellationKey) {
        guard let list = runs.removeValue(forKey: key) else { return }
        for run in list {
            run.cancel()
        }
    }

    /// Whether work runs under `key`.
    func isRunning(_ key: CancellationKey) -> Bool {
        runs[key] != nil
    }
}

/// One operation started under a cancellation id: its task once started,
/// and whether the id cancelled it. Main-actor state, like its registry.
@MainActor
final class CancellableRun: Sendable {
    /// The operation's task; `nil` until `Task.immediate` returned it.
    var task: Task<Void, Never>?
    /// Whether ``cancel()`` was called (through the id, or by a newer run
    /// that cancels the one in flight).
    private(set) var cancelledByID = false

    nonisolated init() {}

    /// Cancels the task, or the task to come when it has not been made yet.
    func cancel() {
        cancelledByID = true
        task?.cancel()
    }
}
