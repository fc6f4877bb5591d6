/// The exit status of every subcommand of a ``StatefulTool``: one convention
/// for the whole tool.
public enum ExitStatus: Int32, Sendable, Hashable, CaseIterable {
    /// Everything ran and held: every expectation, check and comparison.
    case success = 0
    /// Something ran and did not hold: a failed expectation, a transcript or
    /// screen that differs from its recording, pending or orphaned snapshots
    /// found by `snapshots check`, a file that could not be changed.
    case failure = 1
    /// The command line or a script is wrong (unknown option, syntax error,
    /// unknown Command): nothing ran.
    case usageError = 2
}
