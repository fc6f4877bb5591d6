/// Where the first part of a Command's work ends, as a test store in
/// `actions: .received` mode sees it: when the work has first suspended,
/// and so has the work of every child screen it forwarded a Command to
/// before that. A child's Actions then belong to the `send` that caused
/// them, as they do when the child's work starts inline in a store.
///
/// Made for a Command whose first part is observed, and current (as a task
/// local) in its work and the tasks it starts; `forward` enters it for a
/// child started while it is open, and the child leaves it when its own
/// first part ends.
@MainActor @usableFromInline
final class FirstPartTracker: Sendable {
    /// The tracker of the Command whose work runs in the current task.
    nonisolated static var current: FirstPartTracker? { FirstPartScope.tracker }

    /// First parts begun and not yet ended: the Command's own, and its
    /// forwarded children's.
    private var open = 1
    /// Whether every first part has ended.
    private(set) var hasEnded = false
    private let onEnded: @MainActor @Sendable () -> Void

    init(onEnded: @escaping @MainActor @Sendable () -> Void) {
        self.onEnded = onEnded
    }

    /// A child's first part began, within the Command's.
    func enter() {
        open += 1
    }

    /// A first part ended; the last one to end ends the Command's.
    func leave() {
        open -= 1
        guard open == 0, !hasEnded else { return }
        hasEnded = true
        onEnded()
    }

    /// For a child task about to start in the current task: enters the
    /// tracker if one is open, and returns it, for the child to leave.
    @usableFromInline
    static func enteringForChild() -> FirstPartTracker? {
        guard let tracker = current, !tracker.hasEnded else { return nil }
        tracker.enter()
        return tracker
    }

    /// Called as the child's task begins, on a settling executor (a test
    /// store's): its first part ends with the job running now.
    @usableFromInline
    static func childBegan(_ tracker: FirstPartTracker?, workExecutor: (any TaskExecutor)?) {
        guard let tracker, let settling = workExecutor as? SettlingExecutor else { return }
        settling.runAfterQueuedJobs { tracker.leave() }
    }

    /// Called once the child's task was made: without a settling executor
    /// it started inline, and its first part has ended.
    @usableFromInline
    static func childStarted(_ tracker: FirstPartTracker?, workExecutor: (any TaskExecutor)?) {
        guard let tracker, !(workExecutor is SettlingExecutor) else { return }
        tracker.leave()
    }
}

/// Where the current task's ``FirstPartTracker`` is bound.
enum FirstPartScope {
    @TaskLocal static var tracker: FirstPartTracker?
}
