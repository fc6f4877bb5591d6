import Stateful
/// A sequence that failed a check, shrunk to a minimal one failing the same way.
///
/// Minimal means 1-minimal, as the shrinker can prove it: the shrunk
/// sequence fails the same check, and no sequence made from it by removing
/// one step (or a pair of steps, or a run of neighbouring steps), or by
/// putting a simpler value in one step, does.
public struct ExplorationFailure<Command: Sendable, Backend: Sendable>: Sendable {
    /// The check that failed.
    public var check: ExplorationCheck
    /// What went wrong, as the failing step reports it (secrets masked).
    public var message: String
    /// The run (counted from 0) whose sequence failed: the first to fail this check.
    public var run: Int
    /// How many other runs failed the same check.
    public var otherRuns = 0
    /// How many steps the failing sequence had up to its failure.
    public var originalLength: Int
    /// The shrunk sequence; its last step is the one that fails.
    public var steps: [ExplorationStep<Command, Backend>]
    /// The shrunk sequence as a flow that fails the same way.
    public var flow: String
    /// The values of the flow's `secret` parameters, by name: in memory
    /// only, for a test that runs the flow (`--param NAME=…`).
    public var secretParameterValues: [String: String]
    /// How the plan names the value of each of the flow's `secret`
    /// parameters (`fieldTexts["CVV"][0]`, `secureTexts[1]`), by parameter
    /// name, when the plan declares it: what to pass, said without the value.
    public var secretParameterSources: [String: String] = [:]
    /// The screen after each step of the shrunk sequence, drawn at the
    /// flow's width with every secret masked.
    public var screens: [String] = []
}
