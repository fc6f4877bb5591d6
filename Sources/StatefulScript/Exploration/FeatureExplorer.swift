import Foundation
import Stateful
import StatefulSnapshot
import StatefulText

/// Explores a feature by generated sequences of steps — its Commands, taps
/// and typing on what its screens offer, clock advances and backend faults —
/// each run in a fresh session (``FlowSession``), checking after every step
/// the plan's invariants, that no unexpected error Effect was sent, that
/// every Command's work ends, that every screen renders at each width, and
/// that no secret value is shown on a screen or in the State's dump. Each
/// check that fails is reported once, the first run to fail it shrunk to a
/// minimal sequence that fails the same check, and written as a flow.
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
    typealias Planned = PlannedStep<Command, Feature.Backend>

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
    /// steps (those of `shard`, when given), until `deadline` if given; each
    /// check that fails is shrunk once, in the first run that fails it.
    ///
    /// The same budget explores the same way, on every machine: a run's
    /// sequence depends only on the seed, its number and, for a plan with a
    /// ``ExplorationPlan/score``, the runs before it in its group; so the
    /// shards of a budget together explore what the whole budget does.
    ///
    /// - Parameters:
    ///   - budget: The seed, runs and steps.
    ///   - shard: The part of the runs to explore; `nil` for all of them.
    ///   - deadline: When to stop starting runs (a time budget); `nil` for
    ///     none. The first run of the part explored runs however soon it is.
    /// - Throws: Whatever the feature's `makeSession` throws.
    public func explore(
        _ budget: ExplorationBudget = .standard, shard: ExplorationShard? = nil, deadline: ContinuousClock.Instant? = nil
    ) async throws -> ExplorationReport<Command, Feature.Backend> {
        var coverage = ExplorationCoverage()
        var stepsDone = 0
        var runsDone = 0
        var stoppedEarly = false
        var failures: [ExplorationFailure<Command, Feature.Backend>] = []
        let checkedScreens = CheckedScreens()
        let targeted = plan.score != nil && plan.generation == .guided
        let groupSize = targeted ? max(1, plan.targetGroupSize) : 1
        let groupCount = (budget.runs + groupSize - 1) / groupSize
        let groups = shard?.select(Array(0..<groupCount)) ?? Array(0..<groupCount)
        explored: for group in groups {
            // The steps of the group's best-scoring sequence so far, up to its best moment.
            var best: (score: Double, steps: [Planned])?
            for run in (group * groupSize)..<min(budget.runs, (group + 1) * groupSize) {
                // The first run always runs: a report of no run would say every check held having checked none.
                if let deadline, runsDone > 0, ContinuousClock.now >= deadline {
                    stoppedEarly = true
                    break explored
                }
                let outcome = try await explore(run: run, of: budget, from: best?.steps, checkedScreens: checkedScreens)
                runsDone += 1
                stepsDone += outcome.steps.count
                coverage.mergeReached(outcome.coverage)
                if targeted, let score = outcome.bestScore, score.score > (best?.score ?? -.infinity) {
                    best = (score.score, Array(outcome.steps.prefix(score.steps)))
                }
                guard let found = outcome.found else { continue }
                if let index = failures.firstIndex(where: { $0.check == found.check }) {
                    failures[index].otherRuns += 1
                    continue
                }
                failures.append(try await shrunkFailure(outcome.steps, found: found, run: run, seed: budget.seed))
            }
        }
        coverage.noteNeverReached(
            commands: Set(plan.commands.map(\.name)), actions: plan.reachableActions, effects: plan.reachableEffects,
            screens: plan.reachableScreens)
        return ExplorationReport(
            featureName: feature.name, budget: budget, shard: shard, runsDone: runsDone, stepsDone: stepsDone,
            stoppedEarly: stoppedEarly, failures: failures, coverage: coverage, mustReach: plan.mustReach)
    }

    /// What one run did.
    private struct RunOutcome {
        var steps: [Planned]
        var found: (check: ExplorationCheck, message: String)?
        var coverage: ExplorationCoverage
        var bestScore: (score: Double, steps: Int)?
    }

    /// Runs the sequence of run `run`: the steps of `prefix` first, when
    /// the run is one of its group's targeted runs, then generated steps.
    private func explore(
        run: Int, of budget: ExplorationBudget, from prefix: [Planned]?, checkedScreens: CheckedScreens
    ) async throws -> RunOutcome {
        var random = ExplorationRandom(seed: budget.seed ^ (UInt64(run) &* 0xD6E8_FEB8_6659_FD93))
        var swarm: ExplorationSwarm?
        var start: [Planned] = []
        if plan.generation == .guided {
            // With a score, three sequences in four start from the group's
            // best sequence so far; of the others, about half are a swarm's.
            var choices = random.split()
            if let prefix, !prefix.isEmpty, choices.chance(0.75) {
                start = Array(prefix.prefix(budget.steps))
            } else if choices.bool() {
                swarm = ExplorationSwarm(random: &choices, generators: plan.commands.count, faults: plan.faults.count)
            }
        }
        // Every tenth sequence or so is compared with a second run of it, so
        // its transcript is recorded; the others need none.
        let interval = plan.determinismReplayInterval
        let compared = interval > 0 && run % interval == 0
        let session = try await ExplorationSession(
            feature: feature, plan: plan, settings: settings, coverage: true, checkedScreens: checkedScreens,
            recordsTranscript: compared)
        session.swarm = swarm
        var steps: [Planned] = []
        var found: (check: ExplorationCheck, message: String)?
        for planned in start {
            steps.append(planned)
            if let failure = await session.perform(planned.step) {
                found = failure
                break
            }
        }
        if found == nil {
            while steps.count < budget.steps, let planned = session.nextStep(&random) {
                steps.append(planned)
                if let failure = await session.perform(planned.step) {
                    found = failure
                    break
                }
            }
        }
        await session.finish()
        // A failure that does not repeat cannot be shrunk, and a transcript
        // that differs is a failure of its own.
        if compared, let difference = try await transcriptDifference(
            steps.map(\.step), against: session.flow.transcript.text, secrets: session.secrets)
        {
            found = (.notDeterministic, difference)
        }
        return RunOutcome(steps: steps, found: found, coverage: session.coverage, bestScore: session.bestScore)
    }

    /// The failure of run `run`, shrunk and written as a flow.
    private func shrunkFailure(
        _ steps: [Planned], found: (check: ExplorationCheck, message: String), run: Int, seed: UInt64
    ) async throws -> ExplorationFailure<Command, Feature.Backend> {
        var check = found.check
        var message = found.message
        // The failing sequence run twice: a transcript that differs is the failure to shrink.
        if check != .notDeterministic, let difference = try await replayForDeterminism(steps.map(\.step)) {
            check = .notDeterministic
            message = difference.message
        }
        let shrunk = try await shrink(steps, failing: check, message: message)
        let final = try await replay(shrunk, collectingScreens: true)
        if check == .notDeterministic, let difference = try await replayForDeterminism(final.steps) {
            message = difference.message
        } else if let failure = final.failure {
            message = failure.message
        }
        let header = [
            "# Found by `explore --feature \(feature.name) --seed \(seed)` in run \(run): \(check),",
            "# shrunk from \(steps.count) steps to \(final.steps.count).",
        ]
        let written = ExplorationFlowWriter<Command, Feature.Backend>(
            secrets: final.secrets, names: final.secretNames, labels: final.secretLabels
        ).write(final.steps, header: header)
        return ExplorationFailure(
            check: check, message: message, run: run, originalLength: steps.count,
            steps: final.steps, flow: written.flow, secretParameterValues: written.secretParameters,
            secretParameterSources: written.parameterSources, screens: final.screens)
    }

    /// Runs `steps` in a fresh session: the check the first failing step
    /// fails, with its message, and how many steps ran.
    ///
    /// - Parameter steps: The sequence.
    /// - Throws: Whatever the feature's `makeSession` throws.
    public func replay(_ steps: [Step]) async throws -> ExplorationReplay? {
        let result = try await replay(steps.map { Planned($0) }, collectingScreens: false)
        guard let failure = result.failure else { return nil }
        return ExplorationReplay(check: failure.check, message: failure.message, length: result.steps.count, secrets: result.secrets)
    }

    /// Runs a flow an exploration wrote — kept from an earlier exploration,
    /// say — with the plan's checks after every step, as `check` runs an
    /// explorable feature's flows: the check its first failing step fails,
    /// or `nil` when every step holds. `stateful explore` replays the flows
    /// of earlier failures this way before it generates anything, as
    /// Hypothesis' example database does.
    ///
    /// - Parameters:
    ///   - source: The flow.
    ///   - path: Its name in messages.
    ///   - directory: The folder its includes are found in, and the only
    ///     one they may be in.
    ///   - parameters: The values of its parameters (its `secret` ones), by name.
    /// - Throws: ``FlowScriptError`` when the flow does not parse; whatever
    ///   the feature's `makeSession` throws.
    public func replay(
        flow source: String, path: String, directory: URL, parameters: [String: String] = [:]
    ) async throws -> ExplorationReplay? {
        var parser = FlowScriptParser<Command, Feature.Backend>(
            options: ScriptParserOptions(
                parameters: parameters, secretLabels: feature.secretStateLabels, includeRoot: directory))
        let script = try parser.parse(source: source, path: path, directory: directory)
        let session = try FlowSession(feature: feature, name: path, settings: settings, secrets: parser.secrets)
        let checks = ExplorationSession(attachingTo: session, plan: plan, coverage: false)
        var replay: ExplorationReplay?
        for (index, step) in script.flattenedSteps.enumerated() {
            let before = checks.willPerform(step)
            if let failure = await session.execute(step).failure {
                let check: ExplorationCheck = session.isComplete ? .stepFailed : .neverSettles
                replay = ExplorationReplay(check: check, message: failure.message, length: index + 1, secrets: checks.secrets)
                break
            }
            if let found = checks.didPerform(step, before: before) {
                replay = ExplorationReplay(check: found.check, message: found.message, length: index + 1, secrets: checks.secrets)
                break
            }
        }
        checks.stopObserving()
        await session.finish()
        return replay
    }

    /// What a replay of planned steps did.
    private struct ReplayResult {
        /// The steps as they ran (generated Commands made again), up to the failing one.
        var steps: [Step]
        /// The planned steps up to the failing one.
        var planned: [Planned]
        var failure: (check: ExplorationCheck, message: String)?
        var secrets: [String]
        var secretNames: [String: String]
        var secretLabels: [String: String]
        var screens: [String]
    }

    /// Runs `planned` in a fresh session, each generated Command made again
    /// from the State it is sent in, up to the first step that fails a check.
    private func replay(_ planned: [Planned], collectingScreens: Bool) async throws -> ReplayResult {
        let session = try await ExplorationSession(
            feature: feature, plan: plan, settings: settings, coverage: false, recordsTranscript: false)
        session.remakesGeneratedCommands = true
        var result = ReplayResult(steps: [], planned: [], secrets: [], secretNames: [:], secretLabels: [:], screens: [])
        for step in planned {
            let (ran, failure) = await session.perform(step)
            result.steps.append(ran)
            result.planned.append(step)
            if collectingScreens { result.screens.append((try? session.flow.screen()) ?? "") }
            if let failure {
                result.failure = failure
                break
            }
        }
        await session.finish()
        result.secrets = session.secrets
        result.secretNames = session.secretNames
        result.secretLabels = session.secretLabels
        return result
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

    /// A fresh session, its transcript recorded, that has run `steps` up to
    /// the first that fails a check, finished.
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
        let names = Dictionary(secrets.compactMap { secret in plan.name(ofText: secret, typedInto: nil).map { (secret, $0) } }) { first, _ in first }
        let written = ExplorationFlowWriter<Command, Feature.Backend>(secrets: secrets, names: names).write(steps)
        return (written.flow, written.secretParameters)
    }

    // MARK: Shrinking

    /// The smallest sequence found that fails `check`: a 1-minimal one,
    /// from which no step, no pair of steps and no run of neighbouring
    /// steps can be removed, and in which no value can be made simpler,
    /// while it still fails the same check. Runs of steps are dropped
    /// first, halving their length, then single steps from the last, then
    /// pairs (a push and its pop, a "+" and its "−"), then values made
    /// simpler — typed texts to those the plan lists before them, to empty
    /// or one character; sent Commands to the forms their generator offers
    /// (``ExplorationCommand/simplify``); advances shorter; background steps
    /// made to wait — until nothing changes. A generated Command is made
    /// again from the State it is sent in, so one naming the top of a stack
    /// names the top of the stack as it is then.
    ///
    /// A step that could not run, or whose work never settles, fails the
    /// same way only with the same message: a long-running tap made to
    /// wait never settles too, but is not the bug found.
    private func shrink(_ steps: [Planned], failing check: ExplorationCheck, message original: String) async throws -> [Planned] {
        var best = steps
        /// Whether `candidate` fails the same check: then it is the best so far, cut after its failing step.
        func attempt(_ candidate: [Planned]) async throws -> Bool {
            guard candidate.count <= best.count, !candidate.isEmpty else { return false }
            if check == .notDeterministic {
                let ran = try await replay(candidate, collectingScreens: false)
                guard try await replayForDeterminism(ran.steps) != nil else { return false }
                best = candidate
                return true
            }
            let result = try await replay(candidate, collectingScreens: false)
            guard let failure = result.failure, failure.check == check,
                  (check != .stepFailed && check != .neverSettles) || Self.sameFailure(failure.message, original)
            else { return false }
            best = result.planned
            return true
        }
        // The sequence as generated fails; replay it to trim what follows the failure.
        _ = try await attempt(best)
        var changed = true
        while changed {
            changed = false
            // Runs of neighbouring steps, halving their length, at every place.
            var size = best.count / 2
            while size >= 2 {
                var start = 0
                while start + size <= best.count {
                    var candidate = best
                    candidate.removeSubrange(start..<(start + size))
                    if try await attempt(candidate) { changed = true } else { start += 1 }
                }
                size /= 2
            }
            // Single steps, the last first: a later step rests on earlier ones.
            var index = best.count - 1
            while index >= 0 {
                if index < best.count {
                    var candidate = best
                    candidate.remove(at: index)
                    if try await attempt(candidate) { changed = true }
                }
                index -= 1
            }
            if changed { continue }
            // Pairs: a push and its pop, a "+" and its "−", a checkout and its cancel.
            pairs: for first in best.indices {
                for second in best.indices where second > first {
                    var candidate = best
                    candidate.remove(at: second)
                    candidate.remove(at: first)
                    if try await attempt(candidate) {
                        changed = true
                        break pairs
                    }
                }
            }
            if changed { continue }
            // Simpler values, one step at a time.
            for index in best.indices {
                guard index < best.count else { break }
                for simpler in simplifications(of: best[index].step) {
                    guard index < best.count else { break }
                    var candidate = best
                    candidate[index] = Planned(simpler)
                    if try await attempt(candidate) {
                        changed = true
                        break
                    }
                }
            }
        }
        return best
    }

    /// Whether two messages of a step that could not run or never settled
    /// say the same, whether the step was started in the background or
    /// waited for (`start tap "Done"`, `tap "Done"`).
    private static func sameFailure(_ message: String, _ original: String) -> Bool {
        func awaited(_ text: String) -> String { text.replacingOccurrences(of: "`start ", with: "`") }
        return message == original || awaited(message) == awaited(original)
    }

    private func simplifications(of step: Step) -> [Step] {
        switch step {
        case let .gesture(gesture, background):
            var simpler: [Step] = []
            if case let .type(text, control) = gesture {
                var texts = plan.fieldTexts[control.label] ?? (plan.secureTexts.contains(text) ? plan.secureTexts : plan.typedTexts)
                if let index = texts.firstIndex(of: text) { texts = Array(texts[..<index]) } else { texts = [] }
                if !text.isEmpty { texts += ["", String(text.prefix(1))] }
                var tried: Set<String> = [text]
                for candidate in texts where tried.insert(candidate).inserted {
                    simpler.append(.gesture(.type(candidate, into: control), background: background))
                }
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
