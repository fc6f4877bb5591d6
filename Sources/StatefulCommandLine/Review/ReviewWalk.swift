import Foundation
import StatefulSnapshot
import StatefulText

/// `snapshots review`: walks through every pending snapshot, one at a time,
/// showing its file, where it comes from and its diff, and acts on one answer
/// each: accept, reject, skip, show the whole file, or quit. Ends with a
/// summary.
///
/// At a terminal an answer is one key and the diff is coloured (unless
/// `NO_COLOR` is set) and cut to the window; otherwise an answer is a line
/// (`a`, `accept`, `r`, `reject`, …) and the diff is shown whole, so a
/// script can drive it.
@MainActor
struct ReviewWalk {
    /// What one answer asks for.
    enum Answer: Equatable {
        case accept, reject, skip, showFile, openDiff, quit

        /// The answer a key or a line stands for; `nil` for anything else.
        init?(_ text: String) {
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "a", "accept": self = .accept
            case "r", "reject": self = .reject
            case "s", "skip": self = .skip
            case "f", "file": self = .showFile
            case "d", "diff": self = .openDiff
            // Control-C and Control-D arrive as keys at a terminal, Escape too.
            case "q", "quit", "\u{3}", "\u{4}", "\u{1B}": self = .quit
            default: return nil
            }
        }
    }

    let review: SnapshotReview
    let origin: SnapshotOrigin
    let input: ToolInput
    let output: ToolOutput
    /// Colours (ANSI escapes) in what is printed.
    let usesColour: Bool
    /// The diff tool from `SNAPSHOT_TESTING_DIFF_TOOL`, which `d` opens; `nil` when none is set.
    var diffTool: SnapshotDiffCommand? = nil
    /// Where the diff tool runs (the two paths are relative to it).
    var packageRoot: URL? = nil

    /// The lines around a diff at a terminal: the header, where it comes
    /// from, the pending file, the prompt and a line to spare.
    private static let linesAroundTheDiff = 6

    /// Walks through `pending` and returns the exit status: 1 when a file
    /// could not be changed, else 0.
    func run(_ pending: [PendingSnapshot]) -> Int32 {
        guard !pending.isEmpty else {
            output.standard("No pending snapshots.\n")
            return ExitStatus.success.rawValue
        }
        // Keys from now on, so that one typed before a prompt is not echoed or lost.
        input.beginKeys()
        defer { input.endKeys() }
        output.standardStyled(bold("\(pending.count) pending snapshot(s).") + " Keys: a accept, r reject, s skip, "
            + "f show the whole file, " + (diffTool == nil ? "" : "d open the diff tool, ") + "q quit.\n")
        var accepted = 0, rejected = 0, skipped = 0, failed = 0
        var reviewed = 0
        walk: for (number, item) in pending.enumerated() {
            output.standardStyled("\n" + header(item, number: number + 1, of: pending.count))
            output.standardStyled(diffText(item))
            var answer: Answer?
            while answer == nil || answer == .showFile || answer == .openDiff {
                if answer == .showFile { output.standardStyled(wholeFile(item)) }
                if answer == .openDiff { openDiffTool(item) }
                output.standard("[a]ccept, [r]eject, [s]kip, [f]ile, " + (diffTool == nil ? "" : "[d]iff tool, ") + "[q]uit? ")
                guard let typed = input.readKey() else {
                    // The end of the input: this one and the rest stay pending.
                    output.standard("\n")
                    break walk
                }
                answer = Answer(typed)
                // The answer as typed (a terminal echoes nothing while a key is read).
                let printable = typed.unicodeScalars.allSatisfy { $0.properties.isGraphemeBase || $0 == " " }
                output.standard((printable ? typed : answer == .quit ? "q" : "") + "\n")
                if answer == nil {
                    output.standard((printable ? "'\(typed)' is not an answer" : "That key is not an answer")
                        + "; type a, r, s, f" + (diffTool == nil ? "" : ", d") + " or q.\n")
                }
            }
            reviewed = number + 1
            do throws(SnapshotError) {
                switch answer {
                case .accept?:
                    try review.accept([item.pendingFile.path])
                    accepted += 1
                    output.standardStyled(colour("accepted", .green) + " \(item.snapshotPath)\n")
                case .reject?:
                    try review.reject([item.pendingFile.path])
                    rejected += 1
                    output.standardStyled(colour("rejected", .red) + " \(item.pendingPath)\n")
                case .skip?:
                    skipped += 1
                    output.standard("skipped \(item.pendingPath)\n")
                case .quit?, .showFile?, .openDiff?, nil:
                    reviewed = number
                    break walk
                }
            } catch {
                failed += 1
                output.error("error: \(error)\n")
            }
        }
        let notReviewed = pending.count - reviewed
        var summary = "\nreview: \(accepted) accepted, \(rejected) rejected, \(skipped) skipped"
        if notReviewed > 0 { summary += ", \(notReviewed) not reviewed" }
        if failed > 0 { summary += ", \(failed) could not be changed" }
        let left = skipped + notReviewed + failed
        summary += left > 0 ? "; \(left) still pending.\n" : ".\n"
        output.standard(summary)
        return failed > 0 ? ExitStatus.failure.rawValue : ExitStatus.success.rawValue
    }

    /// Runs the diff tool on the snapshot and its pending file, from the package root, and waits for it.
    private func openDiffTool(_ item: PendingSnapshot) {
        guard let diffTool else {
            output.standard("No diff tool: set \(SnapshotDiffCommand.environmentVariable) to a command such as "
                + "\"code --diff {expected} {actual}\".\n")
            return
        }
        let command = diffTool.command(expected: item.snapshotPath, actual: item.pendingPath)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        if let packageRoot { process.currentDirectoryURL = packageRoot }
        do {
            try process.run()
            process.waitUntilExit()
            let status = process.terminationStatus
            output.standard("ran: \(command)" + (status == 0 ? "" : " (exit status \(status))") + "\n")
        } catch {
            output.error("error: cannot run the diff tool (\(command)): \(error.localizedDescription)\n")
        }
    }

    private func header(_ item: PendingSnapshot, number: Int, of count: Int) -> StyledText {
        let isNew = !FileManager.default.fileExists(atPath: item.snapshotFile.path)
        return bold("[\(number)/\(count)] \(item.snapshotPath)") + (isNew ? " (new)" : " (changed)") + "\n"
            + "from: \(origin.describe(snapshotPath: item.snapshotPath))\n"
            + "pending: \(item.pendingPath)\n"
    }

    /// The diff from the snapshot to the pending output; at a terminal,
    /// coloured and cut to the window (long lines end in `…`, and what does
    /// not fit is counted).
    private func diffText(_ item: PendingSnapshot) -> StyledText {
        let lines: [String]
        do {
            lines = try item.diff().rendered(expectedLabel: item.snapshotPath, actualLabel: item.pendingPath)
                // Escaped before it is cut, so that what is cut is what shows.
                .split(separator: "\n", omittingEmptySubsequences: false).map { VisibleText.escaped(String($0)) }
        } catch {
            return StyledText("cannot show the diff: \(error)\n")
        }
        var shown = lines
        var note = ""
        if let size = output.terminalSize {
            let room = max(3, size.rows - Self.linesAroundTheDiff)
            if shown.count > room {
                note = "… \(shown.count - room + 1) more lines (f shows the whole pending file)\n"
                shown = Array(shown.prefix(room - 1))
            }
            shown = shown.map { Self.cut($0, toColumns: size.columns) }
        }
        return shown.map { paint(diffLine: $0) + "\n" }.joined() + note
    }

    private func wholeFile(_ item: PendingSnapshot) -> StyledText {
        let text: String
        do {
            text = try SnapshotFile.readForDisplay(item.pendingFile, within: item.pendingRoot) ?? ""
        } catch {
            return StyledText("cannot read \(item.pendingPath): \(error)\n")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        let width = String(lines.count).count
        return bold("\(item.pendingPath), whole:") + "\n" + lines.enumerated().map { index, line in
            let number = String(index + 1)
            return String(repeating: " ", count: width - number.count) + number + " | " + line + "\n"
        }.joined()
    }

    /// `line` cut to `columns` terminal columns, ending in `…` when cut.
    static func cut(_ line: String, toColumns columns: Int) -> String {
        guard DisplayWidth.of(line) > columns else { return line }
        var result = ""
        var used = 0
        for character in line {
            let width = DisplayWidth.of(character)
            if used + width > columns - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    // MARK: Colours

    private enum Colour: String {
        case red = "31", green = "32", cyan = "36"
    }

    /// `text` in `colour`: the code is the tool's, the text is escaped when
    /// printed (``ToolOutput/standardStyled(_:)``).
    private func colour(_ text: String, _ colour: Colour) -> StyledText {
        StyledText(text, style: usesColour ? colour.rawValue : nil)
    }

    private func bold(_ text: String) -> StyledText {
        StyledText(text, style: usesColour ? "1" : nil)
    }

    private func paint(diffLine line: String) -> StyledText {
        guard usesColour else { return StyledText(line) }
        if line.hasPrefix("+++") || line.hasPrefix("---") { return bold(line) }
        if line.hasPrefix("@@") { return colour(line, .cyan) }
        if line.hasPrefix("+") { return colour(line, .green) }
        if line.hasPrefix("-") { return colour(line, .red) }
        return StyledText(line)
    }
}
