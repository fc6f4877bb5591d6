import Foundation

/// N worker processes of the tool's own executable, each given the same
/// command line and `--jobs 1 --worker K/N --worker-results FILE`, each
/// writing what it found to its file as JSON: `check --jobs`
/// (``ParallelCheck``) and `explore --jobs` (``ExploreWorkers``) run their
/// workers with it.
///
/// The workers' files live in a folder of their own under the temporary
/// directory, removed when they are read. While the workers run, Control-C,
/// SIGTERM and SIGHUP end them too and the parent exits as the signal says
/// (``WorkerSignals``); a worker that fails, is killed, or writes nothing
/// readable is an error that says how it ended and what it wrote to
/// standard error.
@MainActor
struct WorkerPool<Output: Decodable> {
    let invocation: ToolInvocation
    let executable: URL
    let jobs: Int
    /// What the workers do together, as errors name it: "the parallel check".
    let work: String
    /// The start of the workers' folder's name: "stateful-check".
    let folderPrefix: String

    /// `arguments` without the options in `parentOnly` (each with its value,
    /// given as `--name value` or `--name=value`) and without the arguments
    /// at `dropped`: what a worker is started with.
    static func workerArguments(
        _ arguments: [String], droppingOptions parentOnly: Set<String>, droppingIndices dropped: Set<Int> = []
    ) -> [String] {
        var result: [String] = []
        var skipNext = false
        for (index, argument) in arguments.enumerated() where !dropped.contains(index) {
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

    /// What each worker wrote, in the workers' order (the K-th worker's output K-th).
    ///
    /// - Parameter arguments: The command line each worker gets, before its
    ///   `--jobs 1 --worker K/N --worker-results FILE`.
    func outputs(arguments: [String]) throws(ToolUsageError) -> [Output] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(folderPrefix)-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ToolUsageError("cannot create a folder for \(work)'s workers: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        // Control-C, SIGTERM or SIGHUP from now on end the workers too.
        let signals = WorkerSignals(folder: folder)
        defer { signals.stop() }
        var environment = invocation.environment
        environment[ParentWatchdog.variable] = String(getpid())

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
        var outputs: [Output] = []
        var failure: String?
        for worker in workers {
            worker.process.waitUntilExit()
            guard worker.process.terminationStatus == 0,
                  let data = FileManager.default.contents(atPath: worker.results.path),
                  let decoded = try? JSONDecoder().decode(Output.self, from: data)
            else {
                let said = FileManager.default.contents(atPath: worker.errors.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
                let ending = worker.process.terminationReason == .uncaughtSignal
                    ? "killed by \(WorkerSignals.name(of: worker.process.terminationStatus))"
                    : "exit status \(worker.process.terminationStatus)"
                failure = failure ?? "a worker of \(work) failed (\(ending))"
                    + (said.isEmpty ? "" : ": " + said.trimmingCharacters(in: .whitespacesAndNewlines))
                continue
            }
            outputs.append(decoded)
        }
        // Workers that ended because Control-C or a signal came: the parent exits as it says.
        signals.exitIfInterrupted()
        if let failure { throw ToolUsageError(failure) }
        return outputs
    }
}
