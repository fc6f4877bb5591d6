import Stateful
/// What an exploration found: its budget, how many steps ran, each check
/// that failed (the first run to fail it, shrunk), what the plan requires
/// and no run reached, and the coverage.
public struct ExplorationReport<Command: Sendable, Backend: Sendable>: Sendable {
    /// The feature explored.
    public var featureName: String
    /// The seed, runs and steps it was given.
    public var budget: ExplorationBudget
    /// The part of the runs explored; `nil` for all of them.
    public var shard: ExplorationShard?
    /// How many sequences ran (fewer than the budget's when a time budget
    /// stopped the exploration, or a shard ran a part of them).
    public var runsDone: Int
    /// How many steps ran in all.
    public var stepsDone: Int
    /// Whether the exploration stopped before its last run, on its deadline.
    public var stoppedEarly = false
    /// Each check that failed, in the order of the runs that first failed
    /// it, each shrunk; empty when every check held.
    public var failures: [ExplorationFailure<Command, Backend>]
    /// What the exploration reached.
    public var coverage: ExplorationCoverage
    /// What the plan says the exploration must reach (``ExplorationPlan/mustReach``).
    public var mustReach = ExplorationTargets()

    /// The first failure, shrunk; `nil` when every check held.
    public var failure: ExplorationFailure<Command, Backend>? {
        get { failures.first }
        set {
            if let newValue {
                if failures.isEmpty { failures = [newValue] } else { failures[0] = newValue }
            } else {
                failures.removeAll()
            }
        }
    }

    /// What the plan requires and no run reached; empty when everything was.
    public var unreached: ExplorationTargets {
        mustReach.unreached(in: coverage)
    }

    /// Whether every check held and everything the plan requires was reached.
    public var passed: Bool {
        failures.isEmpty && unreached.isEmpty
    }

    /// The report without its Commands: what a shard writes, and what the
    /// report's text is made from.
    public var summary: ExplorationSummary {
        ExplorationSummary(
            featureName: featureName, budget: budget, shard: shard, runsDone: runsDone, stepsDone: stepsDone,
            stoppedEarly: stoppedEarly,
            failures: failures.map { failure in
                let lines = failure.flow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    .filter { !$0.isEmpty }
                let sources = Array(lines.suffix(failure.steps.count))
                let steps = sources.enumerated().map { index, source in
                    ExplorationSummary.Failure.Step(source: source, screen: index < failure.screens.count ? failure.screens[index] : nil)
                }
                return ExplorationSummary.Failure(
                    check: failure.check, message: failure.message, run: failure.run, otherRuns: failure.otherRuns,
                    originalLength: failure.originalLength, steps: steps, flow: failure.flow)
            },
            coverage: coverage, mustReach: mustReach)
    }

    /// The report in words (see ``ExplorationSummary/text``): the budget,
    /// what the plan requires and was never reached, what was never
    /// reached, each failure with its shrunk flow, then what was reached.
    public var text: String {
        summary.text
    }
}
