import Foundation

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
    return [row, scaling]
}

/// Runs `stateful explore` with the budget; every check must hold.
@MainActor
private func runExplore(runs: Int, steps: Int) -> Timed {
    LoginFlows.timeTool(
        ["explore", "--seed", "1", "--runs", "\(runs)", "--steps", "\(steps)"], environment: ["CI": "true"],
        what: "stateful explore")
}
