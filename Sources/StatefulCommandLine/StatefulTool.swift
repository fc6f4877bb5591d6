import Foundation
import StatefulScript
import StatefulSnapshot

/// A complete flow tool for the features you register: `run`, `check`,
/// `interactive`, `snapshots` and `help`, with one argument parser, one help
/// generator and one exit-status convention (``ExitStatus``).
///
/// A team's executable target is a few lines:
///
/// ```swift
/// // Sources/profile-flows/main.swift
/// import StatefulCommandLine   // and the module that declares ProfileScriptFeature
///
/// await StatefulTool(
///     name: "profile-flows",
///     features: [ProfileScriptFeature()],
///     flowsDirectory: "Flows"
/// ).main()
/// ```
///
/// Every usage line, hint and failure message names the tool as `name`
/// (`swift run profile-flows snapshots accept …`), and a feature's own options
/// (``/StatefulScript/FeatureOption``) appear only in tools that register it.
@MainActor
public struct StatefulTool {
    /// The executable's name, as usage lines and messages show it.
    public var name: String
    /// The features flows can drive.
    public var features: [any ScriptableFeature]
    /// The folder, relative to the package root, whose `*.flow` files (not
    /// those in its subfolders, which are for `include`) `check` runs when
    /// given no flow; `nil` when the tool has no default flows.
    public var flowsDirectory: String?
    /// The file names in ``flowsDirectory`` that `run` runs when given no
    /// flow; empty to run them all.
    public var defaultRunFlows: [String]
    /// How a person runs the tool from the package root, for hints:
    /// `swift run NAME` by default.
    public var invocation: String
    /// The tool's own executable, which `check --jobs N` starts N times to
    /// check flows in parallel; ``main()`` sets it. Without it (a tool run
    /// in-process, as in tests), `check` runs its flows one after another.
    public var executable: URL?

    /// Creates a tool.
    ///
    /// - Parameters:
    ///   - name: The executable's name.
    ///   - features: The features flows can drive; with several, `--feature`
    ///     chooses.
    ///   - flowsDirectory: The package's flows, relative to its root.
    ///   - defaultRunFlows: What `run` runs with no flow (file names in
    ///     `flowsDirectory`); all of them by default.
    ///   - invocation: How hints tell a person to run the tool; `swift run NAME`
    ///     by default.
    public init(
        name: String,
        features: [any ScriptableFeature],
        flowsDirectory: String? = nil,
        defaultRunFlows: [String] = [],
        invocation: String? = nil
    ) {
        self.name = name
        self.features = features
        self.flowsDirectory = flowsDirectory
        self.defaultRunFlows = defaultRunFlows
        self.invocation = invocation ?? "swift run \(name)"
    }

    /// Runs with the process's arguments, environment and standard streams,
    /// then exits with the status.
    public func main() async -> Never {
        var tool = self
        // Paths are resolved against the current directory, which Foundation
        // gives repaired when it is not UTF-8 (0xFF as U+FFFD): said plainly.
        if let directory = RawArguments.currentDirectory(), directory.string == nil {
            ToolOutput.process.forPeople().error(
                "\(name): error: the current directory \(directory.shown) is not valid UTF-8, and \(name) must run "
                    + "in one that is: run it from a folder above, giving the flows' paths from there\n")
            exit(ExitStatus.usageError.rawValue)
        }
        if tool.executable == nil {
            tool.executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        }
        // A flow path need not be UTF-8: the arguments' own bytes go along
        // with the text Swift made of them (0xFF repaired as U+FFFD).
        let arguments = Array(CommandLine.arguments.dropFirst())
        let bytes = RawArguments.bytes()
        let status = await tool.run(
            arguments: arguments,
            argumentBytes: bytes.count == arguments.count ? bytes : nil,
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            input: .process,
            output: .process)
        exit(status)
    }

    /// Runs one command line and returns its exit status (``ExitStatus``).
    public func run(
        arguments: [String],
        environment: [String: String],
        currentDirectory: URL,
        input: ToolInput,
        output: ToolOutput
    ) async -> Int32 {
        await run(
            arguments: arguments, argumentBytes: nil, environment: environment, currentDirectory: currentDirectory,
            input: input, output: output)
    }

    /// Runs one command line whose arguments' bytes (`argumentBytes`, one
    /// for each of `arguments`) need not be UTF-8.
    func run(
        arguments: [String],
        argumentBytes: [[UInt8]]?,
        environment: [String: String],
        currentDirectory: URL,
        input: ToolInput,
        output: ToolOutput
    ) async -> Int32 {
        // Everything printed from here on is for a person: escaped, so that
        // nothing from a file, a flow, a path or a server is interpreted.
        let output = output.forPeople()
        let help = helpText
        let parsed: ToolArguments
        do {
            parsed = try ToolArguments.parse(arguments, bytes: argumentBytes, featureOptions: help.featureOptions)
        } catch {
            output.error("\(name): error: \(error.message)\nRun '\(name) --help' for usage.\n")
            return ExitStatus.usageError.rawValue
        }
        // A relative SNAPSHOT_ARTIFACTS is relative to the directory the tool
        // runs in, which is not the process's own when a test runs the tool.
        var environment = environment
        if let artifacts = environment[SnapshotEnvironment.artifactsVariable], !artifacts.isEmpty, !artifacts.hasPrefix("/") {
            environment[SnapshotEnvironment.artifactsVariable] = URL(
                fileURLWithPath: artifacts, isDirectory: true,
                relativeTo: URL(fileURLWithPath: currentDirectory.path, isDirectory: true)).standardizedFileURL.path
        }
        let invocation = ToolInvocation(
            tool: self, arguments: parsed, rawArguments: arguments, environment: environment,
            // Paths are resolved against it: make sure it is taken as a directory.
            currentDirectory: URL(fileURLWithPath: currentDirectory.path, isDirectory: true),
            input: input, output: output)
        if parsed.helpRequested || parsed.subcommand == .help {
            return HelpCommand(help: help).run(invocation)
        }
        switch parsed.subcommand {
        case .run:
            return await RunCommand().run(invocation)
        case .check:
            return await CheckCommand().run(invocation)
        case .interactive:
            return await InteractiveCommand().run(invocation)
        case .explore:
            return await ExploreCommand().run(invocation)
        case .snapshots:
            return SnapshotsCommand().run(invocation)
        case .help:
            return HelpCommand(help: help).run(invocation)
        }
    }

    /// The review command hints name: `swift run NAME snapshots`.
    var reviewCommand: String { "\(invocation) snapshots" }

    var helpText: HelpText {
        HelpText(
            program: name,
            features: features.map { feature in
                (feature.name, feature.summary, feature.options.map { option in
                    OptionSpec(name: option.name, valueName: option.valueName, summary: option.summary, feature: feature.name)
                })
            },
            defaultFlows: flowsDirectory.map { directory in
                let all = "every flow in \(directory)/ (not in its subfolders)"
                return (defaultRunFlows.isEmpty ? all : defaultRunFlows.map { "\(directory)/\($0)" }.joined(separator: ", "), all)
            })
    }
}
