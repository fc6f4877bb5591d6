import Foundation
import StatefulScript
import StatefulSnapshot

/// One run of a tool: what every subcommand needs besides its arguments.
@MainActor
struct ToolInvocation {
    let tool: StatefulTool
    let arguments: ToolArguments
    /// The command line as given, for a parallel check's workers.
    let rawArguments: [String]
    let environment: [String: String]
    let currentDirectory: URL
    let input: ToolInput
    let output: ToolOutput

    var program: String { tool.name }

    /// Prints `PROGRAM: error: message` and returns the usage-error status.
    func usageError(_ message: String) -> Int32 {
        output.error("\(program): error: \(message)\n")
        return ExitStatus.usageError.rawValue
    }

    /// The package whose `__Snapshots__/` holds the recordings: the one
    /// `--snapshots`/`--root` names, or the nearest one above the current
    /// directory; `nil` when there is none.
    func packageLayout() throws(ToolUsageError) -> SnapshotLayout? {
        if let directory = arguments.snapshotsDirectory {
            let root = URL(fileURLWithPath: directory, isDirectory: true, relativeTo: currentDirectory).standardizedFileURL
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
                throw ToolUsageError("\(directory) is not a package root (it has no Package.swift)")
            }
            return SnapshotLayout(packageRoot: root)
        }
        return try? SnapshotLayout(containing: currentDirectory.appendingPathComponent("-").path)
    }
}
