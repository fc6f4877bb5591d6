/// How a ``TestStore`` checks the Actions the store's work dispatches.
///
/// ```swift
/// let store = TestStore(Recorder(), initialState: Recorder.State(), actions: .received)
/// await store.send(.task)
/// await store.receive(action: .speechResult("I completed")) { $0.transcript = "I completed" }
/// await store.receive(action: .speechResult("I completed the project")) {
///     $0.transcript = "I completed the project"
/// }
/// ```
public enum ActionChecking: Sendable, Hashable {
    /// Each step's `assert` closure describes the State that all the Actions
    /// of the step's work left. The default.
    ///
    /// Actions need not be received, but one may be checked with
    /// ``TestStore/receive(action:assert:fileID:filePath:line:column:)``:
    /// it must be the oldest Action of the last `send`'s work not yet
    /// received, and its closure describes the change that Action alone made.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let store = TestStore(Inbox(clock: clock), initialState: Inbox.State(), clock: clock)
    /// await store.send(.load) { $0.isLoading = true }
    /// await store.advance(by: .seconds(1)) { $0.isLoading = false; $0.items = ["a"] }
    /// await store.receive(action: .loaded(["a"])) { $0.isLoading = false; $0.items = ["a"] }
    /// ```
    case perStep

    /// A Command's own change is asserted by its `send`, and every later
    /// Action is received, in the order it was dispatched, with
    /// ``TestStore/receive(action:assert:fileID:filePath:line:column:)``.
    ///
    /// `send`'s closure describes the State after the Actions the Command's
    /// work dispatched before it first suspended: a Command's work starts
    /// synchronously when sent, so that first part is what the Command does
    /// at once, as a TCA reducer does. Each Action dispatched after that
    /// (after an `await` of the work, by its child tasks, by other work) is
    /// queued, and received with a closure that describes the State right
    /// after it. Actions and Effects wait in one queue, in the order the work
    /// dispatched them; an `advance` checks the State before the first
    /// Action not yet received.
    ///
    /// ```swift
    /// let store = TestStore(Recorder(speech: .saying("Hello")), initialState: Recorder.State(), actions: .received)
    /// await store.send(.startRecording) { $0.isRecording = true }   // before any await
    /// await store.receive(action: .speechResult("Hello")) { $0.transcript = "Hello" }
    /// ```
    case received
}
