/// Writes a ``Transcript`` in its text format.
enum TranscriptWriter {
    static func text(of transcript: Transcript) -> String {
        var lines: [String] = []
        append(transcript.initialState, keyword: "state ", indent: "", to: &lines)
        for block in transcript.blocks {
            lines += self.lines(of: block)
        }
        return lines.map(trimmingTrailingWhitespace).joined(separator: "\n") + "\n"
    }

    /// The lines of one block, without their trailing whitespace.
    static func lines(of block: Transcript.Block) -> [String] {
        var lines: [String] = []
        if let namedStep = block.namedStep, block.command == nil {
            return ["> step " + namedStep]
        }
        if let command = block.command {
            let keyword = block.gesture.map { "> " + $0 + " -> " } ?? "> "
            append(withoutLeadingDot(command), keyword: keyword, indent: "", continuation: "  ", to: &lines)
        } else if case .relaunched = block.steps.first {
            lines.append("> (relaunch)")
        } else {
            lines.append("> (no command)")
        }
        // What was running when the Command came: an ignored one names it again, `ignored: pay is running`.
        var runningText: String?
        if !block.runningAtStart.isEmpty {
            let named = block.runningCommandsAtStart.count == block.runningAtStart.count
            let running = named ? block.runningCommandsAtStart : block.runningAtStart.map(\.description)
            let list = running.count <= 2
                ? running.joined(separator: " and ")
                : running.dropLast().joined(separator: ", ") + " and " + running[running.count - 1]
            runningText = "\(list) \(running.count == 1 ? "is" : "are") running"
            lines.append("  (while \(list) \(running.count == 1 ? "is" : "are") running)")
        }
        for step in block.steps {
            switch step {
            case .action(let action, let diff):
                let suffix = diff == nil ? " (no visible change)" : ""
                append(withoutLeadingDot(action), keyword: "action ", indent: "  ", suffix: suffix, to: &lines)
                for line in diff ?? [] {
                    lines.append("    " + line)
                }
            case .effect(let effect):
                append(withoutLeadingDot(effect), keyword: "effect ", indent: "  ", to: &lines)
            case .relaunched(_, let diff):
                lines.append("  relaunched" + (diff == nil ? " (the same State)" : ""))
                for line in diff ?? [] {
                    lines.append("    " + line)
                }
            case .sharedChanged(let diff):
                lines.append("  shared changed")
                for line in diff {
                    lines.append("    " + line)
                }
            }
        }
        switch block.outcome {
        case .completed: break
        case .running: lines.append("  running")
        case .ignored: lines.append("  ignored" + (runningText.map { ": " + $0 } ?? ""))
        case .cancelled: lines.append("  cancelled")
        case .failed(let error): append(error, keyword: "failed ", indent: "  ", to: &lines)
        }
        return lines.map(trimmingTrailingWhitespace)
    }

    /// Appends `node` after `keyword`, its further lines indented by
    /// `continuation` (by default the same as the first line).
    private static func append(
        _ node: DumpNode, keyword: String, indent: String, continuation: String? = nil,
        suffix: String = "", to lines: inout [String]
    ) {
        let nodeLines = node.lines
        for (index, line) in nodeLines.enumerated() {
            var text = index == 0 ? indent + keyword + line : (continuation ?? indent) + line
            if index == nodeLines.count - 1 { text += suffix }
            lines.append(text)
        }
    }

    /// `save` for `.save`, `setName("Ada")` for `.setName("Ada")`.
    static func withoutLeadingDot(_ node: DumpNode) -> DumpNode {
        switch node {
        case .leaf(let text) where text.hasPrefix("."):
            return .leaf(String(text.dropFirst()))
        case .group(let open, let entries, let close) where open.hasPrefix("."):
            return .group(open: String(open.dropFirst()), entries: entries, close: close)
        default:
            return node
        }
    }

    private static func trimmingTrailingWhitespace(_ line: String) -> String {
        var line = Substring(line)
        while let last = line.last, last == " " || last == "\t" {
            line.removeLast()
        }
        return String(line)
    }
}
