import Foundation
import StatefulSnapshot
import StatefulText

/// A `stateful` command line, parsed.
struct ToolArguments {
    enum Subcommand: String, CaseIterable {
        case run, check, interactive, snapshots, help
    }

    /// What `run` prints for each step.
    enum Display: String, CaseIterable {
        case transcript, screen, outline
    }

    var subcommand: Subcommand = .run
    var flows: [String] = []
    var show: Set<Display> = [.transcript, .screen]
    var width: StatefulText.ScreenWidth = .compact
    var parameters: [String: String] = [:]
    var secretParameters: Set<String> = []
    var server: URL?
    var record: SnapshotRecordMode?
    var junit: String?
    var snapshotsDirectory: String?
    var feature: String?
    var helpRequested = false
    /// `snapshots`' own arguments, passed on as they are.
    var passthrough: [String] = []
    /// `help`'s subject.
    var helpTopic: Subcommand?

    /// The options each subcommand takes.
    static let options: [Subcommand: [String]] = [
        .run: ["--show", "--width", "--param", "--secret", "--server", "--feature", "--snapshots", "--record"],
        .check: ["--width", "--param", "--secret", "--server", "--feature", "--snapshots", "--record", "--junit"],
        .interactive: ["--width", "--param", "--secret", "--server", "--feature", "--snapshots", "--record"],
        .snapshots: [],
        .help: [],
    ]

    static func parse(_ arguments: [String]) throws(ToolUsageError) -> ToolArguments {
        var parsed = ToolArguments()
        var remaining = arguments[...]
        if let first = remaining.first, !first.hasPrefix("-") {
            if let subcommand = Subcommand(rawValue: first) {
                parsed.subcommand = subcommand
                remaining = remaining.dropFirst()
            } else if !(first.contains("/") || first.hasSuffix(".flow")) {
                throw ToolUsageError(
                    "unknown subcommand '\(first)'"
                        + (Suggestion.closest(to: first, in: Subcommand.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? "")
                        + " (or, to run a flow, give its path ending in .flow)")
            }
        }
        if parsed.subcommand == .snapshots {
            parsed.passthrough = Array(remaining)
            if parsed.passthrough.contains("--help") || parsed.passthrough.contains("-h") { parsed.helpRequested = true }
            return parsed
        }
        let allowed = options[parsed.subcommand] ?? []
        while let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" {
                parsed.helpRequested = true
                continue
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                if parsed.subcommand == .help {
                    guard parsed.helpTopic == nil, let topic = Subcommand(rawValue: argument) else {
                        throw ToolUsageError("'help' takes one subcommand: " + Subcommand.allCases.map(\.rawValue).joined(separator: ", "))
                    }
                    parsed.helpTopic = topic
                } else if parsed.subcommand == .interactive {
                    throw ToolUsageError("'interactive' reads its statements from standard input and takes no flow files")
                } else {
                    parsed.flows.append(argument)
                }
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard allowed.contains(name) else {
                let known = Set(options.values.flatMap { $0 })
                let hint = known.contains(name)
                    ? " ('\(parsed.subcommand.rawValue)' does not take it)"
                    : Suggestion.closest(to: name, in: allowed).map { "; did you mean '\($0)'?" } ?? ""
                throw ToolUsageError("unknown option '\(name)' for '\(parsed.subcommand.rawValue)'\(hint)")
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw ToolUsageError("\(name) needs a value")
            }
            try parsed.apply(name, value)
        }
        return parsed
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
        case "--server":
            guard let url = URL(string: value), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
                  url.host != nil
            else {
                throw ToolUsageError("--server takes an http or https URL such as http://127.0.0.1:8080, not '\(value)'")
            }
            server = url
        case "--feature":
            feature = value
        case "--snapshots":
            snapshotsDirectory = value
        case "--record":
            do {
                record = try SnapshotRecordMode(parsing: value, source: "--record")
            } catch {
                throw ToolUsageError(error.description)
            }
        case "--junit":
            junit = value
        default:
            throw ToolUsageError("unknown option '\(name)'")
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

/// A command line the tool cannot run; exit status 2.
struct ToolUsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
