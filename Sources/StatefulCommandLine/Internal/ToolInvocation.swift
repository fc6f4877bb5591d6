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

    /// The folder whose `__Snapshots__/` holds the recordings: the one
    /// `--snapshots`/`--root` names (any existing folder, package or not: a
    /// personal folder of flows keeps them in its own `__Snapshots__/`), or
    /// the nearest package above the current directory; `nil` when there is
    /// none.
    func packageLayout() throws(ToolUsageError) -> SnapshotLayout? {
        if let directory = arguments.snapshotsDirectory {
            let root = URL(fileURLWithPath: directory, isDirectory: true, relativeTo: currentDirectory).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
                throw ToolUsageError("\(VisibleText.escapedLine(directory)) does not exist: give an existing folder, "
                    + "whose __Snapshots__/ is to hold the recordings")
            }
            guard isDirectory.boolValue else {
                throw ToolUsageError("\(VisibleText.escapedLine(directory)) is not a folder: give the folder "
                    + "whose __Snapshots__/ is to hold the recordings")
            }
            return SnapshotLayout(packageRoot: root)
        }
        return try? SnapshotLayout(containing: currentDirectory.appendingPathComponent("-").path)
    }
}
