import Foundation
import StatefulScript
import StatefulSnapshot
import StatefulText

/// Runs the flows of one `run` or `check`: parses each, runs every step
/// (a failure does not stop a flow), prints as the mode says, compares
/// transcripts in `check`, and writes the JUnit report.
@MainActor
struct FlowBatch {
    enum Mode {
        case run, check
    }

    let invocation: ToolInvocation
    let mode: Mode

    /// The tool's own output (a flow writes to its report's buffer instead).
    private var output: ToolOutput { invocation.output }
    private var arguments: ToolArguments { invocation.arguments }

    func run() async -> Int32 {
        let feature: any ScriptableFeature
        let settings: FlowSettings
        let flows: [(url: URL, displayPath: String)]
        do {
            feature = try invocation.selectFeature()
            settings = try invocation.flowSettings(requirePackage: mode == .check)
            flows = try flowFiles(layout: settings.snapshots?.layout)
        } catch {
            return invocation.usageError(error.message)
        }
        // Two flows outside the package with one file name would share one
        // recording, each overwriting the other's: an error naming both.
        if settings.snapshots != nil {
            var owners: [String: String] = [:]
            for flow in flows {
                let name = Self.recordingName(of: flow.url, settings: settings)
                if let other = owners[name] {
                    return invocation.usageError("\(VisibleText.escapedLine(other)) and \(VisibleText.escapedLine(flow.displayPath)) "
                        + "would share one recording (\(VisibleText.escapedLine(name))); rename one, or move them into the package")
                }
                owners[name] = flow.displayPath
            }
        }
        var chosen = flows
        if let shard = arguments.shard {
            chosen = flows.filter { shard.contains(Self.recordingName(of: $0.url, settings: settings)) }
        }
        if let out = arguments.recordSession {
            do {
                try SessionRecordingTarget.check(out, flowCount: chosen.count, in: invocation.currentDirectory)
            } catch {
                return invocation.usageError(error.message)
            }
        }
        return await run(feature, flows: chosen, settings: settings)
    }

    /// The name a flow's recordings go by (see ``/StatefulScript/FlowSnapshotSettings``).
    static func recordingName(of url: URL, settings: FlowSettings) -> String {
        settings.snapshots?.recordingName(ofFlowAt: url) ?? url.deletingPathExtension().lastPathComponent
    }

    /// The flows given, or the tool's default flows.
    private func flowFiles(layout: SnapshotLayout?) throws(ToolUsageError) -> [(url: URL, displayPath: String)] {
        let verb = mode == .check ? "check" : "run"
        guard arguments.paths.isEmpty else {
            // A flow named twice (`Flows/a.flow ./Flows/a.flow`) runs once.
            var seen: Set<String> = []
            return arguments.paths
                .map { (url: URL(fileURLWithPath: $0, relativeTo: invocation.currentDirectory), displayPath: $0) }
                .filter { seen.insert($0.url.standardizedFileURL.resolvingSymlinksInPath().path).inserted }
        }
        guard let directory = invocation.tool.flowsDirectory else {
            throw ToolUsageError("give the flow files to \(verb) (\(invocation.program) has no default flows)")
        }
        var packageLayout = layout
        if packageLayout == nil { packageLayout = try invocation.packageLayout() }
        guard let packageLayout else {
            throw ToolUsageError("no Package.swift above \(invocation.currentDirectory.path): run \(invocation.program) "
                + "in its package to use its flows in \(directory)/, or give the flow files to \(verb)")
        }
        let folder = packageLayout.packageRoot.appendingPathComponent(directory, isDirectory: true)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".flow") }
            .sorted()
        var chosen = names
        if mode == .run, !invocation.tool.defaultRunFlows.isEmpty {
            for name in invocation.tool.defaultRunFlows where !names.contains(name) {
                throw ToolUsageError("the default flow \(directory)/\(name) does not exist")
            }
            chosen = invocation.tool.defaultRunFlows
        }
        guard !chosen.isEmpty else {
            throw ToolUsageError("there are no flows in \(directory)/ to \(verb); add one, or give the flow files")
        }
        return chosen.map { (folder.appendingPathComponent($0, isDirectory: false), "\(directory)/\($0)") }
    }

    private func run<Feature: ScriptableFeature>(
        _ feature: Feature, flows: [(url: URL, displayPath: String)], settings: FlowSettings
    ) async -> Int32 {
        let indexed = Array(flows.enumerated())
        if let worker = arguments.worker {
            // A worker of a parallel check: its share of the flows, reported in a file.
            // It ends if its parent is gone (a SIGKILL cannot be passed on).
            ParentWatchdog.start(parent: invocation.environment[ParentWatchdog.variable].flatMap { Int32($0) })
            var reports: [FlowReport] = []
            for (index, flow) in indexed where index % worker.count == worker.index - 1 {
                reports.append(await report(on: flow, index: index, feature: feature, settings: settings))
            }
            return writeWorkerReports(reports)
        }
        let jobs = min(arguments.jobs ?? ProcessInfo.processInfo.activeProcessorCount, flows.count)
        var reports: [FlowReport]
        if mode == .check, jobs > 1, let executable = invocation.tool.executable {
            do {
                reports = try ParallelCheck(invocation: invocation, executable: executable, jobs: jobs).reports()
            } catch {
                return invocation.usageError(error.message)
            }
            for report in reports {
                if !report.standard.isEmpty { output.replay(report.standard) }
                if !report.error.isEmpty { output.replayError(report.error) }
            }
        } else {
            reports = []
            for (index, flow) in indexed {
                let report = await report(on: flow, index: index, feature: feature, settings: settings)
                if !report.standard.isEmpty { output.replay(report.standard) }
                if !report.error.isEmpty { output.replayError(report.error) }
                reports.append(report)
            }
        }

        if let junit = arguments.junit {
            let url = URL(fileURLWithPath: junit, relativeTo: invocation.currentDirectory)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(JUnitReport.xml(suite: "\(invocation.program) check", cases: reports.compactMap(\.testCase)).utf8)
                    .write(to: url, options: .atomic)
            } catch {
                return invocation.usageError("cannot write the JUnit report to \(junit): \(error.localizedDescription)")
            }
        }
        let passed = reports.filter { $0.outcome == .passed }.count
        let scriptErrors = reports.filter { $0.outcome == .scriptError }.count
        if mode == .check, passed < reports.count, let layout = settings.snapshots?.layout,
           let artifacts = SnapshotEnvironment(invocation.environment).artifactsDirectory
        {
            writeArtifactsReport(layout: layout, artifacts: artifacts)
        }
        output.standard("flows: \(passed) passed, \(reports.count - passed) failed\n")
        if scriptErrors > 0 { return ExitStatus.usageError.rawValue }
        return passed < reports.count ? ExitStatus.failure.rawValue : ExitStatus.success.rawValue
    }

    /// Parses and runs one flow, collecting what it prints.
    private func report<Feature: ScriptableFeature>(
        on flow: (url: URL, displayPath: String), index: Int, feature: Feature, settings: FlowSettings
    ) async -> FlowReport {
        let buffer = CapturedOutput()
        // Escaped as it is captured, so the report holds what a person may
        // see (workflow commands apart) and is written out unescaped.
        let output = buffer.output.forPeople()
        var report = FlowReport(index: index)
        var parser = FlowScriptParser<Feature.Store.Command, Feature.Backend>(
            options: invocation.parserOptions(for: feature, settings: settings))
        let script: FlowScript<Feature.Store.Command, Feature.Backend>
        do {
            script = try parser.parse(contentsOf: flow.url, displayPath: flow.displayPath)
        } catch {
            output.error(error.description + (error.description.hasSuffix("\n") ? "" : "\n"))
            annotate(error.diagnostics.prefix(ScriptLimits.shownDiagnostics).map { diagnostic in
                GitHubAnnotation(
                    file: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column,
                    title: "script error", message: diagnostic.problem.message)
            }, output: output)
            report.outcome = .scriptError
            report.testCase = JUnitReport.TestCase(name: flow.displayPath, error: error.description)
            (report.standard, report.error) = buffer.text
            return report
        }
        let session: FlowSession<Feature>
        do {
            session = try FlowSession(
                feature: feature, name: Self.recordingName(of: flow.url, settings: settings), settings: settings,
                secrets: parser.secrets)
        } catch {
            let message = "cannot start \(feature.name) for \(flow.displayPath): \(parser.secrets.mask("\(error)"))"
            output.error("\(invocation.program): error: \(message)\n")
            annotate([GitHubAnnotation(file: flow.displayPath, title: "flow did not start", message: message)], output: output)
            report.outcome = .scriptError
            report.testCase = JUnitReport.TestCase(name: flow.displayPath, error: message)
            (report.standard, report.error) = buffer.text
            return report
        }
        let sessionRecorder = arguments.recordSession.map { _ in
            SessionRecorder<Feature.Store.Command, Feature.Backend>(clock: session.clock, checkpoints: arguments.recordingCheckpoints)
        }
        if let sessionRecorder { session.record(into: sessionRecorder) }
        let result = await run(
            script, in: session, checkedBy: ExplorationChecker.forSession(session, of: feature), path: flow.displayPath,
            output: output)
        report.outcome = result.passed ? .passed : .failed
        if let sessionRecorder, let out = arguments.recordSession {
            let note = SessionRecordingTarget.save(sessionRecorder, to: out, in: invocation.currentDirectory, program: invocation.program)
            if note.failed {
                output.error(note.text)
                report.outcome = .failed
            } else {
                output.standard(note.text)
            }
        }
        report.testCase = JUnitReport.TestCase(result)
        (report.standard, report.error) = buffer.text
        return report
    }

    /// A failed check with `SNAPSHOT_ARTIFACTS` set also leaves the report
    /// page (see `snapshots report`) in `$SNAPSHOT_ARTIFACTS/report/`, beside
    /// the pending files it shows, for CI to keep with them.
    private func writeArtifactsReport(layout: SnapshotLayout, artifacts: URL) {
        let review = SnapshotReview(layout: layout, artifactsDirectory: artifacts)
        let folder = artifacts.appendingPathComponent("report", isDirectory: true)
        do {
            let page = try HTMLReport.write(review: review, reviewCommand: invocation.tool.reviewCommand, to: folder).page
            output.standard("report: \(page.path)\n")
        } catch {
            output.error("\(invocation.program): warning: cannot write the report to \(folder.path): \(error.localizedDescription)\n")
        }
    }

    /// With `--format github`, prints `annotations` on standard output (a
    /// flow's report keeps them in order, so workers' output is unchanged).
    private func annotate(_ annotations: [GitHubAnnotation], output: ToolOutput) {
        guard arguments.format == .github, !annotations.isEmpty else { return }
        let directory = invocation.currentDirectory.standardizedFileURL.path
        output.workflowCommands(annotations.map { annotation in
            var annotation = annotation
            annotation.file = GitHubAnnotation.relativePath(annotation.file, to: directory)
            return annotation
        })
    }

    /// The line of the recorded file where `diff` first changes it: the
    /// first removed line, or the line an addition comes after.
    static func firstChangedLine(of diff: UnifiedDiff) -> Int? {
        guard let hunk = diff.hunks.first else { return nil }
        var line = hunk.expectedStart
        for entry in hunk.lines {
            switch entry {
            case .context: line += 1
            case .removed: return line
            case .added: return max(1, line - 1)
            }
        }
        return hunk.expectedStart
    }

    /// Writes a worker's reports where its parent asked; exit status 0 when written.
    private func writeWorkerReports(_ reports: [FlowReport]) -> Int32 {
        guard let path = arguments.workerResults else {
            return invocation.usageError("--worker needs --worker-results")
        }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(reports).write(to: URL(fileURLWithPath: path, relativeTo: invocation.currentDirectory), options: .atomic)
            return ExitStatus.success.rawValue
        } catch {
            return invocation.usageError("cannot write the worker's results to \(path): \(error.localizedDescription)")
        }
    }

    /// Runs one parsed flow to its end; prints as the mode and `--show` say.
    private func run<Feature: ScriptableFeature>(
        _ script: FlowScript<Feature.Store.Command, Feature.Backend>, in session: FlowSession<Feature>,
        checkedBy checker: ExplorationChecker<Feature>?, path: String, output: ToolOutput
    ) async -> FlowResult {
        let verbose = mode == .run
        let show = arguments.show
        func write(_ lines: [String]) {
            guard !lines.isEmpty else { return }
            output.standard(lines.map { $0 + "\n" }.joined())
        }
        if verbose { write(["== \(VisibleText.escapedLine(path))"]) }
        var printedView = ""
        var failures: [ScriptFailure] = []
        let steps = script.flattenedSteps
        var currentStepNames: [String] = []
        for step in steps {
            checker?.willRun(step)
            var outcome = await session.execute(step)
            // An explorable feature's invariants and checks hold after every step.
            if outcome.failure == nil, !outcome.skipped, let message = checker?.failure(after: step) {
                outcome.failure = session.failure(of: step, message: message)
            }
            if verbose {
                var lines: [String] = []
                // A named step is announced where its statements begin.
                if step.stepNames != currentStepNames, let title = session.stepTitle(of: step) {
                    lines.append("-- step \(VisibleText.escapedLine(title))")
                }
                currentStepNames = step.stepNames
                lines.append("-- \(step.location.file):\(step.location.line): \(session.shownSource(of: step))")
                if show.contains(.transcript) {
                    for block in session.takeChangedTranscriptBlocks() {
                        lines += block.lines
                    }
                }
                lines += outcome.printed
                var view = ""
                if show.contains(.screen) { view += (try? session.screen()) ?? "" }
                if show.contains(.outline) { view += session.outline }
                if view != printedView {
                    lines += view.split(separator: "\n").map(String.init)
                    printedView = view
                }
                write(lines)
            } else if !outcome.printed.isEmpty {
                write(outcome.printed)
            }
            if let failure = outcome.failure {
                // Reported as it happens, and the flow goes on.
                output.error(failure.description + "\n")
                annotate([GitHubAnnotation(
                    file: failure.location.file, line: failure.location.line, column: failure.location.column,
                    title: failure.stepTitle.map { "flow step \($0) failed" } ?? "flow step failed",
                    message: failure.message + "\n" + failure.source)], output: output)
                failures.append(failure)
            }
        }
        // Masked as it was recorded, value by value.
        let transcript = session.transcript.text
        var check: SnapshotOutcome?
        if mode == .check, let snapshots = session.settings.snapshots {
            // A flow some of whose steps could not run has only part of its
            // transcript: compare it, but never record it.
            check = snapshots.verify(
                transcript, flow: session.name, named: nil, callSite: path, mayRecord: session.isComplete)
        }
        checker?.stop()
        await session.finish()

        if let check, check.isFailure {
            output.error(check.message + (check.message.hasSuffix("\n") ? "" : "\n"))
            annotate([GitHubAnnotation(
                file: check.snapshotPath, line: check.diff.flatMap(Self.firstChangedLine),
                title: "transcript of \(path) " + (check.kind == .mismatch ? "changed" : "not recorded"),
                message: check.message)], output: output)
        }
        let result = FlowResult(path: path, stepCount: steps.count, failures: failures, transcript: transcript, transcriptCheck: check)
        let status = result.passed ? "ok" : "FAILED"
        let failureNote = failures.isEmpty ? "" : ", \(failures.count) failed"
        write(["\(status): \(VisibleText.escapedLine(path)) (\(steps.count) steps\(failureNote))"])
        return result
    }
}
