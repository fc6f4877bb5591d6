// stateful-snapshots: review pending snapshots and orphans from the command line.
// A thin wrapper over StatefulSnapshot's SnapshotReview; the `stateful` CLI can
// offer the same commands later. Exit codes: 0 fine, 1 something found or
// failed, 2 usage error.
import Foundation
import StatefulSnapshot

let usage = """
    usage: stateful-snapshots [--root DIR] COMMAND

    commands:
      list                 show pending snapshots with their diffs (the default)
      accept [PATH ...]    move pending output over its snapshot (all, or the given paths)
      reject [PATH ...]    delete pending files (all, or the given paths)
      orphans [--delete]   list snapshot files no assertion used in the last run; delete them with --delete
      reset-usage          forget which snapshots were used (run before a full test run)
      check                exit 1 if anything is pending or orphaned (for CI, after a full test run)

    PATH is a pending file or its snapshot, relative to the current directory or absolute.
    SNAPSHOT_ARTIFACTS, when set, is searched for pending files too.
    """

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var rootPath: String?
if let index = arguments.firstIndex(of: "--root") {
    guard index + 1 < arguments.count else { fail("--root needs a directory\n\n" + usage, code: 2) }
    rootPath = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}

let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
let layout: SnapshotLayout
do {
    if let rootPath {
        layout = SnapshotLayout(packageRoot: URL(fileURLWithPath: rootPath, relativeTo: currentDirectory))
    } else {
        layout = try SnapshotLayout(containing: currentDirectory.appendingPathComponent("-").path)
    }
} catch {
    fail("error: \(error)", code: 2)
}
let environment = SnapshotEnvironment.process
let review = SnapshotReview(layout: layout, artifactsDirectory: environment.artifactsDirectory)
let usageLog = SnapshotUsageLog(layout: layout)

/// Paths from the command line, made absolute against the current directory.
func absolute(_ paths: ArraySlice<String>) -> [String]? {
    paths.isEmpty ? nil : paths.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL.path }
}

func printPending() -> Int {
    let pending = review.pending()
    for item in pending {
        do {
            print(try item.diff().rendered(expectedLabel: item.snapshotPath, actualLabel: item.pendingPath))
        } catch {
            print("\(item.pendingPath): \(error)")
        }
        print("")
    }
    print(pending.isEmpty ? "No pending snapshots." : "\(pending.count) pending snapshot(s).")
    return pending.count
}

let command = arguments.first ?? "list"
let rest = arguments.dropFirst()
do {
    switch command {
    case "list":
        _ = printPending()
    case "accept":
        for item in try review.accept(absolute(rest)) { print("accepted \(item.snapshotPath)") }
    case "reject":
        for item in try review.reject(absolute(rest)) { print("rejected \(item.pendingPath)") }
    case "orphans":
        let delete = rest.contains("--delete")
        guard rest.allSatisfy({ $0 == "--delete" }) else { fail(usage, code: 2) }
        let orphans = delete ? try review.removeOrphans(usage: usageLog) : try review.orphans(usage: usageLog)
        for path in orphans { print((delete ? "removed " : "") + path) }
        if orphans.isEmpty { print("No orphaned snapshots.") }
    case "reset-usage":
        try usageLog.clear()
    case "check":
        let pending = printPending()
        let orphans = try review.orphans(usage: usageLog)
        for path in orphans { print("orphan: \(path)") }
        if !orphans.isEmpty, try usageLog.usedPaths().isEmpty {
            print("note: no assertion noted any snapshot; run the full test suite before checking.")
        }
        if pending > 0 || !orphans.isEmpty {
            fail("error: \(pending) pending snapshot(s), \(orphans.count) orphaned snapshot(s). "
                + "Review with `\(SnapshotReview.command) list`; remove orphans with "
                + "`\(SnapshotReview.command) orphans --delete`.", code: 1)
        }
    default:
        fail("unknown command \"\(command)\"\n\n" + usage, code: 2)
    }
} catch {
    fail("error: \(error)", code: 1)
}
