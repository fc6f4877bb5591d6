import Stateful
/// A sequence that failed a check, shrunk to a minimal one failing the same way.
public struct ExplorationFailure<Command: Sendable, Backend: Sendable>: Sendable {
    /// The check that failed.
    public var check: ExplorationCheck
    /// What went wrong, as the failing step reports it (secrets masked).
    public var message: String
    /// The run (counted from 0) whose sequence failed.
    public var run: Int
    /// How many steps the failing sequence had up to its failure.
    public var originalLength: Int
    /// The shrunk sequence; its last step is the one that fails.
    public var steps: [ExplorationStep<Command, Backend>]
    /// The shrunk sequence as a flow that fails the same way.
    public var flow: String
    /// The values of the flow's `secret` parameters, by name: in memory
    /// only, for a test that runs the flow (`--param NAME=…`).
    public var secretParameterValues: [String: String]
}
