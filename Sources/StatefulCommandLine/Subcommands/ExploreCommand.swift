import Foundation
import StatefulScript
import StatefulSnapshot

/// `explore`: replays the flows of earlier failures, explores the chosen
/// feature by generated sequences (see ``/StatefulScript/FeatureExplorer``)
/// in one process or in worker processes (`--jobs`), a part of the runs
/// with `--shard`, prints the report, and writes the shrunk flows and the
/// reports asked for. `explore merge` combines the results of shards.
@MainActor
struct ExploreCommand {
    func run(_ invocation: ToolInvocation) async -> Int32 {
        if invocation.arguments.exploreMerge { return ExploreMerge(invocation: invocation).run() }
        let feature: any ScriptableFeature
        do {
            feature = try invocation.selectFeature()
        } catch {
            return invocation.usageError(error.message)
        }
        guard let explorable = feature as? any ExplorableFeature else {
            return invocation.usageError(
                "the feature '\(feature.name)' cannot be explored: make it an ExplorableFeature, whose `exploration` "
                    + "says which Commands to generate and which invariants to check")
        }
        return await explore(explorable, invocation)
    }

    private func explore<Feature: ExplorableFeature>(_ feature: Feature, _ invocation: ToolInvocation) async -> Int32 {
        let arguments = invocation.arguments
        var budget = arguments.exploration
        if arguments.exploreDuration != nil, !arguments.exploreRunsGiven { budget.runs = ScriptLimits.explorationRuns }
        let settings = FlowSettings(width: arguments.width, featureOptions: arguments.featureOptions)
        let explorer = feature.explorer(settings: settings)
        let shard = arguments.shard.map { ExplorationShard($0.index, of: $0.count) }
        let deadline = arguments.exploreDuration.map { ContinuousClock.now + $0 }
        if let worker = arguments.worker {
            // A worker of a parallel exploration: its part of the runs, its summary in a file.
            ParentWatchdog.start(parent: invocation.environment[ParentWatchdog.variable].flatMap { Int32($0) })
            let part = shard?.split(worker.index, of: worker.count) ?? ExplorationShard(worker.index, of: worker.count)
            return await ExploreWorkers.work(explorer, budget: budget, shard: part, deadline: deadline, invocation: invocation)
        }
        var header = "exploring \(feature.name): seed \(budget.seed), "
            + (arguments.exploreRunsGiven || arguments.exploreDuration == nil ? "" : "up to ")
            + "\(budget.runs) runs of at most \(budget.steps) steps"
        if let shard { header += ", shard \(shard)" }
        if let duration = arguments.exploreDuration { header += ", for \(Self.shown(duration))" }
        invocation.output.standard(header + "\n")

        let kept = ExploredFlows(invocation: invocation, featureName: feature.name)
        let replays = await kept.replay(with: explorer)
        var summary: ExplorationSummary
        let groups = Self.groupCount(budget: budget, plan: explorer.plan)
        let jobs = min(arguments.jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(1, groups))
        if jobs > 1, let executable = invocation.tool.executable {
            do {
                summary = try ExploreWorkers(invocation: invocation, executable: executable, jobs: jobs).summary(shard: shard)
            } catch {
                return invocation.usageError(error.message)
            }
        } else {
            do {
                summary = try await explorer.explore(budget, shard: shard, deadline: deadline).summary
            } catch {
                return invocation.usageError("cannot start \(feature.name): \(error)")
            }
        }
        summary.replays = replays
        return ExploreOutputs(invocation: invocation, featureName: feature.name).finish(summary, writesResults: true)
    }

    /// How many groups the runs of `budget` make: a shard or a worker runs whole groups.
    private static func groupCount<Feature: ScriptableFeature>(budget: ExplorationBudget, plan: ExplorationPlan<Feature>) -> Int {
        let size = plan.score != nil && plan.generation == .guided ? max(1, plan.targetGroupSize) : 1
        return (budget.runs + size - 1) / size
    }

    /// A duration as `--for` takes one: `500ms`, `30s`.
    static func shown(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
        if milliseconds % 60_000 == 0 { return "\(milliseconds / 60_000)m" }
        if milliseconds % 1_000 == 0 { return "\(milliseconds / 1_000)s" }
        return "\(milliseconds)ms"
    }
}

/// `explore merge RESULTS...`: the summaries shards wrote with `--results`,
/// combined into the report of the whole exploration, printed and written
/// as `explore` writes its own.
@MainActor
struct ExploreMerge {
    let invocation: ToolInvocation

    /// The largest results file read: a summary holds a few flows and screens.
    static let largestResults = 64 * 1024 * 1024

    func run() -> Int32 {
        var summaries: [ExplorationSummary] = []
        for path in invocation.arguments.paths {
            let url = URL(fileURLWithPath: path, relativeTo: invocation.currentDirectory)
            let shown = VisibleText.escapedLine(path)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
                return invocation.usageError("cannot read the results \(shown): there is no such file (each shard writes "
                    + "one with 'explore --shard K/N --results PATH')")
            }
            switch attributes[.type] as? FileAttributeType {
            case .typeRegular?:
                break
            case .typeDirectory?:
                return invocation.usageError("cannot read the results \(shown): it is a folder; give the results files "
                    + "in it (explore merge \(shown)/*.json)")
            default:
                return invocation.usageError("cannot read the results \(shown): it is not a regular file")
            }
            guard let size = attributes[.size] as? Int, size <= Self.largestResults else {
                return invocation.usageError("the results \(shown) are larger than \(Self.largestResults / 1024 / 1024) MB: "
                    + "they are not the results of an exploration")
            }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                return invocation.usageError("cannot read the results \(shown)")
            }
            do {
                summaries.append(try JSONDecoder().decode(ExplorationSummary.self, from: data))
            } catch {
                return invocation.usageError("the results \(shown) are not the results of an exploration "
                    + "(as 'explore --results' writes them): \(Self.reason(error))")
            }
        }
        let merged: ExplorationSummary
        do {
            merged = try ExplorationSummary.merging(summaries)
        } catch {
            return invocation.usageError(error.description)
        }
        invocation.output.standard("merged \(summaries.count) results of exploring \(merged.featureName)\n")
        return ExploreOutputs(invocation: invocation, featureName: merged.featureName).finish(merged, writesResults: false)
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
             DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : "at \(path): ") + context.debugDescription
        default:
            return "\(error)"
        }
    }
}
