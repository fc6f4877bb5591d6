/// The hostile inputs of the audit in issue 23, kept as fixtures: what a
/// snapshot file, a flow's source or a file name from a pull request may
/// hold to take over a reviewer's terminal or a CI log.
enum HostileInputs {
    /// Sets the terminal window's (or tmux pane's) title.
    static let windowTitle = "\u{1B}]0;PWNED-TITLE\u{7}"
    /// Writes "evil" (base64) to the clipboard (OSC 52).
    static let clipboardWrite = "\u{1B}]52;c;ZXZpbA==\u{7}"
    /// Clears the screen and moves the cursor home.
    static let clearScreen = "\u{1B}[2J\u{1B}[H"
    /// The same as single C1 scalars: CSI 2 J, and OSC … ST.
    static let c1Controls = "\u{9B}2J\u{9D}0;C1-TITLE\u{9C}"
    /// A right-to-left override that shows `exe.pdf` as `fdp.exe`-looking text.
    static let bidiOverride = "invoice\u{202E}fdp.exe"
    /// Isolates and marks.
    static let bidiIsolates = "\u{2067}a\u{2069}\u{200F}"
    /// A line that makes GitHub Actions show a forged error.
    static let forgedAnnotation = "\n::error file=evil.swift,line=1::forged by a file name\n"

    /// Every sequence above in one text.
    static let all = [windowTitle, clipboardWrite, clearScreen, c1Controls, bidiOverride, bidiIsolates, forgedAnnotation]
        .joined(separator: " ")

    /// How `all` shows once escaped, for each sequence.
    static let shown = [
        "\\e]0;PWNED-TITLE\\a", "\\e]52;c;ZXZpbA==\\a", "\\e[2J\\e[H", "\\u{009B}2J\\u{009D}0;C1-TITLE\\u{009C}",
        "invoice\\u{202E}fdp.exe", "\\u{2067}a\\u{2069}\\u{200F}",
    ]

    /// A snapshot file's contents with every sequence, on several lines.
    static let snapshotFile = "name: \(windowTitle)\nclip: \(clipboardWrite)\nclear: \(clearScreen)\nc1: \(c1Controls)\n"
        + "bidi: \(bidiOverride) \(bidiIsolates)\n::error file=evil.swift,line=1::forged by a snapshot\n"

    /// Whether `text` holds anything a terminal or a CI log would interpret.
    static func isInterpretable(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    /// The lines of `text` that would start a workflow command.
    static func workflowCommandLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter {
            let trimmed = $0.drop { $0.isWhitespace }
            return trimmed.hasPrefix("::") || trimmed.hasPrefix("##[")
        }
    }
}
