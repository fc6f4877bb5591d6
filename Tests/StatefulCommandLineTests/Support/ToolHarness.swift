import Foundation
import StatefulCommandLine
import StatefulInternalTestSupport

extension StatefulTool {
    /// A team's tool for the profile feature, with its flows in `Flows/`.
    static var profileFlows: StatefulTool {
        StatefulTool(name: "profile-flows", features: [ProfileScriptFeature()], flowsDirectory: "Flows")
    }

    /// A tool that registers only a feature without `--region`.
    static var noteFlows: StatefulTool {
        StatefulTool(name: "note-flows", features: [NoteScriptFeature()], flowsDirectory: "Flows")
    }
}

/// The exit status and the two streams of one run of a tool.
struct ToolResult: Sendable {
    var status: Int32
    var standard: String
    var error: String

    /// Standard output, then standard error.
    var combined: String { standard + error }
}

extension TemporaryPackage {
    /// Runs `tool ARGUMENTS` with the package root as the current directory
    /// and only `environment` (never the process's environment), reading
    /// `input` as piped standard input.
    @MainActor
    func run(
        _ arguments: [String], environment: [String: String] = [:], input: [String] = [],
        tool: StatefulTool = .profileFlows
    ) async -> ToolResult {
        let recorder = CapturedOutput()
        let status = await tool.run(
            arguments: arguments, environment: environment, currentDirectory: root,
            input: .lines(input), output: recorder.output)
        let written = recorder.text
        return ToolResult(status: status, standard: written.standard, error: written.error)
    }

    /// Writes each flow (path → source) into the package.
    func write(flows: [String: String]) throws {
        for (path, source) in flows { try write(source, to: path) }
    }

    /// The text of every file in the package, by path relative to its root.
    func everyFileText() -> [String: String] {
        Dictionary(uniqueKeysWithValues: files(under: ".").map { ($0, read($0) ?? "") })
    }
}

/// Describes where `secret` shows up in `texts` (by name), for a failure
/// message; empty when it shows up nowhere.
func leaks(of secret: String, in texts: [String: String]) -> [String] {
    texts.filter { $0.value.contains(secret) }.map(\.key).sorted()
}
