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
    var screenAfter: (screen: CapturedScreen?, time: Duration)?

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
    /// showing `endScreen`; screens are drawn with `masker`'s secrets masked, and their checkpoints
    /// name `screenWidth`.
    @MainActor
    static func statements(
        _ entries: [RecordedEntry], texts: [String], namedSteps: [Int: [String]] = [:], endTime: Duration,
        endScreen: String?, screenWidth: ScriptWidth? = nil, masker: SecretMasker
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
        // Each checkpoint checks only the lines the previous one did not show.
        var previousScreen: Set<Substring> = []
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
            let (screen, time) = isLast
                ? (endScreen, endTime) : (entry.screenAfter?.screen?.text(masked: masker), entry.screenAfter?.time ?? clock)
            advance(to: time)
            if let screen {
                for line in checkpoint(screen, width: screenWidth, skipping: previousScreen) { emit(line) }
                previousScreen = Set(screen.split(separator: "\n"))
            }
        }
        if entries.isEmpty { advance(to: endTime) }
        enter([])
        return lines
    }

    /// The checks of a screen: `expect screen [W] contains "…"` for each
    /// line that shows some text (not only frame, rule or blank), each such
    /// line once, in the order drawn, but those in `skipping` (the lines of
    /// the previous checkpoint's screen: only what changed is checked). A
    /// line apiece keeps the checkpoint readable in a review, and each line,
    /// frame and padding included, pins the layout at width `W`.
    static func checkpoint(_ screen: String, width: ScriptWidth?, skipping: Set<Substring> = []) -> [String] {
        let view = width.map { "screen \($0)" } ?? "screen"
        var seen = skipping
        var lines: [String] = []
        for line in screen.split(separator: "\n") where line.contains(where: { !frameCharacters.contains($0) }) {
            guard seen.insert(line).inserted else { continue }
            lines.append("expect \(view) contains " + ScriptStringLiteral.text(of: String(line)))
        }
        return lines
    }

    /// What a screen's frame, rules and padding are drawn with.
    private static let frameCharacters: Set<Character> = [" ", "|", "+", "-", "="]

    /// `save`, or `send wait` for a Command named like a statement.
    static func sendStatement(_ text: String) -> String {
        let name = text.prefix { $0 != "(" }
        return Keyword(rawValue: String(name)) == nil ? text : "send " + text
    }
}

/// A screen captured for a checkpoint, drawn when the recording is written,
/// with the secrets known then masked.
@MainActor
struct CapturedScreen {
    let render: @MainActor (SecretMasker) -> String?

    func text(masked masker: SecretMasker) -> String? {
        render(masker)
    }
}
