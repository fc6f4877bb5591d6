import Foundation
import StatefulScript
import StatefulSnapshot

/// `snapshots [list | review | report | accept | reject | orphans | reset-usage | check]`:
/// reviews what snapshot tests and flow checks left behind. Works in any
/// package, with or without flows.
///
/// A recording that a flow in the package uses (found from the flow files
/// themselves, see ``/StatefulScript/FlowRecordings``) always counts as used,
/// so `orphans` never reports or deletes it.
@MainActor
struct SnapshotsCommand {
    func run(_ invocation: ToolInvocation) -> Int32 {
        let arguments = invocation.arguments
        let output = invocation.output
        let layout: SnapshotLayout
        do {
            guard let found = try invocation.packageLayout() else {
                return invocation.usageError("no Package.swift above "
                    + "\(VisibleText.escapedLine(invocation.currentDirectory.path)): pass --root DIR for the folder "
                    + "whose __Snapshots__/ holds the snapshots (the DIR given to --snapshots), or run in that package")
            }
            layout = found
        } catch {
            return invocation.usageError(error.message)
        }
        let review = SnapshotReview(
            layout: layout, artifactsDirectory: SnapshotEnvironment(invocation.environment).artifactsDirectory)
        let usageLog = SnapshotUsageLog(layout: layout)
        let paths = arguments.paths.isEmpty ? nil : arguments.paths.map {
            URL(fileURLWithPath: $0, relativeTo: invocation.currentDirectory).standardizedFileURL.path
        }
        var text = ""

        func listPending() -> Int {
            let pending = review.pending()
            for item in pending {
                do {
                    text += try item.diff().rendered(expectedLabel: item.snapshotPath, actualLabel: item.pendingPath)
                } catch {
                    text += "\(item.pendingPath): \(error)"
                }
                text += "\n\n"
            }
            text += pending.isEmpty ? "No pending snapshots.\n" : "\(pending.count) pending snapshot(s).\n"
            return pending.count
        }

        var status = ExitStatus.success
        do throws(SnapshotError) {
            switch arguments.snapshotsAction {
            case .list:
                _ = listPending()
            case .review:
                var walk = ReviewWalk(
                    review: review, origin: SnapshotOrigin(packageRoot: layout.packageRoot), input: invocation.input,
                    output: output, usesColour: output.terminalSize != nil && (invocation.environment["NO_COLOR"] ?? "").isEmpty)
                if let template = invocation.environment[SnapshotDiffCommand.environmentVariable], !template.isEmpty {
                    walk.diffTool = SnapshotDiffCommand(template: template)
                    walk.packageRoot = layout.packageRoot
                }
                return walk.run(review.pending())
            case .report:
                return writeReport(review: review, invocation: invocation)
            case .accept:
                for item in try review.accept(paths) { text += "accepted \(item.snapshotPath)\n" }
            case .reject:
                for item in try review.reject(paths) { text += "rejected \(item.pendingPath)\n" }
            case .orphans:
                let used = Self.flowRecordings(in: layout)
                let removed = Self.recordingsOfRemovedFlows(review.recorded(), used: used, in: layout)
                if arguments.deleteOrphans {
                    let found = try review.orphans(usage: usageLog, alsoUsed: used, noLongerUsed: removed)
                    if let refusal = try Self.refusal(toDelete: found, usage: usageLog, invocation: invocation) {
                        output.error("\(invocation.program): error: \(refusal)\n")
                        return ExitStatus.failure.rawValue
                    }
                }
                let orphans = arguments.deleteOrphans
                    ? try review.removeOrphans(usage: usageLog, alsoUsed: used, noLongerUsed: removed)
                    : try review.orphans(usage: usageLog, alsoUsed: used, noLongerUsed: removed)
                if !arguments.deleteOrphans {
                    for entry in review.unownedEntries() {
                        output.error("\(invocation.program): warning: \(VisibleText.escapedLine(entry)) is in a __Snapshots__ folder "
                            + "but is not a snapshot file: not followed, and --delete refuses to run until it is removed\n")
                    }
                }
                for path in orphans { text += (arguments.deleteOrphans ? "removed " : "") + path + "\n" }
                if orphans.isEmpty { text += "No orphaned snapshots.\n" }
                if !orphans.isEmpty, let filtered = try Self.filteredRunNote(usageLog, invocation: invocation) {
                    output.error("\(invocation.program): warning: \(filtered)\n")
                }
            case .resetUsage:
                try usageLog.clear()
            case .migrate:
                let migration = SnapshotMigration(layout: layout)
                // A migration an earlier run could not end is finished first:
                // a migration is all or nothing.
                if !arguments.dryRun, let finished = try migration.finishInterrupted() {
                    text += "finished an interrupted migration of \(finished.count) file(s)\n"
                }
                let moves = try migration.plan(unnumbering: arguments.unnumber)
                if !arguments.dryRun { try migration.apply(moves) }
                for move in moves { text += (arguments.dryRun ? "would move " : "moved ") + move.description + "\n" }
                if moves.isEmpty {
                    text += "No snapshots beside test files; nothing to migrate.\n"
                } else if !arguments.unnumber, moves.contains(where: { SnapshotMigration.isNumbered($0.to) }) {
                    text += "Numbered names were kept: turn numbering on for those tests "
                        + "(.snapshots(numberUnnamedSnapshots: true)), or migrate with --unnumber.\n"
                } else if arguments.unnumber, case let kept = Self.testsKeepingNumbers(moves), !kept.isEmpty {
                    // The tests with several snapshots keep their numbers:
                    // name them, since only they keep numbering on.
                    text += "Numbered names were kept for the tests with several snapshots ("
                        + kept.joined(separator: ", ") + "): turn numbering on for those tests "
                        + "(.snapshots(numberUnnamedSnapshots: true)).\n"
                }
            case .check:
                // Under CI nothing is written, and nothing removed: only reported.
                if SnapshotEnvironment(invocation.environment).isCI {
                    for path in review.interruptedWrites() {
                        output.error("\(invocation.program): warning: \(path) was left by an interrupted write "
                            + "(not removed under CI)\n")
                    }
                } else {
                    for path in try review.removeInterruptedWrites() {
                        output.error("\(invocation.program): warning: removed \(path), left by an interrupted write\n")
                    }
                }
                // Links, pipes and devices have no place in __Snapshots__: a
                // pull request could add one to lead a deletion outside.
                let unowned = review.unownedEntries()
                for entry in unowned {
                    output.error("\(invocation.program): error: \(VisibleText.escapedLine(entry)) is in a __Snapshots__ folder "
                        + "but is not a snapshot file; commands that change snapshots refuse to run until it is removed\n")
                }
                let pending = listPending()
                let orphans = try review.orphans(usage: usageLog, alsoUsed: Self.flowRecordings(in: layout))
                for path in orphans { text += "orphan: \(path)\n" }
                // With nothing noted, every snapshot looks orphaned; after a
                // filtered run, those of the tests it skipped do. Either way
                // the last run was not the full suite, and deleting is wrong.
                let filteredNote = try Self.filteredRunNote(usageLog, invocation: invocation)
                let nothingNoted = try usageLog.usedPaths().isEmpty
                let partial = nothingNoted || filteredNote != nil
                if !orphans.isEmpty, nothingNoted {
                    text += "note: no assertion noted any snapshot; run the full test suite before checking.\n"
                } else if !orphans.isEmpty, let filteredNote {
                    text += "note: \(filteredNote)\n"
                }
                if pending == 0, orphans.isEmpty, !unowned.isEmpty {
                    output.standard(text)
                    return ExitStatus.failure.rawValue
                }
                if pending > 0 || !orphans.isEmpty {
                    output.standard(text)
                    let review = invocation.tool.reviewCommand
                    var advice: [String] = []
                    if pending > 0 { advice.append("review with `\(review) list`, then accept or reject") }
                    if !orphans.isEmpty {
                        advice.append(partial
                            ? "orphans are found only after a full test run: run `\(review) reset-usage`, then the whole "
                                + "`swift test` (no --filter), then check again"
                            : "if the last `swift test` after `\(review) reset-usage` ran the whole suite (no --filter), "
                                + "remove orphans with `\(review) orphans --delete`; after a filtered run, run the whole suite first")
                    }
                    let joined = advice.joined(separator: "; ")
                    output.error("\(invocation.program): error: \(pending) pending snapshot(s), \(orphans.count) orphaned snapshot(s). "
                        + joined.prefix(1).uppercased() + joined.dropFirst() + ".\n")
                    return ExitStatus.failure.rawValue
                }
            }
        } catch {
            status = .failure
            output.standard(text)
            output.error("\(invocation.program): error: \(error)\n")
            return status.rawValue
        }
        output.standard(text)
        return status.rawValue
    }

    /// More orphans than this are removed only after a yes (or `--yes`).
    static let handful = 5

    /// Why `orphans --delete` must not remove `orphans`, if it must not:
    /// nothing noted any snapshot since the last reset (every snapshot would
    /// look orphaned, the state `snapshots check` warns about), or more than
    /// a handful without `--yes` and without a person answering yes.
    static func refusal(toDelete orphans: [String], usage: SnapshotUsageLog, invocation: ToolInvocation)
        throws(SnapshotError) -> String?
    {
        guard !orphans.isEmpty else { return nil }
        if try usage.usedPaths().isEmpty {
            return "not deleting \(orphans.count) orphaned snapshot(s): no assertion noted any snapshot since the last "
                + "'snapshots reset-usage', so every snapshot looks orphaned. Run the full test suite first, "
                + "then '\(invocation.tool.reviewCommand) orphans' to see what would be removed."
        }
        if let filtered = try filteredRunNote(usage, invocation: invocation) {
            return "not deleting \(orphans.count) orphaned snapshot(s): \(filtered)"
        }
        guard orphans.count > handful, !invocation.arguments.assumeYes else { return nil }
        guard invocation.input.isInteractive else {
            return "not deleting \(orphans.count) orphaned snapshot(s) without a yes: standard input is not a terminal; "
                + "list them with '\(invocation.tool.reviewCommand) orphans', then pass --yes to delete them"
        }
        for path in orphans { invocation.output.standard(path + "\n") }
        invocation.output.standard("Delete these \(orphans.count) orphaned snapshots? [y/N] ")
        let answer = invocation.input.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else {
            return "nothing deleted (the answer was not yes); pass --yes to delete without asking"
        }
        return nil
    }

    /// What to say when a filtered test run noted snapshots since the last
    /// `reset-usage` (its selection shown escaped), or `nil`.
    static func filteredRunNote(_ usage: SnapshotUsageLog, invocation: ToolInvocation) throws(SnapshotError) -> String? {
        guard let first = try usage.filteredRuns().first else { return nil }
        return "a filtered test run (\(VisibleText.escapedLine(first))) noted snapshots since the last 'snapshots reset-usage', "
            + "so the snapshots of the tests it skipped look orphaned. Run '\(invocation.tool.reviewCommand) reset-usage', "
            + "then the whole `swift test`, before deleting orphans."
    }

    /// `report --html DIR`: writes `DIR/index.html` and says what is in it.
    private func writeReport(review: SnapshotReview, invocation: ToolInvocation) -> Int32 {
        guard let directory = invocation.arguments.htmlDirectory else {
            return invocation.usageError("'snapshots report' needs --html DIR, the folder to write the page into")
        }
        let folder = URL(fileURLWithPath: directory, isDirectory: true, relativeTo: invocation.currentDirectory)
        let report: HTMLReport
        do {
            report = try HTMLReport.write(review: review, reviewCommand: invocation.tool.reviewCommand, to: folder).report
        } catch {
            return invocation.usageError("cannot write the report to \(directory): \(error.localizedDescription)")
        }
        invocation.output.standard("wrote \((directory as NSString).appendingPathComponent("index.html")): "
            + "\(report.pending.count) pending change(s), \(report.screenCount) recorded screen(s), "
            + "\(report.transcripts.count) flow transcript(s)\n")
        return ExitStatus.success.rawValue
    }

    /// The tests whose snapshots a migration with `--unnumber` left numbered
    /// (a test with several: `testEncodable.1.json` beside
    /// `testEncodable.2.plist`), as `<test file>/<test>`, sorted, each once.
    static func testsKeepingNumbers(_ moves: [SnapshotMigration.Move]) -> [String] {
        var tests: Set<String> = []
        for move in moves where SnapshotMigration.isNumbered(move.to) {
            // `__Snapshots__/<test file>/<test>.<number>.<extension>`
            var parts = move.to.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
            guard let name = parts.popLast() else { continue }
            let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast(2).joined(separator: ".")
            tests.insert(VisibleText.escapedLine((parts + [stem]).joined(separator: "/")))
        }
        return tests.sorted()
    }

    /// The recordings the package's flows use, relative to its root.
    static func flowRecordings(in layout: SnapshotLayout) -> Set<String> {
        Set(FlowRecordings.flowFilePaths(under: RawPath(layout.packageRoot)).flatMap { FlowRecordings.paths(ofFlowAt: $0, in: layout) })
    }

    /// Recordings of flows of the package that are gone: under
    /// `__Snapshots__/flows/FOLDER/`, where `FOLDER` is a folder of the
    /// package, no flow in `used` records them, and no `FOLDER/NAME.flow`
    /// is there for any `NAME` their file name starts with (`login` of
    /// `login.row-2.txt`). The usage an earlier run noted for them no longer
    /// holds. A recording at the top of `flows/` may be a flow's from
    /// outside the package, and keeps the usage noted.
    static func recordingsOfRemovedFlows(_ recorded: [String], used: Set<String>, in layout: SnapshotLayout) -> Set<String> {
        let flowsFolder = layout.relativePath(
            of: layout.snapshotsDirectory.appendingPathComponent(FlowSnapshotSettings.folder, isDirectory: true)) + "/"
        let files = FileManager.default
        var removed: Set<String> = []
        for path in recorded where path.hasPrefix(flowsFolder) && !used.contains(path) {
            var components = path.dropFirst(flowsFolder.count).split(separator: "/").map(String.init)
            guard components.count > 1, let fileName = components.popLast() else { continue }
            let folder = layout.packageRoot.appendingPathComponent(components.joined(separator: "/"), isDirectory: true)
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let parts = fileName.split(separator: ".", omittingEmptySubsequences: false)
            let flowExists = (1..<max(parts.count, 1)).contains { count in
                let name = parts.prefix(count).joined(separator: ".")
                return files.fileExists(atPath: folder.appendingPathComponent(name + ".flow", isDirectory: false).path)
            }
            if !flowExists { removed.insert(path) }
        }
        return removed
    }
}
