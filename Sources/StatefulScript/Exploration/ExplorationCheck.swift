import Stateful
/// Which check a step failed: what shrinking keeps failing.
public enum ExplorationCheck: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The named invariant did not hold.
    case invariant(String)
    /// The feature sent an error Effect its plan does not expect (named by its case).
    case unexpectedEffect(String)
    /// A Command's work never ended, however far the clock moved; or the
    /// work of a Command the plan names long-running
    /// (``ExplorationPlan/longRunningCommands``) still ran after the screen
    /// it was started on was closed.
    case neverSettles
    /// A step could not run (a generated tap found no such control, say).
    case stepFailed
    /// A screen did not render at one of the plan's widths.
    case rendering
    /// A secret value appeared on a screen or in the State's dump.
    case secretShown
    /// The same sequence, run again in a fresh session, gave a different
    /// transcript (the feature reads a real clock or a random source, say).
    case notDeterministic

    /// The check in words.
    public var description: String {
        switch self {
        case .invariant(let name): "invariant \"\(name)\""
        case .unexpectedEffect(let name): "unexpected effect \(name)"
        case .neverSettles: "a Command that never settles"
        case .stepFailed: "a step that could not run"
        case .rendering: "a screen that does not render"
        case .secretShown: "a secret shown"
        case .notDeterministic: "a sequence that is not deterministic"
        }
    }
}
