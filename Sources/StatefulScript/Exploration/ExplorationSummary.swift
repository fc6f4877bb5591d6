import Stateful

/// What an exploration found, without its Commands: what the report's text
/// says, as a value that can be written to a file and read back. The shards
/// of a CI matrix (`explore --shard K/N --results FILE`) and the worker
/// processes of `explore --jobs N` each write one; ``merging(_:)`` combines
/// them into the summary of the whole exploration, whose text is the text
/// one process exploring every run would print.
///
/// Secrets never reach a summary: its messages and flows are masked, and a
/// flow names each secret as a `secret` parameter.
public struct ExplorationSummary: Sendable, Hashable, Codable {
    /// The feature explored.
    public var featureName: String
    /// The seed, runs and steps.
    public var budget: ExplorationBudget
    /// The part of the runs explored; `nil` for all of them.
    public var shard: ExplorationShard?
    /// How many runs ran.
    public var runsDone: Int
    /// How many steps ran in all.
    public var stepsDone: Int
    /// Whether the exploration stopped before its last run, on a time budget.
    public var stoppedEarly = false
    /// Each check that failed, the first run to fail it shrunk, in the
    /// order of those runs.
    public var failures: [Failure]
    /// What the exploration reached.
    public var coverage: ExplorationCoverage
    /// What the plan says the exploration must reach.
    public var mustReach: ExplorationTargets
    /// Flows of earlier failures replayed before the generated runs, in order.
    public var replays: [Replay] = []

    /// A check that failed, and its shrunk flow.
    public struct Failure: Sendable, Hashable, Codable {
        /// The check.
        public var check: ExplorationCheck
        /// What went wrong (secrets masked).
        public var message: String
        /// The first run (counted from 0) to fail the check.
        public var run: Int
        /// How many other runs failed it.
        public var otherRuns: Int
        /// How many steps the failing run had up to its failure.
        public var originalLength: Int
        /// The flow's steps: each line, and the screen after it (secrets masked).
        public var steps: [Step]
        /// The shrunk flow, with its header and `secret` parameters.
        public var flow: String

        /// One step of a shrunk flow.
        public struct Step: Sendable, Hashable, Codable {
            /// The flow's line.
            public var source: String
            /// The screen after it, or `nil` when it could not be drawn.
            public var screen: String?
        }

        /// Describes a failure.
        ///
        /// - Parameters:
        ///   - check: The check.
        ///   - message: What went wrong (secrets masked).
        ///   - run: The first run to fail the check.
        ///   - otherRuns: How many other runs failed it.
        ///   - originalLength: How many steps the failing run had.
        ///   - steps: The flow's steps.
        ///   - flow: The shrunk flow.
        public init(
            check: ExplorationCheck, message: String, run: Int, otherRuns: Int, originalLength: Int, steps: [Step], flow: String
        ) {
            self.check = check
            self.message = message
            self.run = run
            self.otherRuns = otherRuns
            self.originalLength = originalLength
            self.steps = steps
            self.flow = flow
        }
    }

    /// A flow of an earlier failure, replayed first.
    public struct Replay: Sendable, Hashable, Codable {
        /// The flow's path, as shown.
        public var path: String
        /// The check it still fails, or `nil` when it passes now (or could not run).
        public var check: ExplorationCheck?
        /// What went wrong, why it passes, or why it could not run.
        public var message: String
        /// Whether it could not be replayed (its script no longer parses, a
        /// secret it needs is not one of the plan's texts).
        public var couldNotRun = false

        /// Describes a replay.
        ///
        /// - Parameters:
        ///   - path: The flow's path, as shown.
        ///   - check: The check it still fails, or `nil`.
        ///   - message: What went wrong, why it passes, or why it could not run.
        ///   - couldNotRun: Whether it could not be replayed.
        public init(path: String, check: ExplorationCheck?, message: String, couldNotRun: Bool = false) {
            self.path = path
            self.check = check
            self.message = message
            self.couldNotRun = couldNotRun
        }
    }

    /// Describes an exploration.
    ///
    /// - Parameters:
    ///   - featureName: The feature explored.
    ///   - budget: The seed, runs and steps.
    ///   - shard: The part of the runs explored; `nil` for all.
    ///   - runsDone: How many runs ran.
    ///   - stepsDone: How many steps ran.
    ///   - stoppedEarly: Whether it stopped on a time budget.
    ///   - failures: The checks that failed.
    ///   - coverage: What it reached.
    ///   - mustReach: What the plan says it must reach.
    ///   - replays: Flows of earlier failures replayed first.
    public init(
        featureName: String, budget: ExplorationBudget, shard: ExplorationShard?, runsDone: Int, stepsDone: Int,
        stoppedEarly: Bool = false, failures: [Failure], coverage: ExplorationCoverage, mustReach: ExplorationTargets,
        replays: [Replay] = []
    ) {
        self.featureName = featureName
        self.budget = budget
        self.shard = shard
        self.runsDone = runsDone
        self.stepsDone = stepsDone
        self.stoppedEarly = stoppedEarly
        self.failures = failures
        self.coverage = coverage
        self.mustReach = mustReach
        self.replays = replays
    }

    /// What the plan requires and no run reached.
    public var unreached: ExplorationTargets {
        mustReach.unreached(in: coverage)
    }

    /// What may have kept ``unreached`` out of reach: the controls shown
    /// but never enabled, the generators never valid, the fields typed only
    /// with the plan's default texts.
    public var gates: [String] {
        guard !unreached.isEmpty else { return [] }
        var gates = coverage.controlsNeverEnabled.sorted().map { "\($0) was never enabled" }
        let generators = coverage.commandsNeverSent.subtracting(coverage.generatorsValid)
        gates += generators.sorted().map { "the generator \(ScriptLiteral.quoted($0)) was never valid" }
        if !coverage.fieldsTypedWithDefaults.isEmpty {
            gates.append("the fields " + coverage.fieldsTypedWithDefaults.sorted().joined(separator: ", ")
                + " were typed with the plan's default texts only (declare theirs in fieldTexts)")
        }
        return gates
    }

    /// Whether every check held, every flow replayed first passes, and
    /// everything the plan requires was reached.
    public var passed: Bool {
        failures.isEmpty && unreached.isEmpty && !replays.contains { $0.check != nil }
    }

    /// The report in words: the budget; the flows replayed first; what the
    /// plan requires and no run reached, and what may have kept it out of
    /// reach; what was never reached; each failure with its shrunk flow;
    /// then what was reached.
    public var text: String {
        var head = "explored \(featureName): seed \(budget.seed), "
        if stoppedEarly || shard != nil {
            head += "\(runsDone) of \(budget.runs) runs"
        } else {
            head += "\(runsDone) runs"
        }
        head += " of at most \(budget.steps) steps, \(stepsDone) steps"
        if let shard { head += " (shard \(shard))" }
        if stoppedEarly { head += "; stopped on its time budget" }
        var lines = [head]
        for replay in replays {
            if let check = replay.check {
                lines.append("replayed \(replay.path) first: it still fails \(check): \(replay.message)")
            } else {
                lines.append("replayed \(replay.path) first: \(replay.message)")
            }
        }
        let unreached = unreached
        if !unreached.isEmpty {
            lines.append("FAILED to reach what the plan requires (mustReach): " + unreached.described.joined(separator: ", "))
            let gates = gates
            lines.append("what may keep it out of reach: " + (gates.isEmpty ? "nothing the exploration saw" : gates.joined(separator: "; ")))
        }
        lines += coverage.neverReachedLines
        for failure in failures {
            let others = failure.otherRuns == 0 ? "" : " (and \(failure.otherRuns) other run\(failure.otherRuns == 1 ? "" : "s"))"
            lines.append("FAILED \(failure.check) in run \(failure.run)\(others): \(failure.message)")
            lines.append("shrunk from \(failure.originalLength) steps to \(failure.steps.count):")
            lines.append(failure.flow.hasSuffix("\n") ? String(failure.flow.dropLast()) : failure.flow)
        }
        if passed { lines.append("every check held") }
        lines += coverage.reachedLines
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why summaries cannot be merged.
    public enum MergeError: Error, Sendable, Hashable, CustomStringConvertible {
        /// No summary was given.
        case nothingToMerge
        /// Two summaries are of different explorations (feature, seed, runs or steps).
        case differentExplorations(String, String)
        /// Two summaries explored some of the same runs.
        case overlapping(String, String)
        /// A summary says what cannot be (a negative count, a run past the budget).
        case inconsistent(String)

        /// The error in words.
        public var description: String {
            switch self {
            case .nothingToMerge: "there is nothing to merge"
            case let .differentExplorations(one, other):
                "the results are of different explorations (\(one); \(other)): merge the shards of one seed and budget"
            case let .overlapping(one, other): "the results of \(one) and \(other) explored some of the same runs"
            case .inconsistent(let reason): "the results cannot be read: \(reason)"
            }
        }
    }

    /// The summary of the runs of `summaries` together: the shards of one
    /// exploration (same feature, seed and budget). The coverage is the
    /// union of theirs; each check's failure is the one of the lowest run;
    /// the flows replayed first are listed once each. The shards of a whole
    /// exploration give exactly the summary one process exploring every run
    /// gives.
    ///
    /// - Parameter summaries: The parts' summaries, in any order.
    /// - Throws: ``MergeError`` when they are of different explorations,
    ///   overlap, or say what cannot be.
    public static func merging(_ summaries: [ExplorationSummary]) throws(MergeError) -> ExplorationSummary {
        guard let first = summaries.first else { throw .nothingToMerge }
        func describe(_ summary: ExplorationSummary) -> String {
            "\(summary.featureName), seed \(summary.budget.seed), \(summary.budget.runs) runs of \(summary.budget.steps) steps"
                + (summary.shard.map { ", shard \($0)" } ?? "")
        }
        for summary in summaries {
            guard summary.featureName == first.featureName, summary.budget == first.budget,
                  summary.mustReach == first.mustReach
            else { throw .differentExplorations(describe(first), describe(summary)) }
            guard summary.runsDone >= 0, summary.stepsDone >= 0, summary.runsDone <= summary.budget.runs,
                  summary.failures.allSatisfy({ $0.run >= 0 && $0.run < summary.budget.runs && $0.otherRuns >= 0 })
            else { throw .inconsistent("\(describe(summary)) counts runs or steps that cannot be") }
        }
        // Shards of one exploration are disjoint: the same shard twice is a mistake.
        var seenShards: [ExplorationShard: ExplorationSummary] = [:]
        for summary in summaries {
            let shard = summary.shard ?? ExplorationShard(1, of: 1)
            if let other = seenShards[shard] { throw .overlapping(describe(other), describe(summary)) }
            seenShards[shard] = summary
            if summary.shard == nil, summaries.count > 1 { throw .overlapping(describe(summary), "the others") }
        }
        var merged = first
        merged.shard = Self.mergedShard(summaries.compactMap(\.shard))
        merged.runsDone = summaries.reduce(0) { $0 + $1.runsDone }
        merged.stepsDone = summaries.reduce(0) { $0 + $1.stepsDone }
        merged.stoppedEarly = summaries.contains { $0.stoppedEarly }
        var coverage = first.coverage
        for summary in summaries.dropFirst() { coverage.merge(summary.coverage) }
        merged.coverage = coverage
        var byCheck: [ExplorationCheck: Failure] = [:]
        for failure in summaries.flatMap(\.failures) {
            guard let known = byCheck[failure.check] else {
                byCheck[failure.check] = failure
                continue
            }
            var kept = failure.run < known.run ? failure : known
            kept.otherRuns = known.otherRuns + failure.otherRuns + 1
            byCheck[failure.check] = kept
        }
        merged.failures = byCheck.values.sorted { $0.run < $1.run }
        var replays: [Replay] = []
        for replay in summaries.flatMap(\.replays) where !replays.contains(where: { $0.path == replay.path }) {
            replays.append(replay)
        }
        merged.replays = replays
        return merged
    }

    /// The part that `shards` make together: `nil` when they are every part
    /// of the runs (each split complete), else the first one's.
    private static func mergedShard(_ shards: [ExplorationShard]) -> ExplorationShard? {
        guard !shards.isEmpty else { return nil }
        return Self.isWhole(shards, depth: 0) ? nil : shards.first
    }

    /// Whether `shards` cover every run: at this depth every index of the
    /// count, and within each index either no deeper split or a whole one.
    private static func isWhole(_ shards: [ExplorationShard], depth: Int) -> Bool {
        let atDepth = shards.filter { $0.parts.count > depth }
        let ended = shards.filter { $0.parts.count == depth }
        if !ended.isEmpty { return atDepth.isEmpty && ended.count == 1 }
        guard let count = atDepth.first?.parts[depth].count, atDepth.allSatisfy({ $0.parts[depth].count == count }) else {
            return false
        }
        for index in 1...count {
            let within = atDepth.filter { $0.parts[depth].index == index }
            guard !within.isEmpty, isWhole(within, depth: depth + 1) else { return false }
        }
        return true
    }
}

extension ExplorationCoverage {
    /// Adds what another part of the same exploration reached: the union of
    /// what was reached, and what neither reached.
    mutating func merge(_ other: ExplorationCoverage) {
        mergeReached(other)
        commandsNeverSent.formIntersection(other.commandsNeverSent)
        if let theirs = other.actionsNeverReached { actionsNeverReached?.formIntersection(theirs) }
        if let theirs = other.effectsNeverReached { effectsNeverReached?.formIntersection(theirs) }
        if let theirs = other.screensNeverReached { screensNeverReached?.formIntersection(theirs) }
    }

    /// Adds what another run reached.
    mutating func mergeReached(_ other: ExplorationCoverage) {
        commands.formUnion(other.commands)
        commandsGenerated.formUnion(other.commandsGenerated)
        actions.formUnion(other.actions)
        effects.formUnion(other.effects)
        screens.formUnion(other.screens)
        controlsEnabled.formUnion(other.controlsEnabled)
        controlsDisabled.formUnion(other.controlsDisabled)
        generatorsValid.formUnion(other.generatorsValid)
        fieldsTypedWithDefaults.formUnion(other.fieldsTypedWithDefaults)
    }
}
