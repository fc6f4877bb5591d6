import Stateful
/// What an exploration found: its budget, how many steps ran, the first
/// failure (shrunk) if any, and the coverage.
public struct ExplorationReport<Command: Sendable, Backend: Sendable>: Sendable {
    /// The feature explored.
    public var featureName: String
    /// The seed, runs and steps it was given.
    public var budget: ExplorationBudget
    /// How many sequences ran (fewer than the budget's after a failure).
    public var runsDone: Int
    /// How many steps ran in all.
    public var stepsDone: Int
    /// The first failure, shrunk; `nil` when every check held.
    public var failure: ExplorationFailure<Command, Backend>?
    /// What the exploration reached.
    public var coverage: ExplorationCoverage

    /// The report in words: the seed and budget, the failure with its
    /// shrunk flow, the coverage.
    public var text: String {
        var lines = ["explored \(featureName): seed \(budget.seed), \(runsDone) runs of at most \(budget.steps) steps, \(stepsDone) steps"]
        if let failure {
            lines.append("FAILED \(failure.check) in run \(failure.run): \(failure.message)")
            lines.append("shrunk from \(failure.originalLength) steps to \(failure.steps.count):")
            lines.append(failure.flow.hasSuffix("\n") ? String(failure.flow.dropLast()) : failure.flow)
        } else {
            lines.append("every check held")
        }
        lines.append(coverage.text)
        return lines.joined(separator: "\n") + "\n"
    }
}
