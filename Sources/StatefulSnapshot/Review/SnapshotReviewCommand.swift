import Foundation

/// The snapshot review command line — `list`, `accept`, `reject`, `orphans`,
/// `reset-usage`, `check` — as a function from arguments to a result, so that
/// any executable can offer it in a line or two and tests can run it.
///
/// ```swift
/// let result = SnapshotReviewCommand.run(
///     Array(CommandLine.arguments.dropFirst()),
///     currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
///     environment: .process)
/// print(result.output, terminator: "")
/// exit(result.exitCode)
/// ```
public enum SnapshotReviewCommand {
    /// The help text, naming the command as `programName`.
    public static func usage(programName: String = "stateful snapshots") -> String {
        """
        usage: \(programName) [--root DIR] [COMMAND]

        commands:
          list                 show pending snapshots with their diffs (the default)
          accept [PATH ...]    move pending output over its snapshot (all, or the given paths)
          reject [PATH ...]    delete pending files (all, or the given paths)
          orphans [--delete]   list snapshot files no assertion used since reset-usage; --delete removes them
          reset-usage          forget which snapshots were used (run before a full test run)
          check                exit 1 if anything is pending or orphaned (after a full test run)

        PATH is a pending file or its snapshot, relative to the current directory or absolute.
        The package root is the nearest directory with a Package.swift, unless --root is given.
        SNAPSHOT_ARTIFACTS, when set, is searched for pending files too.

        """
    }

    /// Runs one command.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program (and subcommand) name.
    ///   - currentDirectory: Where relative paths start and the package root is looked for.
    ///   - environment: Supplies `SNAPSHOT_ARTIFACTS`.
    ///   - programName: How the help text names the command.
    public static func run(
        _ arguments: [String],
        currentDirectory: URL,
        environment: SnapshotEnvironment,
        programName: String = "stateful snapshots"
    ) -> SnapshotReviewCommandResult {
        var output = ""
        func usageError(_ message: String) -> SnapshotReviewCommandResult {
            SnapshotReviewCommandResult(
                exitCode: 2, output: "", errorOutput: "error: \(message)\n\n" + usage(programName: programName))
        }

        var arguments = arguments
        var rootPath: String?
        if let index = arguments.firstIndex(of: "--root") {
            guard index + 1 < arguments.count else { return usageError("--root needs a directory") }
            rootPath = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            return SnapshotReviewCommandResult(exitCode: 0, output: usage(programName: programName), errorOutput: "")
        }

        let layout: SnapshotLayout
        if let rootPath {
            layout = SnapshotLayout(packageRoot: URL(fileURLWithPath: rootPath, relativeTo: currentDirectory))
        } else {
            do {
                layout = try SnapshotLayout(containing: currentDirectory.appendingPathComponent("-").path)
            } catch {
                return SnapshotReviewCommandResult(exitCode: 2, output: "", errorOutput: "error: \(error)\n")
            }
        }
        let review = SnapshotReview(layout: layout, artifactsDirectory: environment.artifactsDirectory)
        let usageLog = SnapshotUsageLog(layout: layout)

        func absolute(_ paths: ArraySlice<String>) -> [String]? {
            paths.isEmpty ? nil : paths.map {
                URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL.path
            }
        }

        func listPending() -> Int {
            let pending = review.pending()
            for item in pending {
                do {
                    output += try item.diff().rendered(expectedLabel: item.snapshotPath, actualLabel: item.pendingPath)
                } catch {
                    output += "\(item.pendingPath): \(error)"
                }
                output += "\n\n"
            }
            output += pending.isEmpty ? "No pending snapshots.\n" : "\(pending.count) pending snapshot(s).\n"
            return pending.count
        }

        let command = arguments.first ?? "list"
        let rest = arguments.dropFirst()
        do throws(SnapshotError) {
            switch command {
            case "list":
                guard rest.isEmpty else { return usageError("list takes no arguments") }
                _ = listPending()
            case "accept":
                for item in try review.accept(absolute(rest)) { output += "accepted \(item.snapshotPath)\n" }
            case "reject":
                for item in try review.reject(absolute(rest)) { output += "rejected \(item.pendingPath)\n" }
            case "orphans":
                guard rest.allSatisfy({ $0 == "--delete" }) else { return usageError("orphans takes only --delete") }
                let delete = rest.contains("--delete")
                let orphans = delete ? try review.removeOrphans(usage: usageLog) : try review.orphans(usage: usageLog)
                for path in orphans { output += (delete ? "removed " : "") + path + "\n" }
                if orphans.isEmpty { output += "No orphaned snapshots.\n" }
            case "reset-usage":
                guard rest.isEmpty else { return usageError("reset-usage takes no arguments") }
                try usageLog.clear()
            case "check":
                guard rest.isEmpty else { return usageError("check takes no arguments") }
                let pending = listPending()
                let orphans = try review.orphans(usage: usageLog)
                for path in orphans { output += "orphan: \(path)\n" }
                if !orphans.isEmpty, try usageLog.usedPaths().isEmpty {
                    output += "note: no assertion noted any snapshot; run the full test suite before checking.\n"
                }
                if pending > 0 || !orphans.isEmpty {
                    return SnapshotReviewCommandResult(
                        exitCode: 1, output: output,
                        errorOutput: "error: \(pending) pending snapshot(s), \(orphans.count) orphaned snapshot(s). "
                            + "Review with `\(programName) list`, then accept or reject; "
                            + "remove orphans with `\(programName) orphans --delete`.\n")
                }
            default:
                return usageError("unknown command \"\(command)\"")
            }
        } catch {
            return SnapshotReviewCommandResult(exitCode: 1, output: output, errorOutput: "error: \(error)\n")
        }
        return SnapshotReviewCommandResult(exitCode: 0, output: output, errorOutput: "")
    }
}
