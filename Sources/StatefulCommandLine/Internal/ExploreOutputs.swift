import Foundation
import StatefulScript
import StatefulSnapshot

/// What `explore` and `explore merge` do with a summary: print its text,
/// write the results (`--results`), the JUnit report (`--junit`), the page
/// (`--report`) and the shrunk flows (`--out`, or `Flows/Explored/` outside
/// CI), and say how to replay each flow. Everything comes from the summary,
/// so one process, worker processes and merged shards print and write the
/// same bytes.
@MainActor
struct ExploreOutputs {
    let invocation: ToolInvocation
    let featureName: String

    /// Prints and writes; the exit status.
    func finish(_ summary: ExplorationSummary, writesResults: Bool) -> Int32 {
        let arguments = invocation.arguments
        invocation.output.standard(summary.text)
        if writesResults, let path = arguments.exploreResults {
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                try write(try encoder.encode(summary), to: path)
            } catch {
                return invocation.usageError("cannot write the results to \(VisibleText.escapedLine(path)): \(error.localizedDescription)")
            }
        }
        if let path = arguments.junit {
            do {
                try write(Data(JUnitReport.xml(suite: "\(invocation.program) explore \(featureName)", cases: Self.testCases(summary)).utf8), to: path)
            } catch {
                return invocation.usageError("cannot write the JUnit report to \(VisibleText.escapedLine(path)): \(error.localizedDescription)")
            }
        }
        if let directory = arguments.reportDirectory {
            // Written under CI too: the folder was named on the command line.
            do {
                _ = try Self.page(summary, program: invocation.program)
                    .write(to: URL(fileURLWithPath: directory, relativeTo: invocation.currentDirectory))
            } catch {
                return invocation.usageError("cannot write the report to \(VisibleText.escapedLine(directory)): \(error.localizedDescription)")
            }
            invocation.output.standard("report: \(VisibleText.escapedLine((directory as NSString).appendingPathComponent("index.html")))\n")
        }
        guard !summary.failures.isEmpty else {
            return summary.passed ? ExitStatus.success.rawValue : ExitStatus.failure.rawValue
        }
        // Under CI nothing is written unless the folder was named.
        let isCI = SnapshotEnvironment(invocation.environment).isCI
        guard arguments.exploreOut != nil || !isCI else {
            invocation.output.error("\(invocation.program): the shrunk flows are not written under CI; pass --out DIR to write them\n")
            return ExitStatus.failure.rawValue
        }
        let folderPath = arguments.exploreOut ?? ExploredFlows.defaultFolder
        let folder = URL(fileURLWithPath: folderPath, isDirectory: true, relativeTo: invocation.currentDirectory)
        for (index, failure) in summary.failures.enumerated() {
            let name = ExploredFlows.fileName(feature: summary.featureName, seed: summary.budget.seed, number: index + 1)
            let file = folder.appendingPathComponent(name)
            let shownPath = (folderPath as NSString).appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(failure.flow.utf8).write(to: file, options: .atomic)
            } catch {
                invocation.output.error("\(invocation.program): error: cannot write the shrunk flow to "
                    + "\(VisibleText.escapedLine(shownPath)): \(error.localizedDescription)\n")
                return ExitStatus.failure.rawValue
            }
            let parameters = ExploredFlows.secretParameters(of: failure.flow)
            var note = "wrote the shrunk flow of \(failure.check) to \(shownPath); replay it with '\(invocation.program) run \(shownPath)"
            if !summary.featureName.isEmpty { note += " --feature \(summary.featureName)" }
            note += parameters.map { " --param \($0.name)=…" }.joined() + "'"
            let sources = parameters.compactMap { parameter in parameter.source.map { "\(parameter.name) is the plan's \($0)" } }
            if !sources.isEmpty { note += " (" + sources.joined(separator: "; ") + ")" }
            invocation.output.standard(note + "\n")
        }
        return ExitStatus.failure.rawValue
    }

    /// Writes `data` to `path` (relative to the current directory), atomically, making its folder.
    private func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path, relativeTo: invocation.currentDirectory)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// The JUnit test cases of an exploration: each flow replayed first,
    /// what the plan requires, and each check that failed (one passing case
    /// when every check held).
    static func testCases(_ summary: ExplorationSummary) -> [JUnitReport.TestCase] {
        var cases: [JUnitReport.TestCase] = summary.replays.map { replay in
            if replay.couldNotRun { return JUnitReport.TestCase(name: "replay \(replay.path)", error: replay.message) }
            return JUnitReport.TestCase(
                name: "replay \(replay.path)",
                failureMessages: replay.check.map { ["\($0): \(replay.message)"] } ?? [])
        }
        if !summary.mustReach.isEmpty {
            let unreached = summary.unreached
            cases.append(JUnitReport.TestCase(
                name: "reaches what the plan requires",
                failureMessages: unreached.isEmpty ? [] : [
                    "never reached " + unreached.described.joined(separator: ", ")
                        + "; what may keep it out of reach: " + summary.gates.joined(separator: "; "),
                ]))
        }
        for failure in summary.failures {
            cases.append(JUnitReport.TestCase(
                name: failure.check.description,
                failureMessages: ["\(failure.message) (run \(failure.run); shrunk to \(failure.steps.count) steps)\n\(failure.flow)"]))
        }
        if summary.failures.isEmpty { cases.append(JUnitReport.TestCase(name: "every check holds", failureMessages: [])) }
        return cases
    }

    /// The page of an exploration: each failure's shrunk flow, step by step
    /// with the screen after each, each flow replayed first, and the coverage.
    static func page(_ summary: ExplorationSummary, program: String) -> RunReportPage {
        var flows: [RunReportPage.Flow] = []
        for replay in summary.replays {
            flows.append(RunReportPage.Flow(
                path: "replayed first: \(replay.path)",
                outcome: replay.couldNotRun ? .scriptError : replay.check == nil ? .passed : .failed,
                notes: [replay.check.map { "\($0): \(replay.message)" } ?? replay.message]))
        }
        for (index, failure) in summary.failures.enumerated() {
            let name = ExploredFlows.fileName(feature: summary.featureName, seed: summary.budget.seed, number: index + 1)
            let headerLines = failure.flow.split(separator: "\n", omittingEmptySubsequences: false).count - 1 - failure.steps.count
            var steps: [RunReportPage.Step] = []
            var previous: String?
            for (number, step) in failure.steps.enumerated() {
                let last = number == failure.steps.count - 1
                steps.append(RunReportPage.Step(
                    location: "\(name):\(headerLines + number + 1)", source: step.source,
                    screen: step.screen == previous ? nil : step.screen,
                    failure: last ? failure.message : nil))
                previous = step.screen
            }
            flows.append(RunReportPage.Flow(
                path: "\(name): \(failure.check) (run \(failure.run), shrunk from \(failure.originalLength) steps)",
                outcome: .failed, steps: steps))
        }
        var lines = [summary.text.split(separator: "\n").first.map(String.init) ?? ""]
        if !summary.unreached.isEmpty {
            lines.append("never reached what the plan requires: " + summary.unreached.described.joined(separator: ", "))
            lines.append("what may keep it out of reach: " + summary.gates.joined(separator: "; "))
        }
        lines += summary.coverage.text.split(separator: "\n").map(String.init)
        return RunReportPage(title: "\(program) explore \(summary.featureName)", flows: flows, summary: lines)
    }
}
