import Stateful
import StatefulScript
import StatefulText
import Testing

/// Guided generation: sequences vary which generators, faults and controls
/// they use (swarm testing), reuse what earlier steps produced (bundles),
/// and are driven towards a score (targeted search); uniform generation is
/// still there, for comparison.
@MainActor
@Suite struct GuidedGenerationTests {
    @Test func aScoreDrivesTheExplorationToABugEightStepsDeep() async throws {
        let budget = ExplorationBudget(seed: 1, runs: 100, steps: 30)
        let guided = try await PlantedLockFeature(depth: 8).explorer().explore(budget)
        let found = try #require(guided.failure, "\(guided.text)")
        #expect(found.check == .invariant("the lock never opens"))
        #expect(found.steps.count == 8, "\(found.flow)")
        // The same budget, uniform, reaches nowhere near it.
        let uniform = try await PlantedLockFeature(depth: 8, generation: .uniform).explorer().explore(budget)
        #expect(uniform.failures.isEmpty, "\(uniform.text)")
    }

    @Test func aScoredExplorationIsTheSameWhateverTheShards() async throws {
        let explorer = PlantedLockFeature(depth: 6).explorer()
        let budget = ExplorationBudget(seed: 3, runs: 40, steps: 20)
        var plan = explorer.plan
        plan.targetGroupSize = 10
        let grouped = FeatureExplorer(feature: explorer.feature, plan: plan)
        let whole = try await grouped.explore(budget).summary
        var parts: [ExplorationSummary] = []
        for index in 1...3 { parts.append(try await grouped.explore(budget, shard: ExplorationShard(index, of: 3)).summary) }
        #expect(try ExplorationSummary.merging(parts.reversed()) == whole)
        #expect(parts.map(\.runsDone) == [20, 10, 10])
    }

    /// The generators each of `runs` runs fired, each run explored alone (the part of the runs that is it).
    static func generatorsUsed(_ generation: ExplorationGeneration, runs: Int) async throws -> [Set<String>] {
        var plan = PlantedLoginFeature(bug: nil).exploration
        plan.generation = generation
        plan.gestureWeight = 0
        plan.faultWeight = 0
        plan.advanceWeight = 0
        plan.determinismReplayInterval = 0
        let explorer = FeatureExplorer(feature: PlantedLoginFeature(bug: nil), plan: plan)
        var used: [Set<String>] = []
        for run in 1...runs {
            let report = try await explorer.explore(ExplorationBudget(seed: 5, runs: runs, steps: 12), shard: ExplorationShard(run, of: runs))
            #expect(report.runsDone == 1)
            used.append(report.coverage.commandsGenerated)
        }
        return used
    }

    @Test func swarmRunsLeaveOutGeneratorsThatUniformRunsAllUse() async throws {
        let everyGenerator: Set<String> = ["nameChanged", "logIn"]
        let uniform = try await Self.generatorsUsed(.uniform, runs: 16)
        #expect(uniform.allSatisfy { $0 == everyGenerator }, "\(uniform)")
        let guided = try await Self.generatorsUsed(.guided, runs: 16)
        // About half the runs are a swarm's, each leaving out about half the generators.
        let narrower = guided.filter { $0 != everyGenerator }.count
        #expect((2...12).contains(narrower), "\(guided)")
        #expect(guided.allSatisfy { !$0.isEmpty })
    }

    @Test func aBundleHandsLaterStepsTheValuesEarlierStepsProduced() async throws {
        let names = ExplorationBundle<String>("names typed")
        var plan = PlantedLoginFeature(bug: nil).exploration
        plan.gestureWeight = 0
        plan.faultWeight = 0
        plan.advanceWeight = 0
        plan.collectors = [.into(names) { moment in moment.state.name.isEmpty ? [] : [moment.state.name] }]
        // Types one of the names typed before, with "!" after it ("first!" while none was).
        plan.commands.append(ExplorationCommand("nameAgain", isValid: { $0.user == nil }) { random, _ in
            .nameChanged((random.draw(from: names) ?? "first") + "!")
        })
        plan.invariants = [.always("no name is typed twice") { moment in
            !moment.state.name.hasSuffix("!") || moment.state.name == "first!" || moment.state.name.hasSuffix("!!")
        }]
        let report = try await FeatureExplorer(feature: PlantedLoginFeature(bug: nil), plan: plan)
            .explore(ExplorationBudget(seed: 2, runs: 20, steps: 10))
        let failure = try #require(report.failure, "\(report.text)")
        #expect(failure.check == .invariant("no name is typed twice"))
        // Shrunk to a name typed, and the same name drawn from the bundle.
        #expect(failure.steps.count == 2, "\(failure.flow)")
        guard case .send(.nameChanged(let first)) = failure.steps.first, case .send(.nameChanged(let second)) = failure.steps.last else {
            Issue.record("not two names: \(failure.flow)")
            return
        }
        #expect(second == first + "!", "\(failure.flow)")
        var random = ExplorationRandom(seed: 1)
        #expect(random.draw(from: names) == nil)
        #expect(random.values(in: names).isEmpty)
    }
}
