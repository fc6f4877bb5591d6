import Foundation
import StatefulScript

/// `explore --jobs N`: explores in N worker processes of the tool's own
/// executable, each the K-th of N parts of the runs (of the shard's runs,
/// with `--shard`), each writing its summary to a file; the parent merges
/// them (``/StatefulScript/ExplorationSummary/merging(_:)``), so what it
/// prints is what one process exploring every run prints.
@MainActor
struct ExploreWorkers {
    let invocation: ToolInvocation
    let executable: URL
    let jobs: Int

    /// Options the parent keeps to itself: the workers write no report,
    /// replay no kept flow, and start no workers.
    private static let parentOnly: Set<String> = [
        "--jobs", "--junit", "--report", "--results", "--out", "--worker", "--worker-results",
    ]

    /// The summary of the workers' runs together, the part `shard` (or all runs).
    func summary(shard: ExplorationShard?) throws(ToolUsageError) -> ExplorationSummary {
        let pool = WorkerPool<ExplorationSummary>(
            invocation: invocation, executable: executable, jobs: jobs, work: "the exploration", folderPrefix: "stateful-explore")
        let summaries = try pool.outputs(arguments: Self.workerArguments(invocation.rawArguments))
        do {
            var merged = try ExplorationSummary.merging(summaries)
            merged.shard = shard
            return merged
        } catch {
            throw ToolUsageError(error.description)
        }
    }

    /// The command line without the options only the parent acts on.
    static func workerArguments(_ arguments: [String]) -> [String] {
        WorkerPool<ExplorationSummary>.workerArguments(arguments, droppingOptions: parentOnly)
    }

    /// A worker's part: explores it and writes its summary where the parent
    /// asked; exit status 0 when written.
    static func work<Feature: ExplorableFeature>(
        _ explorer: FeatureExplorer<Feature>, budget: ExplorationBudget, shard: ExplorationShard,
        deadline: ContinuousClock.Instant?, invocation: ToolInvocation
    ) async -> Int32 {
        guard let path = invocation.arguments.workerResults else {
            return invocation.usageError("--worker needs --worker-results")
        }
        let summary: ExplorationSummary
        do {
            summary = try await explorer.explore(budget, shard: shard, deadline: deadline).summary
        } catch {
            return invocation.usageError("cannot start \(explorer.feature.name): \(error)")
        }
        do {
            try JSONEncoder().encode(summary).write(to: URL(fileURLWithPath: path, relativeTo: invocation.currentDirectory), options: .atomic)
        } catch {
            return invocation.usageError("cannot write the worker's results to \(path): \(error.localizedDescription)")
        }
        return ExitStatus.success.rawValue
    }
}
