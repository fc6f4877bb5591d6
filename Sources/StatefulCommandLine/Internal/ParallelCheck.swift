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
        let pool = WorkerPool<[FlowReport]>(
            invocation: invocation, executable: executable, jobs: jobs, work: "the parallel check", folderPrefix: "stateful-check")
        let reports = try pool.outputs(arguments: Self.workerArguments(invocation.rawArguments, flows: invocation.arguments))
        return reports.joined().sorted { ($0.index, $0.row) < ($1.index, $1.row) }
    }

    /// The command line without the options only the parent acts on, and
    /// with each flow path given as the hex of its bytes (a process's
    /// arguments are passed on as text, which cannot hold a path that is not
    /// UTF-8), in the order given, so a worker lists the parent's flows.
    static func workerArguments(_ arguments: [String], flows: ToolArguments) -> [String] {
        // The `--` before flow paths goes with them.
        var result = WorkerPool<[FlowReport]>.workerArguments(
            arguments, droppingOptions: parentOnly,
            droppingIndices: Set(flows.flowPathIndices + (flows.separatorIndex.map { [$0] } ?? [])))
        for path in flows.flowPaths {
            result += [ToolArguments.flowPathBytesOption, path.hex]
        }
        return result
    }
}
