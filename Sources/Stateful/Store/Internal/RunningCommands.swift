/// The tasks doing the work of the Commands a store is handling.
///
/// Kept behind a lock (and so `Sendable`) rather than on the main actor so
/// that the store's nonisolated `deinit` can cancel whatever is still running.
///
/// ## Starting, then running
/// A Command's work starts synchronously (`Task.immediate`), so it runs, and
/// may even end, before its task exists for the core to register. The core
/// therefore reserves the Command's entry first (``reserve(_:)``), lets the
/// work run up to its first suspension, then hands the entry its task
/// (``attach(_:for:)``). Work that ended meanwhile has removed its entry, and
/// its task is never registered. A cancellation asked for while the entry has
/// no task yet is remembered and applied when the task arrives.
final class RunningCommands: Sendable {
    private struct Entry {
        var task: Task<Void, Never>?
        /// Cancelled before its task was attached.
        var cancelRequested = false
        /// Ended as ``CommandOutcome/ignored`` by an exclusive operation.
        var ignored = false
    }

    private let entries = Protected<[CommandID: Entry]>([:])

    /// Reserved and attached entries alike: the Commands whose work has not ended.
    var count: Int { entries.withLock { $0.count } }

    /// Notes that the work of `id` is starting.
    func reserve(_ id: CommandID) {
        entries.withLock { $0[id] = Entry() }
    }

    /// Gives the entry of `id` its task, cancelling the task if that was asked
    /// for meanwhile.
    ///
    /// - Returns: Whether the work is still running: `false` when it ended
    ///   before this call (its entry is gone), and the task is not kept.
    func attach(_ task: Task<Void, Never>, for id: CommandID) -> Bool {
        let (running, cancel) = entries.withLock { entries -> (Bool, Bool) in
            guard entries[id] != nil else { return (false, false) }
            entries[id]?.task = task
            return (true, entries[id]?.cancelRequested ?? false)
        }
        if cancel { task.cancel() }
        return running
    }

    /// Forgets the work of `id`, which ended.
    ///
    /// - Returns: Whether an exclusive operation ignored it (``markIgnored(_:)``).
    func remove(_ id: CommandID) -> Bool {
        entries.withLock { $0.removeValue(forKey: id)?.ignored ?? false }
    }

    /// Notes that the work of `id` ends as ``CommandOutcome/ignored``.
    func markIgnored(_ id: CommandID) {
        entries.withLock { $0[id]?.ignored = true }
    }

    /// Whether the work of `id` has not ended.
    func contains(_ id: CommandID) -> Bool {
        entries.withLock { $0[id] != nil }
    }

    /// The task of `id`, once attached.
    func task(for id: CommandID) -> Task<Void, Never>? {
        entries.withLock { $0[id]?.task }
    }

    /// Cancels the work of `id`: its task now, or as soon as it is attached.
    func cancel(_ id: CommandID) {
        let task = entries.withLock { entries -> Task<Void, Never>? in
            guard let entry = entries[id] else { return nil }
            if entry.task == nil { entries[id]?.cancelRequested = true }
            return entry.task
        }
        task?.cancel()
    }

    /// The attached tasks, oldest Command first.
    func all() -> [Task<Void, Never>] {
        entries.withLock { entries in entries.keys.sorted().compactMap { entries[$0]?.task } }
    }

    /// Cancels every Command's work (see ``cancel(_:)``).
    func cancelAll() {
        let tasks = entries.withLock { entries -> [Task<Void, Never>] in
            var tasks: [Task<Void, Never>] = []
            for id in entries.keys.sorted() {
                if let task = entries[id]?.task {
                    tasks.append(task)
                } else {
                    entries[id]?.cancelRequested = true
                }
            }
            return tasks
        }
        for task in tasks {
            task.cancel()
        }
    }
}

/// The Command whose work is running in the current task, if any.
enum CurrentCommand {
    @TaskLocal static var id: CommandID?
}
