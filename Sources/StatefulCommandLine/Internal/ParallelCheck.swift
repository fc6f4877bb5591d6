import Foundation

/// `check --jobs N`: runs the flows in N worker processes of the tool's own
/// executable (each checks every N-th flow and reports it in a file), then
/// gathers the reports in the flows' order, so the output and the JUnit
/// report are the bytes a single process would write.
@MainActor
struct ParallelCheck {
    let invocation: ToolInvocation
    let executable: URL
    let jobs: Int

    /// Options the parent keeps to itself: the workers write no report and
    /// start no workers. (`--report` goes to the workers: they collect each
    /// step for the page, which only the parent writes.)
    /// (Flow paths are passed on as bytes, see ``workerArguments(_:flows:)``.)
    private static let parentOnly: Set<String> = [
        "--jobs", "--junit", "--worker", "--worker-results", ToolArguments.flowPathBytesOption,
    ]

    func reports() throws(ToolUsageError) -> [FlowReport] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("stateful-check-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ToolUsageError("cannot create a folder for the parallel check's workers: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        // Control-C, SIGTERM or SIGHUP from now on end the workers too.
        let signals = WorkerSignals(folder: folder)
        defer { signals.stop() }
        var environment = invocation.environment
        environment[ParentWatchdog.variable] = String(getpid())

        let arguments = Self.workerArguments(invocation.rawArguments, flows: invocation.arguments)
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
        var reports: [FlowReport] = []
        var failure: String?
        for worker in workers {
            worker.process.waitUntilExit()
            guard worker.process.terminationStatus == 0,
                  let data = FileManager.default.contents(atPath: worker.results.path),
                  let decoded = try? JSONDecoder().decode([FlowReport].self, from: data)
            else {
                let said = FileManager.default.contents(atPath: worker.errors.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
                let ending = worker.process.terminationReason == .uncaughtSignal
                    ? "killed by \(WorkerSignals.name(of: worker.process.terminationStatus))"
                    : "exit status \(worker.process.terminationStatus)"
                failure = failure ?? "a worker of the parallel check failed (\(ending))"
                    + (said.isEmpty ? "" : ": " + said.trimmingCharacters(in: .whitespacesAndNewlines))
                continue
            }
            reports += decoded
        }
        // Workers that ended because Control-C or a signal came: the parent exits as it says.
        signals.exitIfInterrupted()
        if let failure { throw ToolUsageError(failure) }
        return reports.sorted { ($0.index, $0.row) < ($1.index, $1.row) }
    }

    /// The command line without the options only the parent acts on, and
    /// with each flow path given as the hex of its bytes (a process's
    /// arguments are passed on as text, which cannot hold a path that is not
    /// UTF-8), in the order given, so a worker lists the parent's flows.
    static func workerArguments(_ arguments: [String], flows: ToolArguments) -> [String] {
        var result: [String] = []
        var skipNext = false
        let flowIndices = Set(flows.flowPathIndices)
        for (index, argument) in arguments.enumerated() {
            // The `--` before flow paths goes with them.
            if flowIndices.contains(index) || index == flows.separatorIndex { continue }
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
        for path in flows.flowPaths {
            result += [ToolArguments.flowPathBytesOption, path.hex]
        }
        return result
    }
}
