/// The tasks doing the work of the Commands a store is handling.
///
/// Kept behind a lock (and so `Sendable`) rather than on the main actor so
/// that the store's nonisolated `deinit` can cancel whatever is still running.
final class RunningCommands: Sendable {
    private let tasks = Protected<[CommandID: Task<Void, any Error>]>([:])

    var count: Int { tasks.withLock { $0.count } }

    func insert(_ task: Task<Void, any Error>, for id: CommandID) {
        tasks.withLock { $0[id] = task }
    }

    func remove(_ id: CommandID) {
        _ = tasks.withLock { $0.removeValue(forKey: id) }
    }

    func task(for id: CommandID) -> Task<Void, any Error>? {
        tasks.withLock { $0[id] }
    }

    /// The running tasks, oldest Command first.
    func all() -> [Task<Void, any Error>] {
        tasks.withLock { tasks in tasks.keys.sorted().compactMap { tasks[$0] } }
    }

    func cancelAll() {
        for task in all() {
            task.cancel()
        }
    }
}

/// The Command whose work is running in the current task, if any.
enum CurrentCommand {
    @TaskLocal static var id: CommandID?
}
