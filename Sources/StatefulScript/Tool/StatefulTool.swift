import Foundation
import Stateful
import StatefulSnapshot
import StatefulText

/// The `stateful` command-line tool, for whatever features you register.
///
/// The `stateful` executable is this, with the login feature:
///
/// ```swift
/// import StatefulScript
///
/// await StatefulTool(features: [LoginScriptFeature()]).main()
/// ```
///
/// Subcommands: `run` (the default), `check`, `interactive`, `snapshots`,
/// `help`; see ``HelpText`` or `stateful --help`. Exit status: 0 success,
/// 1 a failed expectation or check, 2 a usage or script error.
@MainActor
public struct StatefulTool {
    /// The features flows can drive.
    public var features: [any ScriptableFeature]
    /// The tool's name in help and messages.
    public var programName: String
    /// The flows `run` uses when given none: their files, and how to name
    /// them in output (a path that does not depend on the machine).
    public var defaultRunFlows: [(url: URL, displayPath: String)]
    /// The flows `check` uses when given none.
    public var defaultCheckFlows: [(url: URL, displayPath: String)]

    /// Creates a tool.
    public init(
        features: [any ScriptableFeature],
        programName: String = "stateful",
        defaultRunFlows: [(url: URL, displayPath: String)] = [],
        defaultCheckFlows: [(url: URL, displayPath: String)] = []
    ) {
        self.features = features
        self.programName = programName
        self.defaultRunFlows = defaultRunFlows
        self.defaultCheckFlows = defaultCheckFlows
    }

    /// Runs with the process's arguments, environment and standard streams,
    /// then exits with the status.
    public func main() async -> Never {
        let status = await run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            input: .process,
            output: .process)
        exit(status)
    }

    /// Runs one command line and returns its exit status.
    public func run(
        arguments: [String],
        environment: [String: String],
        currentDirectory: URL,
        input: ToolInput,
        output: ToolOutput
    ) async -> Int32 {
        // Paths are resolved against it: make sure it is taken as a directory.
        let currentDirectory = URL(fileURLWithPath: currentDirectory.path, isDirectory: true)
        let parsed: ToolArguments
        do {
            parsed = try ToolArguments.parse(arguments)
        } catch {
            output.error("\(programName): error: \(error.message)\nRun '\(programName) --help' for usage.\n")
            return ScriptExitStatus.scriptError.rawValue
        }
        if parsed.helpRequested || parsed.subcommand == .help {
            if parsed.subcommand == .snapshots || parsed.helpTopic == .snapshots {
                output.standard(SnapshotReviewCommand.usage(programName: "\(programName) snapshots"))
            } else if let topic = parsed.helpTopic ?? (parsed.subcommand == .help || arguments.first?.hasPrefix("-") != false ? nil : parsed.subcommand) {
                output.standard(HelpText.subcommand(topic, program: programName))
            } else {
                output.standard(HelpText.tool(programName, features: features.map { ($0.name, $0.summary) }))
            }
            return ScriptExitStatus.success.rawValue
        }
        if parsed.subcommand == .snapshots {
            let result = SnapshotReviewCommand.run(
                parsed.passthrough, currentDirectory: currentDirectory,
                environment: SnapshotEnvironment(environment), programName: "\(programName) snapshots")
            if !result.output.isEmpty { output.standard(result.output) }
            if !result.errorOutput.isEmpty { output.error(result.errorOutput) }
            return result.exitCode
        }
        let feature: any ScriptableFeature
        do {
            feature = try selectFeature(parsed.feature)
        } catch {
            output.error("\(programName): error: \(error.message)\n")
            return ScriptExitStatus.scriptError.rawValue
        }
        return await run(feature, parsed, environment: environment, currentDirectory: currentDirectory, input: input, output: output)
    }

    private func selectFeature(_ name: String?) throws(ToolUsageError) -> any ScriptableFeature {
        let names = features.map(\.name)
        guard let name else {
            guard features.count == 1, let only = features.first else {
                throw ToolUsageError(features.isEmpty
                    ? "no feature is registered with this tool"
                    : "this tool has several features; choose one with --feature (" + names.joined(separator: ", ") + ")")
            }
            return only
        }
        guard let feature = features.first(where: { $0.name == name }) else {
            throw ToolUsageError("unknown feature '\(name)'"
                + (Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? "")
                + " (features: " + names.joined(separator: ", ") + ")")
        }
        return feature
    }

    // MARK: Running flows

    private func run<Feature: ScriptableFeature>(
        _ feature: Feature, _ arguments: ToolArguments,
        environment: [String: String], currentDirectory: URL, input: ToolInput, output: ToolOutput
    ) async -> Int32 {
        let snapshotEnvironment = SnapshotEnvironment(environment)
        do {
            _ = try snapshotEnvironment.recordMode()
        } catch {
            output.error("\(programName): error: \(error.description)\n")
            return ScriptExitStatus.scriptError.rawValue
        }
        var settings = FlowSettings(width: arguments.width, server: arguments.server)
        if let directory = arguments.snapshotsDirectory {
            let root = URL(fileURLWithPath: directory, isDirectory: true, relativeTo: currentDirectory).standardizedFileURL
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
                output.error("\(programName): error: --snapshots \(directory) is not a package root (it has no Package.swift)\n")
                return ScriptExitStatus.scriptError.rawValue
            }
            settings.snapshots = FlowSnapshotSettings(
                layout: SnapshotLayout(packageRoot: root), environment: snapshotEnvironment, record: arguments.record)
        } else if let layout = try? SnapshotLayout(containing: currentDirectory.appendingPathComponent("flow").path) {
            settings.snapshots = FlowSnapshotSettings(layout: layout, environment: snapshotEnvironment, record: arguments.record)
        } else if arguments.subcommand == .check {
            output.error("\(programName): error: no Package.swift above \(currentDirectory.path) to keep recordings in; "
                + "run inside the package or pass --snapshots DIR\n")
            return ScriptExitStatus.scriptError.rawValue
        }
        let parserOptions = ScriptParserOptions(
            parameters: arguments.parameters, environment: environment, secretParameters: arguments.secretParameters,
            screenWidthPresets: FlowSettings.widthPresets.keys.sorted())

        if arguments.subcommand == .interactive {
            return await interactive(feature, settings: settings, options: parserOptions,
                                     currentDirectory: currentDirectory, input: input, output: output)
        }
        let flows: [(url: URL, displayPath: String)]
        if arguments.flows.isEmpty {
            let defaults = arguments.subcommand == .check ? defaultCheckFlows : defaultRunFlows
            guard !defaults.isEmpty else {
                output.error("\(programName): error: give the flow files to \(arguments.subcommand.rawValue)\n")
                return ScriptExitStatus.scriptError.rawValue
            }
            flows = defaults
        } else {
            flows = arguments.flows.map { (URL(fileURLWithPath: $0, relativeTo: currentDirectory), $0) }
        }

        var results: [FlowResult] = []
        var scriptErrors = 0
        for flow in flows {
            var parser = FlowScriptParser<Feature.Store.Command>(options: parserOptions)
            let script: FlowScript<Feature.Store.Command>
            do {
                script = try parser.parse(contentsOf: flow.url, displayPath: flow.displayPath)
            } catch {
                output.error(error.description + (error.description.hasSuffix("\n") ? "" : "\n"))
                scriptErrors += 1
                continue
            }
            let name = flow.url.deletingPathExtension().lastPathComponent
            let session: FlowSession<Feature>
            do {
                session = try FlowSession(feature: feature, name: name, settings: settings, secrets: parser.secrets)
            } catch {
                output.error("\(programName): error: cannot start \(feature.name) for \(flow.displayPath): \(parser.secrets.mask("\(error)"))\n")
                scriptErrors += 1
                continue
            }
            let result = await run(script, in: session, path: flow.displayPath, mode: arguments.subcommand,
                                   show: arguments.show, masker: parser.secrets, output: output)
            results.append(result)
        }

        if let junit = arguments.junit {
            let url = URL(fileURLWithPath: junit, relativeTo: currentDirectory)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(JUnitReport.xml(suite: "\(programName) check", results: results).utf8).write(to: url, options: .atomic)
            } catch {
                output.error("\(programName): error: cannot write the JUnit report to \(junit): \(error.localizedDescription)\n")
                return ScriptExitStatus.scriptError.rawValue
            }
        }
        let failed = results.filter { !$0.passed }.count
        output.standard("flows: \(results.count - failed) passed, \(failed + scriptErrors) failed\n")
        if scriptErrors > 0 { return ScriptExitStatus.scriptError.rawValue }
        return failed > 0 ? ScriptExitStatus.expectationFailed.rawValue : ScriptExitStatus.success.rawValue
    }

    /// Runs one parsed flow; prints as `mode` and `show` say.
    private func run<Feature: ScriptableFeature>(
        _ script: FlowScript<Feature.Store.Command>, in session: FlowSession<Feature>, path: String,
        mode: ToolArguments.Subcommand, show: Set<ToolArguments.Display>, masker: SecretMasker, output: ToolOutput
    ) async -> FlowResult {
        let verbose = mode == .run
        func write(_ lines: [String]) {
            guard !lines.isEmpty else { return }
            output.standard(lines.map { masker.mask($0) + "\n" }.joined())
        }
        if verbose { write(["== \(path)"]) }
        var printedBlocks: [Transcript.Block] = []
        var printedView = ""
        var failures: [ScriptFailure] = []
        let steps = script.flattenedSteps
        for step in steps {
            let outcome = await session.execute(step)
            if verbose {
                var lines = ["-- \(step.location.file):\(step.location.line): \(step.maskedSource)"]
                if show.contains(.transcript) {
                    let blocks = session.transcript.blocks
                    for (index, block) in blocks.enumerated() where index >= printedBlocks.count || printedBlocks[index] != block {
                        lines += block.lines
                    }
                    printedBlocks = blocks
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
                failures.append(failure)
                break
            }
        }
        let transcript = masker.mask(session.transcript.text)
        var check: SnapshotOutcome?
        // A flow that stopped at a failed step has only part of its
        // transcript: never record or compare that.
        if mode == .check, failures.isEmpty, let snapshots = session.settings.snapshots {
            check = snapshots.verify(transcript, flow: session.name, named: nil, callSite: path)
        }
        await session.finish()

        for failure in failures {
            output.error(masker.mask(failure.description) + "\n")
        }
        if let check, check.isFailure {
            output.error(masker.mask(check.message) + (check.message.hasSuffix("\n") ? "" : "\n"))
        }
        let result = FlowResult(path: path, stepCount: steps.count, failures: failures, transcript: transcript, transcriptCheck: check)
        let status = result.passed ? "ok" : "FAILED"
        write(["\(status): \(path) (\(steps.count) steps)"])
        return result
    }

    // MARK: Interactive

    private func interactive<Feature: ScriptableFeature>(
        _ feature: Feature, settings: FlowSettings, options: ScriptParserOptions,
        currentDirectory: URL, input: ToolInput, output: ToolOutput
    ) async -> Int32 {
        let session: FlowSession<Feature>
        do {
            session = try FlowSession(feature: feature, name: "interactive", settings: settings)
        } catch {
            output.error("\(programName): error: cannot start \(feature.name): \(error)\n")
            return ScriptExitStatus.scriptError.rawValue
        }
        var parser = FlowScriptParser<Feature.Store.Command>(options: options)
        var status = ScriptExitStatus.success
        func showScreen() {
            session.addSecrets(parser.secrets)
            output.standard((try? session.screen()) ?? session.outline)
        }
        if input.isInteractive {
            output.standard("\(programName) interactive: type statements (see '\(programName) help run'); 'quit' ends.\n")
        }
        showScreen()
        var lineNumber = 0
        while true {
            if input.isInteractive { output.standard("> ") }
            guard let line = input.readLine() else { break }
            lineNumber += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed == "quit" || trimmed == "exit" { break }
            let script: FlowScript<Feature.Store.Command>
            do {
                script = try parser.parse(source: line, path: "<stdin>", directory: currentDirectory, firstLine: lineNumber)
            } catch {
                output.error(error.description + (error.description.hasSuffix("\n") ? "" : "\n"))
                status = .scriptError
                continue
            }
            session.addSecrets(parser.secrets)
            var printed = false
            for step in script.flattenedSteps {
                let outcome = await session.execute(step)
                if !outcome.printed.isEmpty {
                    output.standard(outcome.printed.map { parser.secrets.mask($0) + "\n" }.joined())
                    printed = true
                }
                if let failure = outcome.failure {
                    output.error(parser.secrets.mask(failure.description) + "\n")
                    if status == .success { status = .expectationFailed }
                }
            }
            if !printed { showScreen() }
        }
        await session.finish()
        return status.rawValue
    }
}
