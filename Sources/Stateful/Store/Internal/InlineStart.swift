/// Whether the task of a Command's work began inside the `Task.immediate`
/// call that made it (``StoreCore/start(_:for:cancelled:firstPart:)``):
/// main-actor state, set by that call and by the task's first job.
@MainActor
final class InlineStart: Sendable {
    /// Where the work's first part, with its forwarded children's, ends.
    let tracker: FirstPartTracker

    init(tracker: FirstPartTracker) {
        self.tracker = tracker
    }

    /// The task's body has begun.
    var began = false
    /// `Task.immediate` has returned.
    var returned = false
}
