import Stateful
import StatefulSnapshot
import StatefulText

/// Explores a feature by generated sequences of steps — its Commands, taps
/// and typing on what its screens offer, clock advances and backend faults —
/// each run in a fresh session (``FlowSession``), checking after every step
/// the plan's invariants, that no unexpected error Effect was sent, that
/// every Command's work ends, that every screen renders at each width the
/// same way twice, and that no secret value is shown on a screen or in the
/// State's dump. The first failing sequence is shrunk to a minimal one that
/// fails the same check, and written as a flow.
///
/// ```swift
/// @MainActor
/// func explore<Feature: ScriptableFeature>(_ feature: Feature, plan: ExplorationPlan<Feature>) async throws {
///     let report = try await FeatureExplorer(feature: feature, plan: plan).explore(ExplorationBudget(seed: 7))
///     print(report.text)
/// }
/// ```
@MainActor
public struct FeatureExplorer<Feature: ScriptableFeature> {
    /// The feature's Command.
    public typealias Command = Feature.Store.Command
    /// One generated step.
    public typealias Step = ExplorationStep<Command, Feature.Backend>

    /// The feature explored.
    public var feature: Feature
    /// How it is explored.
    public var plan: ExplorationPlan<Feature>
    /// How its screens are drawn (the default width, the feature's options).
    public var settings: FlowSettings

    /// Creates an explorer.
    ///
    /// - Parameters:
    ///   - feature: The feature explored.
    ///   - plan: How it is explored.
    ///   - settings: How its screens are drawn and its options.
    public init(feature: Feature, plan: ExplorationPlan<Feature>, settings: FlowSettings = FlowSettings()) {
        self.feature = feature
        self.plan = plan
        self.settings = settings
    }

    /// Runs `budget.runs` generated sequences of at most `budget.steps`
    /// steps, stopping at the first failure, which it shrinks.
    ///
    /// - Parameter budget: The seed, runs and steps.
    /// - Throws: Whatever the feature's `makeSession` throws.
    public func explore(_ budget: ExplorationBudget = .standard) async throws -> ExplorationReport<Command, Feature.Backend> {
        var coverage = ExplorationCoverage()
        var stepsDone = 0
        let checkedScreens = CheckedScreens()
        for run in 0..<budget.runs {
            var random = ExplorationRandom(seed: budget.seed ^ (UInt64(run) &* 0xD6E8_FEB8_6659_FD93))
            let session = try await ExplorationSession(
                feature: feature, plan: plan, settings: settings, coverage: true, checkedScreens: checkedScreens)
            var steps: [Step] = []
            var found: (check: ExplorationCheck, message: String)?
            for _ in 0..<budget.steps {
                guard let step = session.nextStep(&random) else { break }
                steps.append(step)
                stepsDone += 1
                if let failure = await session.perform(step) {
                    found = failure
                    break
                }
            }
            await session.finish()
            coverage.merge(session.coverage)
            // Every failing sequence, and a sample of the passing ones, is run
            // again: a failure that does not repeat cannot be shrunk, and a
            // transcript that differs is a failure of its own.
            let interval = plan.determinismReplayInterval
            if found != nil || (interval > 0 && run % interval == 0),
                let difference = try await transcriptDifference(
                    steps, against: session.flow.transcript.text, secrets: session.secrets)
            {
                found = (.notDeterministic, difference)
            }
            if let found {
                let shrunk = try await shrink(steps, failing: found.check, message: found.message)
                let header = [
                    "# Found by `explore --feature \(feature.name) --seed \(budget.seed)` in run \(run): \(found.check),",
                    "# shrunk from \(steps.count) steps to \(shrunk.steps.count).",
                ]
                let written = ExplorationFlowWriter<Command, Feature.Backend>(secrets: shrunk.secrets)
                    .write(shrunk.steps, header: header)
                let failure = ExplorationFailure(
                    check: found.check, message: shrunk.message, run: run, originalLength: steps.count,
                    steps: shrunk.steps, flow: written.flow, secretParameterValues: written.secretParameters)
                return report(budget, runs: run + 1, steps: stepsDone, failure: failure, coverage: coverage)
            }
        }
        return report(budget, runs: budget.runs, steps: stepsDone, failure: nil, coverage: coverage)
    }

    private func report(
        _ budget: ExplorationBudget, runs: Int, steps: Int, failure: ExplorationFailure<Command, Feature.Backend>?,
        coverage: ExplorationCoverage
    ) -> ExplorationReport<Command, Feature.Backend> {
        var coverage = coverage
        coverage.noteNeverReached(
            commands: Set(plan.commands.map(\.name)), actions: plan.reachableActions, effects: plan.reachableEffects,
            screens: plan.reachableScreens)
        return ExplorationReport(
            featureName: feature.name, budget: budget, runsDone: runs, stepsDone: steps, failure: failure, coverage: coverage)
    }

    /// Runs `steps` in a fresh session: the check the first failing step
    /// fails, with its message, and how many steps ran.
    ///
    /// - Parameter steps: The sequence.
    /// - Throws: Whatever the feature's `makeSession` throws.
    public func replay(_ steps: [Step]) async throws -> ExplorationReplay? {
        let session = try await ExplorationSession(feature: feature, plan: plan, settings: settings, coverage: false)
        for (index, step) in steps.enumerated() {
            if let failure = await session.perform(step) {
                await session.finish()
                return ExplorationReplay(check: failure.check, message: failure.message, length: index + 1, secrets: session.secrets)
            }
        }
        await session.finish()
        return nil
    }

    /// The transcript of `steps` run in a fresh session as an exploration
    /// runs them: up to the first step that fails a check.
    ///
    /// - Parameter steps: The sequence.
    /// - Throws: Whatever the feature's `makeSession` throws.
    public func transcript(of steps: [Step]) async throws -> String {
        try await run(steps).flow.transcript.text
    }

    /// Runs `steps` in a fresh session as an exploration does (up to the
    /// first step that fails a check) and compares its transcript with
    /// `transcript`, byte for byte: `nil` when they are the same, or a
    /// message naming the first line that differs (secrets masked).
    ///
    /// - Parameters:
    ///   - steps: The sequence.
    ///   - transcript: The transcript of a run of the same sequence.
    ///   - secrets: The secret values the sequence typed or sent.
    /// - Throws: Whatever the feature's `makeSession` throws.
    public func transcriptDifference(_ steps: [Step], against transcript: String, secrets: [String] = []) async throws -> String? {
        let session = try await run(steps)
        let again = session.flow.transcript.text
        guard again != transcript else { return nil }
        var masker = session.flow.masker
        for secret in secrets + session.secrets { masker.add(secret) }
        let first = transcript.split(separator: "\n", omittingEmptySubsequences: false)
        let second = again.split(separator: "\n", omittingEmptySubsequences: false)
        var line = 0
        while line < min(first.count, second.count), first[line] == second[line] { line += 1 }
        func shown(_ lines: [Substring]) -> String {
            line < lines.count ? "`" + masker.mask(String(lines[line])) + "`" : "the end of the transcript"
        }
        return "not deterministic: the same \(steps.count) steps run again in a fresh session give another transcript;"
            + " line \(line + 1) was \(shown(first)), then \(shown(second))"
    }

    /// A fresh session that has run `steps` up to the first that fails a check, finished.
    private func run(_ steps: [Step]) async throws -> ExplorationSession<Feature> {
        let session = try await ExplorationSession(feature: feature, plan: plan, settings: settings, coverage: false)
        for step in steps where await session.perform(step) != nil { break }
        await session.finish()
        return session
    }

    /// Runs `steps` twice, each time in a fresh session: a failure of
    /// ``ExplorationCheck/notDeterministic`` when the transcripts differ.
    private func replayForDeterminism(_ steps: [Step]) async throws -> ExplorationReplay? {
        let session = try await run(steps)
        guard let difference = try await transcriptDifference(
            steps, against: session.flow.transcript.text, secrets: session.secrets)
        else { return nil }
        return ExplorationReplay(check: .notDeterministic, message: difference, length: steps.count, secrets: session.secrets)
    }

    /// `steps` as a flow: Commands in case syntax, gestures, advances and
    /// backend lines, every secret value in `secrets` (and every string a
    /// Command's type marks secret) as a `secret` parameter.
    ///
    /// - Parameters:
    ///   - steps: The sequence.
    ///   - secrets: The secret values it types or sends.
    /// - Returns: The flow, and its secret parameters' values by name.
    public func flow(of steps: [Step], secrets: [String]) -> (flow: String, secretParameterValues: [String: String]) {
        let written = ExplorationFlowWriter<Command, Feature.Backend>(secrets: secrets).write(steps)
        return (written.flow, written.secretParameters)
    }

    // MARK: Shrinking

    /// The smallest sequence found that fails `check`: chunks dropped, then
    /// single steps (advances and faults among them), then typed texts and
    /// sent Commands' payloads simplified (``ExplorationCommand/simplify``)
    /// and background steps made to wait.
    ///
    /// A step that could not run, or whose work never settles, fails the
    /// same way only with the same message: a long-running tap made to
    /// wait never settles too, but is not the bug found.
    func shrink(
        _ steps: [Step], failing check: ExplorationCheck, message original: String
    ) async throws -> (steps: [Step], message: String, secrets: [String]) {
        func fails(_ result: ExplorationReplay) -> Bool {
            result.check == check && ((check != .stepFailed && check != .neverSettles) || result.message == original)
        }
        // A difference between two runs is found by running twice.
        let rerun = check == .notDeterministic ? self.replayForDeterminism : self.replay
        var best = steps
        var message = original
        var secrets: [String] = []
        // The sequence as generated fails; replay it to trim what follows the failure.
        if let result = try await rerun(best), fails(result) {
            best = Array(best.prefix(result.length))
            message = result.message
            secrets = result.secrets
        }
        func attempt(_ candidate: [Step]) async throws -> Bool {
            guard candidate.count <= best.count, let result = try await rerun(candidate), fails(result) else {
                return false
            }
            best = Array(candidate.prefix(result.length))
            message = result.message
            secrets = result.secrets
            return true
        }
        var changed = true
        while changed {
            changed = false
            // Drop chunks, halving their size down to single steps.
            var size = max(1, best.count / 2)
            while size >= 1 {
                var start = 0
                while start < best.count {
                    var candidate = best
                    candidate.removeSubrange(start..<min(best.count, start + size))
                    if try await attempt(candidate) { changed = true } else { start += size }
                }
                size /= 2
            }
            // Simplify what is left: typing shorter text, waiting for work.
            for index in best.indices {
                for simpler in simplifications(of: best[index]) {
                    guard index < best.count else { break }
                    var candidate = best
                    candidate[index] = simpler
                    if try await attempt(candidate) {
                        changed = true
                        break
                    }
                }
            }
        }
        return (best, message, secrets)
    }

    private func simplifications(of step: Step) -> [Step] {
        switch step {
        case let .gesture(gesture, background):
            var simpler: [Step] = []
            if case let .type(text, control) = gesture, !text.isEmpty {
                simpler.append(.gesture(.type("", into: control), background: background))
                if text.count > 1 { simpler.append(.gesture(.type(String(text.prefix(1)), into: control), background: background)) }
            }
            if background { simpler.append(.gesture(gesture, background: false)) }
            return simpler
        case .advance(let duration):
            return duration > .milliseconds(100) ? [.advance(.milliseconds(100))] : []
        case .send(let command):
            return plan.commands.flatMap { $0.simplify(command) }.map { .send($0) }
        case .start(let command):
            return plan.commands.flatMap { $0.simplify(command) }.map { .start($0) }
        case .backend:
            return []
        }
    }

}

extension ExplorationCoverage {
    mutating func merge(_ other: ExplorationCoverage) {
        commands.formUnion(other.commands)
        commandsGenerated.formUnion(other.commandsGenerated)
        actions.formUnion(other.actions)
        effects.formUnion(other.effects)
        screens.formUnion(other.screens)
    }
}
