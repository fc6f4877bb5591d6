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
///
/// The entries are an array in the order of their ids (ids only grow), not a
/// dictionary: a store runs a handful of Commands at once, and a scan from
/// the newest end costs less than hashing an id three times per Command.
final class RunningCommands: Sendable {
    private struct Entry {
        let id: CommandID
        var task: Task<Void, Never>?
        /// Cancelled before its task was attached.
        var cancelRequested = false
        /// Ended as ``CommandOutcome/ignored`` by an exclusive operation.
        var ignored = false
    }

    private let entries = Protected<[Entry]>([])

    /// Reserved and attached entries alike: the Commands whose work has not ended.
    var count: Int { entries.withLock { $0.count } }

    /// Notes that the work of `id` is starting.
    func reserve(_ id: CommandID) {
        entries.withLock { $0.append(Entry(id: id)) }
    }

    /// Gives the entry of `id` its task, cancelling the task if that was asked
    /// for meanwhile.
    ///
    /// - Returns: Whether the work is still running: `false` when it ended
    ///   before this call (its entry is gone), and the task is not kept.
    func attach(_ task: Task<Void, Never>, for id: CommandID) -> Bool {
        let (running, cancel) = entries.withLock { entries -> (Bool, Bool) in
            guard let index = Self.index(of: id, in: entries) else { return (false, false) }
            entries[index].task = task
            return (true, entries[index].cancelRequested)
        }
        if cancel { task.cancel() }
        return running
    }

    /// Forgets the work of `id`, which ended.
    ///
    /// - Returns: Whether an exclusive operation ignored it (``markIgnored(_:)``).
    func remove(_ id: CommandID) -> Bool {
        entries.withLock { entries in
            guard let index = Self.index(of: id, in: entries) else { return false }
            return entries.remove(at: index).ignored
        }
    }

    /// Notes that the work of `id` ends as ``CommandOutcome/ignored``.
    func markIgnored(_ id: CommandID) {
        entries.withLock { entries in
            if let index = Self.index(of: id, in: entries) { entries[index].ignored = true }
        }
    }

    /// Whether the work of `id` has not ended.
    func contains(_ id: CommandID) -> Bool {
        entries.withLock { Self.index(of: id, in: $0) != nil }
    }

    /// The task of `id`, once attached.
    func task(for id: CommandID) -> Task<Void, Never>? {
        entries.withLock { entries in Self.index(of: id, in: entries).flatMap { entries[$0].task } }
    }

    /// Cancels the work of `id`: its task now, or as soon as it is attached.
    func cancel(_ id: CommandID) {
        let task = entries.withLock { entries -> Task<Void, Never>? in
            guard let index = Self.index(of: id, in: entries) else { return nil }
            if entries[index].task == nil { entries[index].cancelRequested = true }
            return entries[index].task
        }
        task?.cancel()
    }

    /// The attached tasks, oldest Command first.
    func all() -> [Task<Void, Never>] {
        entries.withLock { $0.compactMap(\.task) }
    }

    /// Cancels every Command's work (see ``cancel(_:)``).
    func cancelAll() {
        let tasks = entries.withLock { entries -> [Task<Void, Never>] in
            var tasks: [Task<Void, Never>] = []
            for index in entries.indices {
                if let task = entries[index].task {
                    tasks.append(task)
                } else {
                    entries[index].cancelRequested = true
                }
            }
            return tasks
        }
        for task in tasks {
            task.cancel()
        }
    }

    /// Where `id` is in `entries`, looked for from the newest end.
    private static func index(of id: CommandID, in entries: [Entry]) -> Int? {
        entries.lastIndex { $0.id == id }
    }
}

/// The Command whose work is running in the current task, if any.
enum CurrentCommand {
    @TaskLocal static var id: CommandID?
}
