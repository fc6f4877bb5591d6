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
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("stateful-explore-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ToolUsageError("cannot create a folder for the exploration's workers: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        // Control-C, SIGTERM or SIGHUP from now on end the workers too.
        let signals = WorkerSignals(folder: folder)
        defer { signals.stop() }
        var environment = invocation.environment
        environment[ParentWatchdog.variable] = String(getpid())
        let arguments = Self.workerArguments(invocation.rawArguments)
        var workers: [(process: Process, results: URL, errors: URL)] = []
        for index in 1...jobs {
            let results = folder.appendingPathComponent("worker-\(index).json")
            let errors = folder.appendingPathComponent("worker-\(index).err")
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments + ["--jobs", "1", "--worker", "\(index)/\(jobs)", "--worker-results", results.path]
            process.currentDirectoryURL = invocation.currentDirectory
            process.environment = environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle(forWritingAtPath: errors.path)
            do {
                try process.run()
            } catch {
                for started in workers { started.process.terminate() }
                throw ToolUsageError("cannot start a worker (\(executable.path)): \(error.localizedDescription); run with --jobs 1")
            }
            signals.add(worker: process.processIdentifier)
            workers.append((process, results, errors))
        }
        var summaries: [ExplorationSummary] = []
        var failure: String?
        for worker in workers {
            worker.process.waitUntilExit()
            guard worker.process.terminationStatus == 0,
                  let data = FileManager.default.contents(atPath: worker.results.path),
                  let decoded = try? JSONDecoder().decode(ExplorationSummary.self, from: data)
            else {
                let said = FileManager.default.contents(atPath: worker.errors.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
                let ending = worker.process.terminationReason == .uncaughtSignal
                    ? "killed by \(WorkerSignals.name(of: worker.process.terminationStatus))"
                    : "exit status \(worker.process.terminationStatus)"
                failure = failure ?? "a worker of the exploration failed (\(ending))"
                    + (said.isEmpty ? "" : ": " + said.trimmingCharacters(in: .whitespacesAndNewlines))
                continue
            }
            summaries.append(decoded)
        }
        // Workers that ended because Control-C or a signal came: the parent exits as it says.
        signals.exitIfInterrupted()
        if let failure { throw ToolUsageError(failure) }
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
        var result: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext {
                skipNext = false
                continue
            }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if parentOnly.contains(name) {
                skipNext = !argument.contains("=")
                continue
            }
            result.append(argument)
        }
        return result
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
