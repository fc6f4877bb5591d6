import Foundation
import StatefulScript
import StatefulSnapshot
import StatefulText

/// A command line of a ``StatefulTool``, parsed: the tool's one argument
/// parser, for every subcommand, driven by the option tables in
/// ``options(for:featureOptions:)`` (which the help is written from too).
struct ToolArguments {
    enum Subcommand: String, CaseIterable {
        case run, check, interactive, explore, snapshots, help
    }

    /// What `snapshots` does.
    enum SnapshotsAction: String, CaseIterable {
        case list, review, report, accept, reject, orphans
        case resetUsage = "reset-usage"
        case check, migrate
    }

    /// How `check` reports failures besides its text.
    enum OutputFormat: String, CaseIterable {
        /// The text only.
        case text
        /// The text, and a GitHub Actions annotation for each failure.
        case github
    }

    /// What `run` prints for each step.
    enum Display: String, CaseIterable {
        case transcript, screen, outline
    }

    var subcommand: Subcommand = .run
    /// Whether the command line named the subcommand (`run --help` is run's
    /// help, `--help` the tool's).
    var subcommandWritten = false
    /// The flow files of `run` and `check`; the paths of `snapshots accept|reject`.
    var paths: [String] = []
    /// The flow files of `run` and `check` as their bytes, which need not
    /// be UTF-8 (see ``/StatefulScript/RawPath``), in the order given.
    var flowPaths: [RawPath] = []
    /// Where each of ``flowPaths`` was on the command line (an index into
    /// the arguments; -1 for one given with `--flow-path-bytes`), so a
    /// parallel check can pass its workers the same paths as bytes.
    var flowPathIndices: [Int] = []
    /// Where `--` was, after which every argument is a path.
    var separatorIndex: Int?
    var show: Set<Display> = [.transcript, .screen]
    var width: StatefulText.ScreenWidth = .compact
    var parameters: [String: String] = [:]
    var secretParameters: Set<String> = []
    var record: SnapshotRecordMode?
    var junit: String?
    /// `--format`: how `check` reports failures.
    var format: OutputFormat = .text
    /// `--shard K/N`: this run checks the K-th of N parts of the flows.
    var shard: FlowShard?
    /// `--jobs N`: how many processes check flows at once.
    var jobs: Int?
    /// A parallel check's worker: which of its parent's flows it runs
    /// (every N-th, from the K-th), and where it reports them.
    var worker: FlowShard?
    var workerResults: String?
    var snapshotsDirectory: String?
    /// `--tag T` (repeatable): only flows tagged with one of these run.
    var tags: [FlowTag] = []
    /// `--skip-tag T` (repeatable): flows tagged with one of these are skipped.
    var skipTags: [FlowTag] = []
    /// `--report DIR`: the folder the page of the whole run is written into.
    var reportDirectory: String?
    /// `run --record-session OUT`: the flow file the run is recorded into.
    var recordSession: String?
    /// `run --force`: `--record-session OUT` may replace an existing OUT.
    var force = false
    /// `run --checkpoints screens`: the recording checks the screen after each step.
    var recordingCheckpoints: RecordingCheckpoints = .none
    var feature: String?
    /// The values of features' own options, by option name.
    var featureOptions: [String: String] = [:]
    var snapshotsAction: SnapshotsAction = .list
    var deleteOrphans = false
    /// `snapshots migrate --dry-run`: show the moves without making them.
    var dryRun = false
    /// `snapshots migrate --unnumber`: a test's only `<test>.1.<ext>` becomes `<test>.<ext>`.
    var unnumber = false
    /// `--yes`: `orphans --delete` removes more than a handful without asking.
    var assumeYes = false
    /// `snapshots report --html DIR`: the folder the page goes into.
    var htmlDirectory: String?
    var helpRequested = false
    /// `help`'s subject.
    var helpTopic: Subcommand?
    /// `explore`'s seed, runs, steps and where it writes the shrunk flow.
    var exploration = ExplorationBudget.standard
    var exploreOut: String?
    /// `explore merge FILE...`: combine the results shards wrote.
    var exploreMerge = false
    /// `explore --results PATH`: where the results are written for `explore merge`.
    var exploreResults: String?
    /// `explore --for DURATION`: the time budget.
    var exploreDuration: Duration?
    /// Whether `--runs` was given (without it, `--for` runs up to the limit).
    var exploreRunsGiven = false
    /// `--timeout D`: how long one flow of `run`/`check` may take, by the wall clock.
    var flowTimeout: Duration?
    /// `--total-timeout D`: how long the whole `run`/`check` may take, by the wall clock.
    var totalTimeout: Duration?

    /// The deadline options of `run` and `check`.
    static let deadlineOptions: [OptionSpec] = [
        OptionSpec(name: "--timeout", valueName: "DURATION",
                   summary: "fail a flow that runs longer than DURATION (500ms, 30s, 10m) by the wall clock,\nat the step running then, its work cancelled; the other flows go on"),
        OptionSpec(name: "--total-timeout", valueName: "DURATION",
                   summary: "stop the whole run after DURATION (500ms, 30s, 10m): the flow running then fails\nat its step, and every flow not run yet is reported as not run"),
    ]

    /// The options shared by the subcommands that run flows.
    static let flowOptions: [OptionSpec] = [
        OptionSpec(name: "--width", valueName: "W",
                   summary: "screen width: compact (36), regular (48) or 20-400 columns (default compact)"),
        OptionSpec(name: "--param", valueName: "NAME=VALUE",
                   summary: "set a script parameter ${NAME} (repeatable; the environment also supplies them)"),
        OptionSpec(name: "--secret", valueName: "NAME",
                   summary: "treat parameter NAME as secret: masked in everything printed or written"),
        OptionSpec(name: "--feature", valueName: "NAME", summary: "the feature to drive, when the tool has several"),
        OptionSpec(name: "--snapshots", valueName: "DIR",
                   summary: "the folder whose __Snapshots__/ holds recordings: any existing folder (default: the\nnearest directory above the current one with a Package.swift)"),
        OptionSpec(name: "--record", valueName: "MODE",
                   summary: "all | missing | failed | never, overriding SNAPSHOT_TESTING_RECORD\n(under CI nothing is ever recorded)"),
    ]

    /// The options of `run` and `check` that choose flows and report on them.
    static let selectionOptions: [OptionSpec] = [
        OptionSpec(name: "--tag", valueName: "T",
                   summary: "run only the flows tagged T (repeatable: flows with any of the tags); the others\nare listed as skipped"),
        OptionSpec(name: "--skip-tag", valueName: "T",
                   summary: "skip the flows tagged T (repeatable: flows with any of the tags)"),
        OptionSpec(name: "--report", valueName: "DIR",
                   summary: "also write a page of the whole run, DIR/index.html: each flow and step with the\nscreen after it, failures first (written under CI too, as you named the folder)"),
    ]

    /// Every option `subcommand` takes, features' own options included.
    static func options(for subcommand: Subcommand, featureOptions: [OptionSpec]) -> [OptionSpec] {
        switch subcommand {
        case .run:
            [
                OptionSpec(name: "--show", valueName: "WHAT",
                           summary: "transcript, screen, outline or all, comma-separated (default transcript,screen)"),
                OptionSpec(name: "--record-session", valueName: "OUT",
                           summary: "also write what the flow sent, with its clock and backend, as a new flow to OUT\n(one flow; written even under CI, as you named the file; secrets become `secret` parameters)"),
                OptionSpec(name: "--checkpoints", valueName: "WHAT",
                           summary: "with --record-session: none (default), or screens: check the screen after each step"),
                OptionSpec(name: "--force", valueName: nil,
                           summary: "with --record-session: replace OUT if it exists (never the flow being run)"),
            ]
                + selectionOptions + deadlineOptions + flowOptions + featureOptions
        case .check:
            [
                OptionSpec(name: "--junit", valueName: "PATH", summary: "also write a JUnit XML report to PATH"),
                OptionSpec(name: "--format", valueName: "FORMAT",
                           summary: "text (default), or github: also print a GitHub Actions annotation\n(::error file=…,line=…::…) for each failure, shown on the pull request"),
                OptionSpec(name: "--shard", valueName: "K/N",
                           summary: "check only the K-th of N parts of the flows (1 <= K <= N), for a CI matrix;\nthe same flow always falls in the same part"),
                OptionSpec(name: "--jobs", valueName: "N",
                           summary: "check flows in N processes at once (default: the number of cores); the output\nand the JUnit report keep the flows' order"),
                OptionSpec(name: "--worker", valueName: "K/N", summary: "", isHidden: true),
                OptionSpec(name: "--worker-results", valueName: "PATH", summary: "", isHidden: true),
                // A flow path as the hex of its bytes: how a worker is given a path that is not UTF-8.
                OptionSpec(name: ToolArguments.flowPathBytesOption, valueName: "HEX", summary: "", isHidden: true),
            ]
                + selectionOptions + deadlineOptions + flowOptions + featureOptions
        case .interactive:
            flowOptions + featureOptions
        case .explore:
            [
                OptionSpec(name: "--seed", valueName: "N", summary: "what chooses every step; the same seed explores the same way (default 1)"),
                OptionSpec(name: "--runs", valueName: "N", summary: "how many sequences to run, each in a fresh session (default 200)"),
                OptionSpec(name: "--steps", valueName: "K", summary: "how many steps each sequence has at most (default 30)"),
                OptionSpec(name: "--for", valueName: "DURATION",
                           summary: "stop starting runs after DURATION (30s, 10m) by the wall clock (without --runs: up to\n100000 runs); each run done explores as it would without --for"),
                OptionSpec(name: "--out", valueName: "DIR",
                           summary: "the folder the shrunk flows of failures are written to, and whose flows of earlier\nfailures are replayed first (default Flows/Explored; under CI nothing is written\nunless --out is given)"),
                OptionSpec(name: "--jobs", valueName: "N",
                           summary: "explore in N processes at once (default: the number of cores); the output is the\nsame whatever N is"),
                OptionSpec(name: "--shard", valueName: "K/N",
                           summary: "explore only the K-th of N parts of the runs (1 <= K <= N), for a CI matrix; write\neach part's --results and combine them with 'explore merge'"),
                OptionSpec(name: "--results", valueName: "PATH",
                           summary: "also write the results (coverage and shrunk failures, secrets masked) as JSON to\nPATH, for 'explore merge' (written under CI too, as you named the file)"),
                OptionSpec(name: "--junit", valueName: "PATH", summary: "also write a JUnit XML report to PATH: a test case per failed check"),
                OptionSpec(name: "--report", valueName: "DIR",
                           summary: "also write a page of the exploration, DIR/index.html: each failure's shrunk flow\nwith the screen after each step, and the coverage"),
                OptionSpec(name: "--width", valueName: "W",
                           summary: "screen width: compact (36), regular (48) or 20-400 columns (default compact)"),
                OptionSpec(name: "--feature", valueName: "NAME", summary: "the feature to explore, when the tool has several"),
                OptionSpec(name: "--worker", valueName: "K/N", summary: "", isHidden: true),
                OptionSpec(name: "--worker-results", valueName: "PATH", summary: "", isHidden: true),
            ] + featureOptions
        case .snapshots:
            [
                OptionSpec(name: "--root", valueName: "DIR",
                           summary: "the folder whose __Snapshots__/ holds the snapshots: any existing folder (default:\nthe nearest directory above the current one with a Package.swift)"),
                OptionSpec(name: "--delete", valueName: nil, summary: "with orphans: remove the orphaned files"),
                OptionSpec(name: "--dry-run", valueName: nil, summary: "with migrate: list the moves without making them"),
                OptionSpec(name: "--unnumber", valueName: nil, summary: "with migrate: rename a test's only <test>.1.<ext> to <test>.<ext>"),
                OptionSpec(name: "--yes", valueName: nil, summary: "with orphans --delete: remove more than a handful without asking"),
                OptionSpec(name: "--html", valueName: "DIR", summary: "with report: the folder to write the page (index.html) into"),
            ]
        case .help:
            []
        }
    }

    /// The hidden option a parallel check passes each flow path to its workers with.
    static let flowPathBytesOption = "--flow-path-bytes"

    /// Parses `arguments` (without the program name); `bytes`, when given,
    /// are the same arguments as the process received them, which need not
    /// be UTF-8: only a flow path of `run` or `check` may be other than UTF-8.
    static func parse(
        _ arguments: [String], bytes: [[UInt8]]? = nil, featureOptions: [OptionSpec]
    ) throws(ToolUsageError) -> ToolArguments {
        // An argument that is not UTF-8 is parsed as its escaped form
        // (`bad\xFF.flow`), so any message naming it shows its bytes, never U+FFFD.
        var texts = arguments
        if let bytes, bytes.count == arguments.count {
            for (index, argument) in bytes.enumerated() where String(validating: argument, as: UTF8.self) == nil {
                texts[index] = RawPath(bytes: argument).shown
            }
        }
        var parsed = try parseText(texts, featureOptions: featureOptions)
        parsed.flowPaths = parsed.flowPathIndices.enumerated().map { position, index in
            if index >= 0, let bytes, bytes.count == arguments.count { return RawPath(bytes: bytes[index]) }
            return parsed.flowPathsGivenAsBytes[position] ?? RawPath(parsed.paths[position])
        }
        // Anything else that is not UTF-8 reached the parser repaired (0xFF
        // as U+FFFD) and would name what does not exist: said plainly.
        let flowIndices = Set(parsed.flowPathIndices)
        for (index, argument) in (bytes ?? []).enumerated() where !flowIndices.contains(index) {
            guard String(validating: argument, as: UTF8.self) == nil else { continue }
            let shown = RawArguments.shown(argument)
            throw ToolUsageError("the argument '\(shown)' is not valid UTF-8, and only the flow paths (and folders) of run and check "
                + "may be: give a UTF-8 name instead (to rename a file: mv $'\(shown)' NEW-NAME)")
        }
        return parsed
    }

    /// Paths given with `--flow-path-bytes`, by their place among the flow paths.
    private var flowPathsGivenAsBytes: [Int: RawPath] = [:]

    private static func parseText(
        _ arguments: [String], featureOptions: [OptionSpec]
    ) throws(ToolUsageError) -> ToolArguments {
        var parsed = ToolArguments()
        var remaining = arguments[...]
        if let first = remaining.first, !first.hasPrefix("-") {
            if let subcommand = Subcommand(rawValue: first) {
                parsed.subcommand = subcommand
                parsed.subcommandWritten = true
                remaining = remaining.dropFirst()
            } else if !(first.contains("/") || first.hasSuffix(".flow")) {
                throw ToolUsageError(
                    "unknown subcommand '\(first)'"
                        + (Suggestion.closest(to: first, in: Subcommand.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? "")
                        + " (or, to run a flow, give its path ending in .flow)")
            }
        }
        let allowed = options(for: parsed.subcommand, featureOptions: featureOptions)
        var positional: [String] = []
        var positionalIndices: [Int] = []
        while let index = remaining.indices.first, let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" {
                parsed.helpRequested = true
                continue
            }
            if argument == "--" {
                parsed.separatorIndex = index
                positional += remaining
                positionalIndices += remaining.indices
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                positionalIndices.append(index)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = allowed.first(where: { $0.name == name }) else {
                // Which subcommands take it, so the message says where it belongs.
                let takers = Subcommand.allCases.filter { subcommand in
                    options(for: subcommand, featureOptions: featureOptions).contains { $0.name == name }
                }.map { "'\($0.rawValue)'" }
                let hint = !takers.isEmpty
                    ? " ('\(parsed.subcommand.rawValue)' does not take it; \(takers.joined(separator: ", ")) "
                        + "\(takers.count == 1 ? "does" : "do"))"
                    : Suggestion.closest(to: name, in: allowed.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                throw ToolUsageError("unknown option '\(name)' for '\(parsed.subcommand.rawValue)'\(hint)")
            }
            guard spec.takesValue else {
                if inlineValue != nil { throw ToolUsageError("\(name) takes no value") }
                try parsed.apply(flag: name)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw ToolUsageError("\(name) needs a value (\(spec.usage))")
            }
            if spec.feature != nil {
                parsed.featureOptions[name] = value
            } else if name == flowPathBytesOption {
                guard let path = RawPath(hex: value) else {
                    throw ToolUsageError("\(name) takes a path's bytes in hexadecimal, not '\(value)'")
                }
                parsed.flowPathsGivenAsBytes[positional.count] = path
                positional.append(path.text)
                positionalIndices.append(-1)
            } else {
                try parsed.apply(name, value)
            }
        }
        try parsed.applyPositional(positional)
        if parsed.force, parsed.recordSession == nil {
            throw ToolUsageError("--force goes with --record-session only: it lets the recording replace an existing file")
        }
        if parsed.subcommand == .run || parsed.subcommand == .check { parsed.flowPathIndices = positionalIndices }
        return parsed
    }

    private mutating func applyPositional(_ positional: [String]) throws(ToolUsageError) {
        switch subcommand {
        case .run, .check:
            paths = positional
        case .explore:
            if positional.first == "merge" {
                exploreMerge = true
                paths = Array(positional.dropFirst())
                guard !paths.isEmpty else {
                    throw ToolUsageError("'explore merge' takes the results files the shards wrote (--results PATH)")
                }
                let exploring: [(String, Bool)] = [
                    ("--seed, --runs and --steps", exploration != .standard), ("--for", exploreDuration != nil),
                    ("--jobs", jobs != nil), ("--shard", shard != nil), ("--results", exploreResults != nil),
                    ("--width", width != .compact), ("--feature", feature != nil), ("--worker", worker != nil),
                    ("the feature's options", !featureOptions.isEmpty),
                ]
                if let option = exploring.first(where: \.1)?.0 {
                    throw ToolUsageError("'explore merge' combines results as the shards wrote them: \(option) "
                        + "\(option.contains(" ") ? "go" : "goes") with 'explore'")
                }
                break
            }
            guard positional.isEmpty else {
                throw ToolUsageError("'explore' generates its own steps and takes no flow files (to combine the results "
                    + "of shards: 'explore merge FILE...')")
            }
            if worker != nil, workerResults == nil { throw ToolUsageError("--worker needs --worker-results") }
        case .interactive:
            guard positional.isEmpty else {
                throw ToolUsageError("'interactive' reads its statements from standard input and takes no flow files")
            }
        case .help:
            guard positional.count <= 1 else {
                throw ToolUsageError("'help' takes one subcommand: " + Subcommand.allCases.map(\.rawValue).joined(separator: ", "))
            }
            if let word = positional.first {
                guard let topic = Subcommand(rawValue: word) else {
                    throw ToolUsageError("'help' takes one subcommand: " + Subcommand.allCases.map(\.rawValue).joined(separator: ", ")
                        + (Suggestion.closest(to: word, in: Subcommand.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""))
                }
                helpTopic = topic
            }
        case .snapshots:
            guard let word = positional.first else { break }
            guard let action = SnapshotsAction(rawValue: word) else {
                let names = SnapshotsAction.allCases.map(\.rawValue)
                throw ToolUsageError("unknown snapshots command '\(word)'"
                    + (Suggestion.closest(to: word, in: names).map { "; did you mean '\($0)'?" } ?? "")
                    + " (commands: " + names.joined(separator: ", ") + ")")
            }
            snapshotsAction = action
            paths = Array(positional.dropFirst())
            switch action {
            case .accept, .reject:
                break
            case .list, .review, .report, .orphans, .resetUsage, .check, .migrate:
                guard paths.isEmpty else { throw ToolUsageError("'snapshots \(action.rawValue)' takes no paths") }
            }
            if deleteOrphans, action != .orphans {
                throw ToolUsageError("--delete goes with 'snapshots orphans' only")
            }
            if dryRun || unnumber, action != .migrate {
                throw ToolUsageError("--dry-run and --unnumber go with 'snapshots migrate' only")
            }
            if assumeYes, !deleteOrphans {
                throw ToolUsageError("--yes goes with 'snapshots orphans --delete' only")
            }
            if htmlDirectory != nil, action != .report {
                throw ToolUsageError("--html goes with 'snapshots report' only")
            }
            if action == .report, htmlDirectory == nil {
                throw ToolUsageError("'snapshots report' needs --html DIR, the folder to write the page into")
            }
        }
    }

    private mutating func apply(flag name: String) throws(ToolUsageError) {
        switch name {
        case "--delete": deleteOrphans = true
        case "--dry-run": dryRun = true
        case "--unnumber": unnumber = true
        case "--yes": assumeYes = true
        case "--force": force = true
        default: throw ToolUsageError("unknown option '\(name)'")
        }
    }

    private mutating func apply(_ name: String, _ value: String) throws(ToolUsageError) {
        switch name {
        case "--show":
            var displays: Set<Display> = []
            for word in value.split(separator: ",").map(String.init) {
                if word == "all" {
                    displays.formUnion(Display.allCases)
                } else if let display = Display(rawValue: word) {
                    displays.insert(display)
                } else {
                    throw ToolUsageError(
                        "--show takes transcript, screen, outline or all (comma-separated), not '\(word)'"
                            + (Suggestion.closest(to: word, in: Display.allCases.map(\.rawValue) + ["all"]).map { "; did you mean '\($0)'?" } ?? ""))
                }
            }
            show = displays
        case "--width":
            width = try Self.width(value)
        case "--param":
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                throw ToolUsageError("--param takes NAME=VALUE, not '\(value.contains("=") ? "=…" : value)'")
            }
            parameters[String(value[..<equals])] = String(value[value.index(after: equals)...])
        case "--secret":
            secretParameters.insert(value)
        case "--feature":
            feature = value
        case "--record-session":
            guard !value.isEmpty else { throw ToolUsageError("--record-session takes the file to write the flow to") }
            recordSession = value
        case "--checkpoints":
            switch value {
            case "none": recordingCheckpoints = .none
            case "screens": recordingCheckpoints = .screens
            default:
                throw ToolUsageError("--checkpoints takes none or screens, not '\(value)'"
                    + (Suggestion.closest(to: value, in: ["none", "screens"]).map { "; did you mean '\($0)'?" } ?? ""))
            }
        case "--snapshots", "--root":
            snapshotsDirectory = value
        case "--record":
            do {
                record = try SnapshotRecordMode(parsing: value, source: "--record")
            } catch {
                throw ToolUsageError(error.description)
            }
        case "--shard":
            shard = try FlowShard(parsing: value)
        case "--jobs":
            guard let count = Int(value), (1...256).contains(count) else {
                throw ToolUsageError("--jobs takes a number of processes from 1 to 256, not '\(value)'")
            }
            jobs = count
        case "--worker":
            worker = try FlowShard(parsing: value)
        case "--worker-results":
            workerResults = value
        case "--junit":
            junit = value
        case "--tag", "--skip-tag":
            guard let tag = FlowTag(value) else {
                throw ToolUsageError("\(name) takes a tag, as a flow's `tags:` line lists it, not '\(value)': " + FlowTag.rule)
            }
            if name == "--tag" { tags.append(tag) } else { skipTags.append(tag) }
        case "--report":
            guard !value.isEmpty else { throw ToolUsageError("--report takes the folder to write the page (index.html) into") }
            reportDirectory = value
        case "--html":
            htmlDirectory = value
        case "--seed":
            guard let seed = UInt64(value) else {
                throw ToolUsageError("--seed takes a whole number from 0 to \(UInt64.max), not '\(value)'")
            }
            exploration.seed = seed
        case "--runs", "--steps":
            // Bounded, so that memory stays flat: a run keeps its steps for shrinking.
            let limit = name == "--runs" ? ScriptLimits.explorationRuns : ScriptLimits.explorationSteps
            guard let count = Int(value), (1...limit).contains(count) else {
                throw ToolUsageError("\(name) takes a number from 1 to \(limit), not '\(value)'")
            }
            if name == "--runs" {
                exploration.runs = count
                exploreRunsGiven = true
            } else {
                exploration.steps = count
            }
        case "--out":
            guard !value.isEmpty else { throw ToolUsageError("--out takes the folder to write the shrunk flow into") }
            exploreOut = value
        case "--results":
            guard !value.isEmpty else { throw ToolUsageError("--results takes the file to write the results into") }
            exploreResults = value
        case "--for":
            exploreDuration = try Self.deadline(value, option: name)
        case "--timeout", "--total-timeout":
            let duration = try Self.deadline(value, option: name)
            if name == "--timeout" { flowTimeout = duration } else { totalTimeout = duration }
        case "--format":
            guard let chosen = OutputFormat(rawValue: value) else {
                throw ToolUsageError("--format takes " + OutputFormat.allCases.map(\.rawValue).joined(separator: " or ")
                    + ", not '\(value)'"
                    + (Suggestion.closest(to: value, in: OutputFormat.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""))
            }
            format = chosen
        default:
            throw ToolUsageError("unknown option '\(name)'")
        }
    }

    /// A duration as the flow language writes one (`250ms`, `30s`), or in
    /// minutes (`10m`): a whole number above 0 and its unit.
    static func deadline(_ value: String, option: String) throws(ToolUsageError) -> Duration {
        let digits = value.prefix { $0.isASCII && $0.isNumber }
        let unit = value.dropFirst(digits.count)
        let teach = "\(option) takes a duration above 0, a whole number with its unit: 500ms, 30s or 10m"
        guard !digits.isEmpty, let amount = Int(digits), digits.count <= 9 else {
            throw ToolUsageError("\(teach), not '\(value)'")
        }
        guard amount > 0 else { throw ToolUsageError("\(teach), not '\(value)' (0 would stop every flow at once)") }
        switch unit {
        case "ms": return .milliseconds(amount)
        case "s": return .seconds(amount)
        case "m": return .seconds(amount * 60)
        case "": throw ToolUsageError("\(teach), not '\(value)' (the unit is missing: \(value)s?)")
        default:
            throw ToolUsageError("\(teach), not '\(value)' (units: ms, s, m)")
        }
    }

    static func width(_ value: String) throws(ToolUsageError) -> StatefulText.ScreenWidth {
        if let preset = FlowSettings.widthPresets[value] { return preset }
        guard let columns = Int(value) else {
            throw ToolUsageError("--width takes compact, regular or a number of columns, not '\(value)'"
                + (Suggestion.closest(to: value, in: FlowSettings.widthPresets.keys.sorted()).map { "; did you mean '\($0)'?" } ?? ""))
        }
        let width = StatefulText.ScreenWidth(columns: columns)
        guard width.columns >= StatefulText.ScreenWidth.minimum.columns,
              width.columns <= StatefulText.ScreenWidth.maximum.columns
        else {
            throw ToolUsageError(
                "--width \(columns) is out of range: use \(StatefulText.ScreenWidth.minimum.columns) to \(StatefulText.ScreenWidth.maximum.columns) columns")
        }
        return width
    }
}
