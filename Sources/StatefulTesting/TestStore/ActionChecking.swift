/// How a ``TestStore`` checks the Actions the store's work dispatches.
///
/// ```swift
/// let store = TestStore(RecordMeetingStore(), clock: clock, actions: .received)
/// await store.send(.task)
/// await store.receive(action: .speechResult("I completed the project")) {
///     $0.transcript = "I completed the project"
/// }
/// ```
public enum ActionChecking: Sendable, Hashable {
    /// Each step's `assert` closure describes the State that all the Actions
    /// of the step's work left; Actions are not received one by one. The
    /// default.
    case perStep

    /// Every Action is received, in the order it was dispatched, with
    /// ``TestStore/receive(action:assert:fileID:filePath:line:column:)``, and
    /// its closure describes the State right after that Action. Actions and
    /// Effects wait in one queue, in the order the work dispatched them; a
    /// `send` or `advance` checks the State before the first Action not yet
    /// received.
    case received
}
