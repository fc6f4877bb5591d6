import Stateful
import StatefulScript
import Testing

/// A time budget (`explore --for`) stops starting runs once it is spent,
/// but never before the first run: a report of no run would say that
/// every check held having checked none.
@MainActor
@Suite struct TimeBudgetExplorationTests {
    @Test func aSpentBudgetStillRunsTheFirstRunAndSaysItStopped() async throws {
        let explorer = PlantedLoginFeature(bug: nil).explorer()
        let report = try await explorer.explore(ExplorationBudget(seed: 1, runs: 50, steps: 10), deadline: .now - .seconds(1))
        #expect(report.runsDone == 1)
        #expect(report.stoppedEarly)
        #expect(report.text.hasPrefix("explored planted-login: seed 1, 1 of 50 runs of at most 10 steps, "), "\(report.text)")
        #expect(report.text.split(separator: "\n").first?.hasSuffix("; stopped on its time budget") == true, "\(report.text)")
        // Each shard's part runs its first run too.
        let shard = try await explorer.explore(
            ExplorationBudget(seed: 1, runs: 50, steps: 10), shard: ExplorationShard(2, of: 2), deadline: .now - .seconds(1))
        #expect(shard.runsDone == 1)
    }

    @Test func aBudgetTheRunsEndWithinChangesNothing() async throws {
        let explorer = PlantedLoginFeature(bug: .doubleSubmit).explorer()
        let budget = ExplorationBudget(seed: 1, runs: 20, steps: 10)
        let timed = try await explorer.explore(budget, deadline: .now + .seconds(3600))
        let untimed = try await explorer.explore(budget)
        #expect(!timed.stoppedEarly)
        #expect(timed.summary == untimed.summary)
    }
}
