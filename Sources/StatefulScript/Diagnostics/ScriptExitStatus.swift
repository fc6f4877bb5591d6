/// The exit status classes of a flow-script tool: what `stateful run` and
/// `stateful check` return.
public enum ScriptExitStatus: Int32, Sendable, Hashable, CaseIterable {
    /// Every step ran and every expectation held.
    case success = 0
    /// An expectation or a transcript check failed.
    case expectationFailed = 1
    /// The script (or the command line) is wrong: nothing ran.
    case scriptError = 2
}
