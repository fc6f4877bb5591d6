import Foundation
import StatefulScript

// `stateful explore` of the login example, as CI and a person run it:
// 1,000 generated sequences of 50 steps each (seed 1), release build, a whole
// process per run, its start-up included. Goal: at most 3 s on the 2-core
// machine, and linear in the runs. Like the tool rows, it starts the release `stateful` the root
// package builds, since the login example is not a product this package
// can link.

/// The exploration row.
@MainActor
func exploreRows() -> [Row] {
    var row = Row.absolute(
        "stateful explore, login, 1,000 runs x 50 steps", unit: "run", goal: .nanosecondsAtMost(3e9),
        ours: { runExplore(runs: 1_000, steps: 50) })
    row.setUp = { _ = LoginFlows.tool }
    var scaling = Row.scaling("stateful explore, login, runs of 50 steps", unit: "runs", size: 100, goal: .exponentAtMost(1.1)) {
        runs in runExplore(runs: runs, steps: 50)
    }
    scaling.setUp = { _ = LoginFlows.tool }
    return [row, scaling] + depthRows()
}

// Guided generation against uniform generation, in the same run: planted
// bugs that only a combination of 4, 8 and 12 specific steps reaches
// (``DepthLockFeature``), explored with seeds 1 to 10 in this process; for
// each seed, the runs until the first run that finds the bug, at most
// `depthRunCap` (a seed that finds nothing by then counts as that many, so a
// median that reached the cap is a lower bound, shown "≥"). Guided is the
// plan as the Exploration article teaches it (swarm runs, a bundle the dial
// generator draws from, a score towards which runs are driven); uniform is
// the same plan with `generation = .uniform`. Counts, not times: they are
// the same in every round, so they are counted once. Goal (issue 38): guided
// finds the bug 8 steps deep in at most half the runs uniform needs.

/// The seeds of the depth rows.
private let depthSeeds: [UInt64] = Array(1...10)
/// The most runs a depth row's exploration makes, and the steps of each.
private let depthRunCap = 300
private let depthSteps = 30

/// The depth rows: runs to find a bug 4, 8 and 12 steps deep.
@MainActor
func depthRows() -> [Row] {
    [4, 8, 12].map { depth in
        Row.counted(
            "explore, bug \(depth) steps deep: runs to find it (median of \(depthSeeds.count) seeds)", unit: "runs",
            goal: depth == 8 ? .ratioAtMost(0.5) : .none,
            ours: { await runsToFind(depth: depth, .guided) },
            versus: "uniform generation", baseline: { await runsToFind(depth: depth, .uniform) })
    }
}

/// The median over the seeds of the runs to find the lock's bug; each
/// seed's count on standard error.
@MainActor
private func runsToFind(depth: Int, _ generation: ExplorationGeneration) async -> Counted {
    var counts: [Counted] = []
    for seed in depthSeeds {
        let recorder = DepthLockRecorder()
        let feature = DepthLockFeature(depth: depth, generation: generation, runs: depthRunCap, recorder: recorder)
        do {
            let report = try await feature.explorer().explore(ExplorationBudget(seed: seed, runs: depthRunCap, steps: depthSteps))
            // The recorder stops the exploration at the lock's opening: a report is of runs that never opened it.
            if let failure = report.failure { fail("the depth lock failed otherwise: \(failure.message)") }
        } catch is DepthLockRecorder.Found {
        } catch {
            fail("cannot explore the depth lock: \(error)")
        }
        counts.append(recorder.openedInRun.map { Counted(value: Double($0)) } ?? Counted(value: Double(depthRunCap), atLeast: true))
    }
    let shown = counts.map { ($0.atLeast ? "≥" : "") + String(Int($0.value)) }.joined(separator: " ")
    FileHandle.standardError.write(Data("depth \(depth), \(generation): runs to find, seeds 1-\(depthSeeds.count): \(shown)\n".utf8))
    let sorted = counts.sorted { $0.value < $1.value }
    let middle = sorted.count / 2
    let pair = sorted.count.isMultiple(of: 2) ? [sorted[middle - 1], sorted[middle]] : [sorted[middle]]
    return Counted(value: pair.map(\.value).reduce(0, +) / Double(pair.count), atLeast: pair.contains { $0.atLeast })
}

/// Runs `stateful explore` with the budget; every check must hold.
@MainActor
private func runExplore(runs: Int, steps: Int) -> Timed {
    LoginFlows.timeTool(
        ["explore", "--seed", "1", "--runs", "\(runs)", "--steps", "\(steps)"], environment: ["CI": "true"],
        what: "stateful explore")
}
