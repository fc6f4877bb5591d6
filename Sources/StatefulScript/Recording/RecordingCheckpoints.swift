/// Whether a recording checks the screen after each step.
public enum RecordingCheckpoints: Sendable, Hashable {
    /// Only the steps: a replay does what the person did, and the flow's
    /// transcript shows what happened.
    case none
    /// After each step, `expect screen contains "…"` with the whole screen
    /// as it was then (secrets masked): a replay fails at the first step
    /// after which the screen differs.
    case screens
}
