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

    /// A flow file of the run: its path as bytes (absolute; it need not be
    /// UTF-8), and how every output names it (the path as given, or, for
    /// a path that is not UTF-8, its escaped form `bad\xFF.flow`).
    struct FlowFile {
        let path: RawPath
        let displayPath: String
    }

    let invocation: ToolInvocation
    let mode: Mode

    /// The tool's own output (a flow writes to its report's buffer instead).
    private var output: ToolOutput { invocation.output }
    private var arguments: ToolArguments { invocation.arguments }

    func run() async -> Int32 {
        // `nil` for a tool with several features run without --feature: each flow's `feature:` line chooses.
        let feature: (any ScriptableFeature)?
        let settings: FlowSettings
        let flows: [FlowFile]
        do {
            feature = try invocation.selectFeature(allowingSeveral: true)
            settings = try invocation.flowSettings(requirePackage: mode == .check, comparesOnly: mode == .run)
            flows = try flowFiles(layout: settings.snapshots?.layout)
        } catch {
            return invocation.usageError(error.message)
        }
        // Two flows outside the package with one file name would share one
        // recording, each overwriting the other's, and so would a flow whose
        // name is not UTF-8 (`bad\xFF.flow`, recorded as `bad_xFF`) and one
        // whose UTF-8 name gives the same file: an error naming both.
        if let snapshots = settings.snapshots {
            var owners: [String: FlowFile] = [:]
            let root = RawPath(snapshots.layout.packageRoot).standardized
            for flow in flows {
                let name = Self.recordingName(of: flow.path, settings: settings)
                let file = snapshots.file(flow: name, named: nil).path
                if let other = owners[file] {
                    let outside = [other, flow].contains { !$0.path.standardized.starts(with: root) }
                    return invocation.usageError("\(VisibleText.escapedLine(other.displayPath)) and \(VisibleText.escapedLine(flow.displayPath)) "
                        + "would share one recording (\(VisibleText.escapedLine(name))); rename one"
                        + (outside ? ", or move them into the package" : ""))
                }
                owners[file] = flow
            }
        }
        var chosen = flows
        if let shard = arguments.shard {
            chosen = flows.filter { shard.contains(Self.recordingName(of: $0.path, settings: settings)) }
        }
        if let out = arguments.recordSession {
            do {
                try SessionRecordingTarget.check(
                    out, flowCount: chosen.count, in: invocation.currentDirectory, force: arguments.force, flows: chosen.map(\.path))
            } catch {
                return invocation.usageError(error.message)
            }
        }
        return await run(feature, flows: chosen, allFlows: flows, settings: settings)
    }

    /// The name a flow's recordings go by (see ``/StatefulScript/FlowSnapshotSettings``).
    static func recordingName(of path: RawPath, settings: FlowSettings) -> String {
        if let snapshots = settings.snapshots { return snapshots.recordingName(ofFlowAt: path) }
        if let text = path.string { return URL(fileURLWithPath: text).deletingPathExtension().lastPathComponent }
        let name = path.lastComponent.text
        return name.hasSuffix(".flow") ? String(name.dropLast(".flow".count)) : name
    }

    /// The flows given, or the tool's default flows.
    private func flowFiles(layout: SnapshotLayout?) throws(ToolUsageError) -> [FlowFile] {
        let verb = mode == .check ? "check" : "run"
        guard arguments.flowPaths.isEmpty else {
            // A flow named twice (`Flows/a.flow ./Flows/a.flow`) runs once.
            var seen: Set<RawPath> = []
            var files: [FlowFile] = []
            for given in arguments.flowPaths {
                let path = RawPath(invocation.currentDirectory).appending(given)
                // A folder stands for its flows (not those in its subfolders), listed by the bytes of their names.
                let found: [FlowFile]
                if path.isDirectory {
                    let folder = given.text.hasSuffix("/") ? String(given.text.dropLast()) : given.text
                    do {
                        found = try path.names(endingWith: ".flow").map { name in
                            FlowFile(path: path.appending(name), displayPath: "\(folder)/\(name.text)")
                        }
                    } catch {
                        throw ToolUsageError(error.description)
                    }
                    guard !found.isEmpty else {
                        throw ToolUsageError("there are no flows in \(VisibleText.escapedLine(folder))/ to \(verb); add one, or give the flow files")
                    }
                } else {
                    found = [FlowFile(path: path, displayPath: given.text)]
                }
                files += found.filter { seen.insert($0.path.resolved ?? $0.path.standardized).inserted }
            }
            return files
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
        let folder = RawPath(packageLayout.packageRoot.appendingPathComponent(directory, isDirectory: true))
        // Listed by the bytes of the names, so a name that is not UTF-8 is
        // found (Foundation would list it repaired, naming no file), in the
        // order of those bytes on every machine.
        let names = (try? folder.names(endingWith: ".flow")) ?? []
        var chosen = names
        if mode == .run, !invocation.tool.defaultRunFlows.isEmpty {
            for name in invocation.tool.defaultRunFlows where !names.contains(RawPath(name)) {
                // The path is the package's, not the current folder's: say which package it looked in.
                let root = arguments.snapshotsDirectory == nil
                    ? "the package found above the current folder, \(VisibleText.escapedLine(packageLayout.packageRoot.path))"
                    : "the folder --snapshots names, \(VisibleText.escapedLine(packageLayout.packageRoot.path))"
                throw ToolUsageError("the default flow \(directory)/\(name) does not exist in \(root): "
                    + "run \(invocation.program) in its own package, or give the flow files to \(verb)")
            }
            chosen = invocation.tool.defaultRunFlows.map { RawPath($0) }
        }
        guard !chosen.isEmpty else {
            throw ToolUsageError("there are no flows in \(directory)/ to \(verb); add one, or give the flow files")
        }
        return chosen.map { FlowFile(path: folder.appending($0), displayPath: "\(directory)/\($0.text)") }
    }

    private func run(
        _ fallback: (any ScriptableFeature)?, flows: [FlowFile], allFlows: [FlowFile],
        settings: FlowSettings
    ) async -> Int32 {
        let indexed = Array(flows.enumerated())
        if arguments.worker == nil, let problem = unknownTag(among: allFlows, fallback: fallback, settings: settings) {
            return invocation.usageError(problem)
        }
        // A session recording is one run's: a flow with rows makes several.
        if arguments.recordSession != nil, let flow = flows.first, case .feature(let driven) = route(flow, default: fallback) {
            if let rows = rows(of: flow, feature: driven, settings: settings), rows.count > 1 {
                return invocation.usageError("--record-session records one run, and \(VisibleText.escapedLine(flow.displayPath)) "
                    + "runs once for each of its \(rows.count) rows: record a flow without a `rows` block")
            }
        }
        // A worker's run starts as its parent starts it: its own deadline is no earlier.
        let runDeadline = FlowDeadline.run(arguments.totalTimeout)
        if let worker = arguments.worker {
            // A worker of a parallel check: its share of the flows, reported in a file.
            // It ends if its parent is gone (a SIGKILL cannot be passed on).
            ParentWatchdog.start(parent: invocation.environment[ParentWatchdog.variable].flatMap { Int32($0) })
            var reports: [FlowReport] = []
            for (index, flow) in indexed where index % worker.count == worker.index - 1 {
                reports += await routedReports(on: flow, index: index, fallback: fallback, settings: settings, runDeadline: runDeadline)
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
                for report in await routedReports(on: flow, index: index, fallback: fallback, settings: settings, runDeadline: runDeadline) {
                    if !report.standard.isEmpty { output.replay(report.standard) }
                    if !report.error.isEmpty { output.replayError(report.error) }
                    reports.append(report)
                }
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
        let skipped = reports.filter { $0.outcome == .skipped }.count
        let failed = reports.count - passed - skipped
        let scriptErrors = reports.filter { $0.outcome == .scriptError }.count
        if let directory = arguments.reportDirectory {
            // Written under CI too: the folder was named on the command line, as a JUnit report's path is.
            let page = RunReportPage(
                title: "\(invocation.program) \(mode == .check ? "check" : "run")", flows: reports.compactMap(\.page))
            do {
                _ = try page.write(to: URL(fileURLWithPath: directory, relativeTo: invocation.currentDirectory))
            } catch {
                return invocation.usageError("cannot write the report to \(directory): \(error.localizedDescription)")
            }
            output.standard("report: \(VisibleText.escapedLine((directory as NSString).appendingPathComponent("index.html")))\n")
        }
        if mode == .check, failed > 0, let layout = settings.snapshots?.layout,
           let artifacts = SnapshotEnvironment(invocation.environment).artifactsDirectory
        {
            writeArtifactsReport(layout: layout, artifacts: artifacts)
        }
        output.standard("flows: \(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "") + "\n")
        if scriptErrors > 0 { return ExitStatus.usageError.rawValue }
        return failed > 0 ? ExitStatus.failure.rawValue : ExitStatus.success.rawValue
    }

    /// Why a flow tagged `tags` is not run: it has none of the `--tag`s, or
    /// one of the `--skip-tag`s, or its feature cannot run it with the
    /// options given; `nil` when it runs.
    private func reasonToSkip<Feature: ScriptableFeature>(
        tags: [FlowTag], feature: Feature, settings: FlowSettings
    ) -> String? {
        let wanted = arguments.tags
        if !wanted.isEmpty, !tags.contains(where: wanted.contains) {
            return "not tagged " + wanted.map(\.name).joined(separator: " or ")
        }
        if let tag = tags.first(where: arguments.skipTags.contains) {
            return "--skip-tag \(tag)"
        }
        return feature.reasonToSkip(flowTaggedWith: Set(tags), options: settings.featureOptions)
    }

    /// A `--tag` or `--skip-tag` that no flow of the run (every shard's) is
    /// tagged with, as a usage error naming the tags there are: a misspelt
    /// tag would otherwise skip every flow, or none, without a word.
    private func unknownTag(
        among flows: [FlowFile], fallback feature: (any ScriptableFeature)?, settings: FlowSettings
    ) -> String? {
        let asked = arguments.tags.map { ("--tag", $0) } + arguments.skipTags.map { ("--skip-tag", $0) }
        guard !asked.isEmpty else { return nil }
        var declared: Set<FlowTag> = []
        for flow in flows {
            // A flow that does not parse, or names no feature the tool has, is reported when it runs.
            guard case .feature(let driven) = route(flow, default: feature) else { continue }
            declared.formUnion(tags(of: flow, feature: driven, settings: settings))
        }
        guard let (option, tag) = asked.first(where: { !declared.contains($0.1) }) else { return nil }
        let known = declared.sorted().map(\.name)
        return "\(option) \(tag): no flow is tagged \(tag)"
            + (known.isEmpty ? " (no flow has a `tags:` line)" : " (the flows' tags: \(known.joined(separator: ", ")))")
            + (Suggestion.closest(to: tag.name, in: known).map { "; did you mean '\($0)'?" } ?? "")
    }

    /// The rows of `flow`, parsed for `feature`; `nil` when it does not parse.
    private func rows<Feature: ScriptableFeature>(of flow: FlowFile, feature: Feature, settings: FlowSettings) -> [FlowRow]? {
        var parser = FlowScriptParser<Feature.Store.Command, Feature.Backend>(
            options: invocation.parserOptions(for: feature, settings: settings))
        return (try? parser.parse(contentsOf: flow.path, displayPath: flow.displayPath))?.rows
    }

    /// The tags of `flow`, parsed for `feature`; none when it does not parse.
    private func tags<Feature: ScriptableFeature>(of flow: FlowFile, feature: Feature, settings: FlowSettings) -> [FlowTag] {
        var parser = FlowScriptParser<Feature.Store.Command, Feature.Backend>(
            options: invocation.parserOptions(for: feature, settings: settings))
        return (try? parser.parse(contentsOf: flow.path, displayPath: flow.displayPath))?.tags ?? []
    }

    /// Which feature runs `flow`: the one its `feature:` line names, else
    /// the one `--feature` names or the tool's only one (`fallback`).
    enum Route {
        case feature(any ScriptableFeature)
        /// `--feature` names another feature than the flow's line.
        case skip(String)
        /// The line names no feature of the tool, or the tool has several
        /// and the flow names none.
        case problem(ScriptDiagnostic)
    }

    func route(_ flow: FlowFile, default fallback: (any ScriptableFeature)?) -> Route {
        let features = invocation.tool.features
        let names = features.map(\.name)
        guard let line = FlowFeatureLine.read(contentsOf: flow.path, displayPath: flow.displayPath) else {
            if let fallback { return .feature(fallback) }
            return .problem(ScriptDiagnostic(
                problem: .featureNotNamed(features: names),
                location: SourceLocation(file: flow.displayPath, line: 1, column: 1), sourceLine: nil))
        }
        guard let named = features.first(where: { $0.name == line.name }) else {
            return .problem(ScriptDiagnostic(
                problem: .unknownFeature(line.name, features: names, suggestion: Suggestion.closest(to: line.name, in: names)),
                location: line.location, sourceLine: nil))
        }
        if let chosen = arguments.feature, chosen != named.name {
            return .skip("drives the feature '\(named.name)', not '\(chosen)' (--feature)")
        }
        return .feature(named)
    }

    /// Runs one flow with the feature its route names, or reports why it
    /// does not run.
    private func routedReports(
        on flow: FlowFile, index: Int, fallback: (any ScriptableFeature)?, settings: FlowSettings, runDeadline: FlowDeadline?
    ) async -> [FlowReport] {
        switch route(flow, default: fallback) {
        case .feature(let feature):
            return await reports(on: flow, index: index, feature: feature, settings: settings, runDeadline: runDeadline)
        case .skip(let reason):
            let buffer = CapturedOutput()
            let output = buffer.output.forPeople()
            var report = FlowReport(index: index)
            output.standard("skipped: \(VisibleText.escapedLine(flow.displayPath)) (\(reason))\n")
            report.outcome = .skipped
            report.skipReason = reason
            report.testCase = JUnitReport.TestCase(name: flow.displayPath, skipped: reason)
            report.page = pageEntry(flow.displayPath, .skipped, notes: [reason])
            (report.standard, report.error) = buffer.text
            return [report]
        case .problem(let diagnostic):
            let buffer = CapturedOutput()
            let output = buffer.output.forPeople()
            var report = FlowReport(index: index)
            let error = FlowScriptError.invalidScript([diagnostic])
            output.error(error.description + (error.description.hasSuffix("\n") ? "" : "\n"))
            annotate([GitHubAnnotation(
                file: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column,
                title: "script error", message: diagnostic.problem.message)], output: output)
            report.outcome = .scriptError
            report.testCase = JUnitReport.TestCase(name: flow.displayPath, error: error.description)
            report.page = pageEntry(flow.displayPath, .scriptError, notes: [error.description])
            (report.standard, report.error) = buffer.text
            return [report]
        }
    }

    /// Parses and runs one flow: one report, or one for each row of its
    /// `rows` block, in order.
    private func reports<Feature: ScriptableFeature>(
        on flow: FlowFile, index: Int, feature: Feature, settings: FlowSettings,
        runDeadline: FlowDeadline?
    ) async -> [FlowReport] {
        var parser = FlowScriptParser<Feature.Store.Command, Feature.Backend>(
            options: invocation.parserOptions(for: feature, settings: settings))
        let parsed: Result<FlowScript<Feature.Store.Command, Feature.Backend>, FlowScriptError>
        do throws(FlowScriptError) {
            parsed = .success(try parser.parse(contentsOf: flow.path, displayPath: flow.displayPath))
        } catch {
            parsed = .failure(error)
        }
        // A flow without rows runs as parsed (a flow that does not parse is
        // reported once, by `report`); each row is parsed with its values.
        let rows = (try? parsed.get())?.rows ?? []
        guard !rows.isEmpty else {
            return [await report(
                on: flow, row: nil, parsed: (parser, parsed), index: index, feature: feature, settings: settings,
                runDeadline: runDeadline)]
        }
        var reports: [FlowReport] = []
        for row in rows {
            reports.append(await report(on: flow, row: row, index: index, feature: feature, settings: settings, runDeadline: runDeadline))
        }
        return reports
    }

    /// Parses and runs one flow (with the values of `row` of its `rows`
    /// block, when given), collecting what it prints; `parsed` is the flow
    /// already parsed without a row, and the parser that read it (its
    /// secrets), when the caller has them.
    private func report<Feature: ScriptableFeature>(
        on file: FlowFile, row: FlowRow?,
        parsed: (
            parser: FlowScriptParser<Feature.Store.Command, Feature.Backend>,
            script: Result<FlowScript<Feature.Store.Command, Feature.Backend>, FlowScriptError>
        )? = nil,
        index: Int, feature: Feature, settings: FlowSettings, runDeadline: FlowDeadline?
    ) async -> FlowReport {
        let buffer = CapturedOutput()
        // Escaped as it is captured, so the report holds what a person may
        // see (workflow commands apart) and is written out unescaped.
        let output = buffer.output.forPeople()
        var report = FlowReport(index: index)
        report.row = row?.number ?? 0
        // A row is a result of its own, named after the flow: `Flows/x.flow [row 2: name=Grace]`.
        let flow = FlowFile(path: file.path, displayPath: file.displayPath + (row.map { " [\($0.title)]" } ?? ""))
        // Past the run's deadline, a flow is not started: reported, and counted.
        if let runDeadline, runDeadline.hasPassed {
            let message = "not run: \(runDeadline.reason) before it started"
            output.error("\(VisibleText.escapedLine(flow.displayPath)): \(message)\n")
            annotate([GitHubAnnotation(file: file.displayPath, title: "flow not run", message: message)], output: output)
            output.standard("FAILED: \(VisibleText.escapedLine(flow.displayPath)) (not run)\n")
            report.outcome = .failed
            report.testCase = JUnitReport.TestCase(name: flow.displayPath, error: message)
            report.page = pageEntry(flow.displayPath, .failed, notes: [message])
            (report.standard, report.error) = buffer.text
            return report
        }
        let deadline = FlowDeadline.flow(arguments.flowTimeout, run: runDeadline)
        var options = invocation.parserOptions(for: feature, settings: settings)
        options.row = row?.number
        var parser = FlowScriptParser<Feature.Store.Command, Feature.Backend>(options: options)
        let script: FlowScript<Feature.Store.Command, Feature.Backend>
        do throws(FlowScriptError) {
            if row == nil, let parsed {
                parser = parsed.parser
                script = try parsed.script.get()
            } else {
                script = try parser.parse(contentsOf: file.path, displayPath: file.displayPath)
            }
        } catch {
            output.error(error.description + (error.description.hasSuffix("\n") ? "" : "\n"))
            annotate(error.diagnostics.prefix(ScriptLimits.shownDiagnostics).map { diagnostic in
                GitHubAnnotation(
                    file: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column,
                    title: "script error", message: diagnostic.problem.message)
            }, output: output)
            report.outcome = .scriptError
            report.testCase = JUnitReport.TestCase(name: flow.displayPath, error: error.description)
            report.page = pageEntry(flow.displayPath, .scriptError, notes: [error.description])
            (report.standard, report.error) = buffer.text
            return report
        }
        if let reason = reasonToSkip(tags: script.tags, feature: feature, settings: settings) {
            output.standard("skipped: \(VisibleText.escapedLine(flow.displayPath)) (\(reason))\n")
            report.outcome = .skipped
            report.skipReason = reason
            report.testCase = JUnitReport.TestCase(name: flow.displayPath, skipped: reason)
            report.page = pageEntry(flow.displayPath, .skipped, notes: [reason])
            (report.standard, report.error) = buffer.text
            return report
        }
        let session: FlowSession<Feature>
        do {
            session = try FlowSession(
                feature: feature,
                name: Self.recordingName(of: flow.path, settings: settings) + (row.map { "." + $0.recordingSuffix } ?? ""),
                settings: settings,
                secrets: parser.secrets)
        } catch {
            let message = "cannot start \(feature.name) for \(flow.displayPath): \(parser.secrets.mask("\(error)"))"
            output.error("\(invocation.program): error: \(message)\n")
            annotate([GitHubAnnotation(file: file.displayPath, title: "flow did not start", message: message)], output: output)
            report.outcome = .scriptError
            report.testCase = JUnitReport.TestCase(name: flow.displayPath, error: message)
            report.page = pageEntry(flow.displayPath, .scriptError, notes: [message])
            (report.standard, report.error) = buffer.text
            return report
        }
        let sessionRecorder = arguments.recordSession.map { _ in
            SessionRecorder<Feature.Store.Command, Feature.Backend>(clock: session.clock, checkpoints: arguments.recordingCheckpoints)
        }
        if let sessionRecorder { session.record(into: sessionRecorder) }
        let (result, steps) = await run(
            script, in: session, checkedBy: ExplorationChecker.forSession(session, of: feature), path: flow.displayPath,
            row: row, deadline: deadline, output: output)
        report.outcome = result.passed ? .passed : .failed
        var notes: [String] = []
        var closingNotes: [String] = []
        if let check = result.transcriptCheck, check.isFailure {
            // A failed step is the cause: its own error comes first, the
            // transcript's check (which a broken run always fails) after the steps.
            if result.failures.isEmpty { notes.append(check.message) } else { closingNotes.append(check.message) }
        }
        if let sessionRecorder, let out = arguments.recordSession {
            let note = SessionRecordingTarget.save(
                sessionRecorder, to: out, in: invocation.currentDirectory, program: invocation.program, force: arguments.force,
                flows: [file.path])
            if note.failed {
                output.error(note.text)
                notes.append(note.text)
                report.outcome = .failed
            } else {
                output.standard(note.text)
            }
        }
        report.testCase = JUnitReport.TestCase(result)
        report.page = pageEntry(flow.displayPath, report.outcome == .passed ? .passed : .failed, notes: notes, steps: steps)
        report.page?.closingNotes = closingNotes
        (report.standard, report.error) = buffer.text
        return report
    }

    /// A flow as the `--report` page shows it; `nil` without `--report`.
    private func pageEntry(
        _ path: String, _ outcome: RunReportPage.Flow.Outcome, notes: [String], steps: [RunReportPage.Step] = []
    ) -> RunReportPage.Flow? {
        guard arguments.reportDirectory != nil else { return nil }
        return RunReportPage.Flow(path: path, outcome: outcome, notes: notes, steps: steps)
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
        checkedBy checker: ExplorationChecker<Feature>?, path: String, row: FlowRow?, deadline: FlowDeadline?,
        output: ToolOutput
    ) async -> (FlowResult, [RunReportPage.Step]) {
        // An annotation's title names the row it failed in.
        let rowNote = row.map { " [\($0.title)]" } ?? ""
        // With `--report`, each step and the screen after it, drawn masked as `--show screen` prints it.
        let reporting = arguments.reportDirectory != nil
        var reportedSteps: [RunReportPage.Step] = []
        var reportedScreen: String?
        let verbose = mode == .run
        let show = arguments.show
        func write(_ lines: [String]) {
            guard !lines.isEmpty else { return }
            output.standard(lines.map { $0 + "\n" }.joined())
        }
        if verbose { write(["== \(VisibleText.escapedLine(path))"]) }
        var printedView = ""
        var failures: [ScriptFailure] = []
        // Failed steps other than those that only recorded a screen.
        var brokenSteps = 0
        let steps = script.flattenedSteps
        var ranPastDeadline = false
        var currentStepNames: [String] = []
        for step in steps {
            checker?.willRun(step)
            var outcome: FlowSession<Feature>.StepOutcome
            if let deadline {
                let ran = await deadline.execute(step, in: session)
                outcome = ran.outcome
                if ran.expired {
                    // The step ran past the deadline, its work cancelled: the
                    // failure is located at it, and no later step runs.
                    ranPastDeadline = true
                    outcome.failedOnlyByRecording = false
                    let source = session.shownSource(of: step)
                    outcome.failure = session.failure(
                        of: step,
                        message: "\(deadline.reason) while `\(source)` ran; its work was cancelled and the flow's later steps not run")
                }
            } else {
                outcome = await session.execute(step)
            }
            // An explorable feature's invariants and checks hold after every step.
            if outcome.failure == nil, !outcome.skipped, let message = checker?.failure(after: step) {
                outcome.failure = session.failure(of: step, message: message)
            }
            // A named step is announced where its statements begin.
            let beginningStepTitle = step.stepNames != currentStepNames ? session.stepTitle(of: step) : nil
            currentStepNames = step.stepNames
            if verbose {
                var lines: [String] = []
                if let title = beginningStepTitle {
                    lines.append("-- step \(VisibleText.escapedLine(title))")
                }
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
            if reporting {
                let screen: String
                do {
                    screen = try session.screen()
                } catch {
                    screen = "(the screen cannot be drawn: \(error))"
                }
                reportedSteps.append(RunReportPage.Step(
                    location: "\(step.location.file):\(step.location.line)", source: session.shownSource(of: step),
                    screen: screen == reportedScreen && outcome.failure == nil ? nil : screen,
                    failure: outcome.failure.map { failure in
                        "\(failure.location): error: \(failure.message)" },
                    title: beginningStepTitle))
                reportedScreen = screen
            }
            if let failure = outcome.failure {
                // Reported as it happens, and the flow goes on.
                output.error(failure.description + "\n")
                annotate([GitHubAnnotation(
                    file: failure.location.file, line: failure.location.line, column: failure.location.column,
                    title: (failure.stepTitle.map { "flow step \($0) failed" } ?? "flow step failed") + rowNote,
                    message: failure.message + "\n" + failure.source)], output: output)
                failures.append(failure)
                if !outcome.failedOnlyByRecording { brokenSteps += 1 }
            }
            if ranPastDeadline { break }
        }
        // Masked as it was recorded, value by value. Its text is made only
        // to be compared: `run` printed its blocks as the flow went.
        var transcript = ""
        var check: SnapshotOutcome?
        // A flow stopped at its deadline has only part of its transcript: not compared.
        if mode == .check, !ranPastDeadline, let snapshots = session.settings.snapshots {
            transcript = session.transcript.text
            // A flow some of whose steps could not run has only part of its
            // transcript: compared, never recorded. One whose step failed is
            // a broken run: not recorded as a new baseline unless the record
            // mode asks to write what differs.
            check = snapshots.verifyTranscript(
                transcript, flow: session.name, callSite: path, failedSteps: brokenSteps, isComplete: session.isComplete)
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
        return (result, reportedSteps)
    }
}
