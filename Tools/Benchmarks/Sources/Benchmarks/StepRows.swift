import Foundation
import Stateful
import StatefulScript
import StatefulText

// What a step of a flow, and of an exploration, costs beside its floor, and
// how building a screen grows with its controls:
//
// - A step of a flow run in the process by a FlowSession (the flow parsed
//   beforehand: a Command's baseline is not built in the loop either),
//   against the same Commands sent straight to a store.
// - A step of an exploration (FeatureExplorer: a generated Command, then the
//   plan's checks: screens rendered at each width, secrets looked for),
//   against a step of a flow sending the same Command.
// - A screen of n controls built and its controls listed, as a host does
//   once per State: it should grow linearly.

/// The step rows.
@MainActor
func stepRows() -> [Row] {
    [
        .comparison(
            "flow step in the process, parsed beforehand", unit: "step", goal: .ratioAtMost(5.0),
            ours: { await runParsedTallyFlow(steps: 2_000) },
            versus: "its Command sent to a store", baseline: { await sendTallyStepCommands(steps: 2_000) }),
        .comparison(
            "explore step", unit: "step", goal: .ratioAtMost(2.0),
            ours: { await exploreTally(runs: 40, steps: 50) },
            versus: "a flow step", baseline: { await runParsedTallyFlow(steps: 2_000) }),
        .scaling("screen build and its controls", unit: "controls", size: 30, goal: .exponentAtMost(1.1)) { controls in
            buildScreens(controls: controls)
        },
    ]
}

/// The Commands of the tally flow of `steps` steps sent straight to a
/// store, the State read where the flow expects it: per step.
@MainActor
private func sendTallyStepCommands(steps: Int) async -> Timed {
    let store = TallyStore()
    let start = ContinuousClock.now
    for step in 1...steps {
        if step.isMultiple(of: 10) {
            if store.currentState.count != step - step / 10 { fail("the tally store is at \(store.currentState.count)") }
        } else {
            await store.dispatchCommand(.increment)
        }
    }
    return Timed(operations: steps, elapsed: ContinuousClock.now - start)
}

/// The tally flow of `steps` steps, parsed, then run by a FlowSession: the
/// run timed, per step.
@MainActor
private func runParsedTallyFlow(steps: Int) async -> Timed {
    do {
        var parser = FlowScriptParser<TallyCommand, NoBackend>()
        let script = try parser.parse(
            source: tallyFlow(steps: steps), path: "tally.flow", directory: FileManager.default.temporaryDirectory)
        let flowSteps = script.flattenedSteps
        let start = ContinuousClock.now
        let session = try FlowSession(feature: TallyFeature(), name: "tally", settings: FlowSettings())
        for step in flowSteps {
            if let failure = await session.execute(step).failure { fail("the tally flow failed: \(failure)") }
        }
        await session.finish()
        return Timed(operations: flowSteps.count, elapsed: ContinuousClock.now - start)
    } catch {
        fail("the tally flow does not run: \(error)")
    }
}

/// An exploration of the tally feature: `runs` runs of `steps` increments,
/// each checked as `stateful explore` checks a step; per step.
@MainActor
private func exploreTally(runs: Int, steps: Int) async -> Timed {
    let plan = ExplorationPlan<TallyFeature>(commands: [.fixed("increment", .increment)], advances: [])
    let start = ContinuousClock.now
    do {
        let report = try await FeatureExplorer(feature: TallyFeature(), plan: plan).explore(
            ExplorationBudget(seed: 1, runs: runs, steps: steps))
        let elapsed = ContinuousClock.now - start
        if report.failure != nil || report.stepsDone != runs * steps { fail("the tally exploration failed:\n\(report.text)") }
        return Timed(operations: report.stepsDone, elapsed: elapsed)
    } catch {
        fail("the tally exploration does not run: \(error)")
    }
}

/// A form of `controls` controls (a third each text fields, toggles and
/// buttons, in sections), built 100 times and its controls listed.
@MainActor
private func buildScreens(controls: Int) -> Timed {
    let start = ContinuousClock.now
    var found = 0
    for round in 0..<100 {
        let screen = Screen("Form") {
            for section in 0..<max(1, controls / 30) {
                Section("Section \(section)") {
                    for index in 0..<min(10, controls / 3) {
                        TextField("Field \(section)-\(index)", text: "value \(round)", onChange: { FormCommand.typed(index, $0) })
                        Toggle("Option \(section)-\(index)", isOn: index.isMultiple(of: 2), command: { FormCommand.switched(index, $0) })
                        Button("Apply \(section)-\(index)", command: FormCommand.applied(index))
                    }
                }
            }
        }
        found += screen.controls.count
    }
    let elapsed = ContinuousClock.now - start
    if found != 100 * controls { fail("the form listed \(found / 100) controls, not \(controls)") }
    return Timed(operations: controls, elapsed: elapsed)
}

enum FormCommand: Hashable, Sendable {
    case typed(Int, String)
    case switched(Int, Bool)
    case applied(Int)
}
