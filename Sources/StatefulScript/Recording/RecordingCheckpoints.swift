/// Whether a recording checks the screen after each step.
public enum RecordingCheckpoints: Sendable, Hashable {
    /// Only the steps: a replay does what the person did, and the flow's
    /// transcript shows what happened.
    case none
    /// After each step, what the step changed on the screen (secrets
    /// masked): one `expect screen W contains "…"` per line that shows text
    /// and was not on the screen at the checkpoint before, at the width `W`
    /// it was drawn at: a replay, at any `--width`, fails at the first step
    /// after which such a line differs.
    ///
    /// ```text
    /// logIn
    /// expect screen compact contains "| < Log in      Home               |"
    /// expect screen compact contains "| You are logged in.               |"
    /// expect screen compact contains "| User ID: u-42                    |"
    /// ```
    case screens
}
