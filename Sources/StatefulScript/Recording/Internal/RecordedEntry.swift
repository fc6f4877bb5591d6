/// One recorded step and what happened around it.
struct RecordedEntry {
    enum Kind {
        /// A Command, written when the flow is.
        case command(Any)
        /// A backend setting, written when the flow is.
        case backend(Any)
        /// A step on the host (`tap "OK"`, `back`, …).
        case host(RecordedHostStep)
    }

    var kind: Kind
    /// The clock's time when it began.
    var time: Duration
    /// When its work ended, if it ended before anything else happened.
    var finishedAt: Duration?
    /// Whether a host step sent a Command.
    var sentCommand: Bool { !sentCommands.isEmpty }
    /// The Commands a host step sent (replaying the step sends them again):
    /// never written, but read for the secrets their types declare, so that
    /// text typed into a secret field is written as a parameter.
    var sentCommands: [Any] = []
    /// The screen when the next step began, and the time then.
    var screenAfter: (screen: String?, time: Duration)?

    /// The Command or setting, if the entry is one.
    var value: Any? {
        switch kind {
        case .command(let value), .backend(let value): value
        case .host: nil
        }
    }

    /// The flow's statements for `entries`, whose values are written as
    /// `texts`, in `step "…" {` blocks where `namedSteps` (by entry index)
    /// says the named steps change, the session having ended at `endTime`
    /// showing `endScreen`; screens go through `mask`.
    static func statements(
        _ entries: [RecordedEntry], texts: [String], namedSteps: [Int: [String]] = [:], endTime: Duration,
        endScreen: String?, mask: (String) -> String
    ) -> [String] {
        var lines: [String] = []
        var clock = Duration.zero
        var openSteps: [String] = []
        func emit(_ line: String) {
            lines.append(String(repeating: "    ", count: openSteps.count) + line)
        }
        func enter(_ names: [String]) {
            var common = 0
            while common < min(names.count, openSteps.count), names[common] == openSteps[common] { common += 1 }
            while openSteps.count > common {
                openSteps.removeLast()
                emit("}")
            }
            for name in names[common...] {
                emit("step " + ScriptStringLiteral.text(of: name) + " {")
                openSteps.append(name)
            }
        }
        func advance(to time: Duration) {
            guard time > clock, let text = try? ScriptNumberText.text(of: time - clock) else { return }
            emit("advance " + text)
            clock = time
        }
        for (index, entry) in entries.enumerated() {
            if let names = namedSteps[index] { enter(names) }
            advance(to: entry.time)
            let text = texts[index]
            switch entry.kind {
            case .command:
                if let finished = entry.finishedAt {
                    emit(Self.sendStatement(text))
                    clock = max(clock, finished)
                } else {
                    emit("start " + text)
                }
            case .backend:
                emit("backend " + text)
            case .host:
                emit(text)
                if let finished = entry.finishedAt { clock = max(clock, finished) }
            }
            let isLast = index == entries.count - 1
            let (screen, time) = isLast ? (endScreen, endTime) : (entry.screenAfter?.screen.map(mask), entry.screenAfter?.time ?? clock)
            advance(to: time)
            if let screen {
                emit("expect screen contains " + ScriptStringLiteral.text(of: screen))
            }
        }
        if entries.isEmpty { advance(to: endTime) }
        enter([])
        return lines
    }

    /// `save`, or `send wait` for a Command named like a statement.
    static func sendStatement(_ text: String) -> String {
        let name = text.prefix { $0 != "(" }
        return Keyword(rawValue: String(name)) == nil ? text : "send " + text
    }
}
