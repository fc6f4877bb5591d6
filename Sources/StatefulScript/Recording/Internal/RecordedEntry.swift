/// One recorded step and what happened around it.
struct RecordedEntry {
    enum Kind {
        /// A Command's script text.
        case command(String)
        /// A backend setting's script text.
        case backend(String)
        /// A host statement (`tap "OK"`, `back`, …).
        case host(String)
    }

    var kind: Kind
    /// The clock's time when it began.
    var time: Duration
    /// When its work ended, if it ended before anything else happened.
    var finishedAt: Duration?
    /// Whether a host step sent a Command.
    var sentCommand = false
    /// The screen when the next step began, and the time then.
    var screenAfter: (screen: String?, time: Duration)?

    /// The flow's statements for `entries`, the session having ended at
    /// `endTime` showing `endScreen`.
    static func statements(_ entries: [RecordedEntry], endTime: Duration, endScreen: String?) -> [String] {
        var lines: [String] = []
        var clock = Duration.zero
        func advance(to time: Duration) {
            guard time > clock, let text = try? ScriptNumberText.text(of: time - clock) else { return }
            lines.append("advance " + text)
            clock = time
        }
        for (index, entry) in entries.enumerated() {
            advance(to: entry.time)
            switch entry.kind {
            case .command(let text):
                if let finished = entry.finishedAt {
                    lines.append(Self.sendStatement(text))
                    clock = max(clock, finished)
                } else {
                    lines.append("start " + text)
                }
            case .backend(let text):
                lines.append("backend " + text)
            case .host(let text):
                lines.append(text)
                if let finished = entry.finishedAt { clock = max(clock, finished) }
            }
            let isLast = index == entries.count - 1
            let (screen, time) = isLast ? (endScreen, endTime) : (entry.screenAfter?.screen, entry.screenAfter?.time ?? clock)
            advance(to: time)
            if let screen {
                lines.append("expect screen contains " + ScriptStringLiteral.text(of: screen))
            }
        }
        if entries.isEmpty { advance(to: endTime) }
        return lines
    }

    /// `save`, or `send wait` for a Command named like a statement.
    static func sendStatement(_ text: String) -> String {
        let name = text.prefix { $0 != "(" }
        return Keyword(rawValue: String(name)) == nil ? text : "send " + text
    }
}
