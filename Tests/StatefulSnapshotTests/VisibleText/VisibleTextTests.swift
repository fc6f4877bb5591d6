import StatefulSnapshot
import Testing

/// `VisibleText`: what a terminal or a CI log would interpret is shown
/// instead, and layout stays layout.
@Suite struct VisibleTextTests {
    @Test(arguments: [
        // The audit's sequences: window title, clipboard write, clear screen.
        ("\u{1B}]0;owned\u{7}", "\\e]0;owned\\a"),
        ("\u{1B}]52;c;ZXZpbA==\u{7}", "\\e]52;c;ZXZpbA==\\a"),
        ("\u{1B}[2J\u{1B}[H", "\\e[2J\\e[H"),
        // C1 controls: CSI and OSC as one scalar each, NEL.
        ("a\u{9B}2Jb\u{9D}0;t\u{9C}", "a\\u{009B}2Jb\\u{009D}0;t\\u{009C}"),
        ("\u{85}", "\\u{0085}"),
        // Other C0 controls and DEL.
        ("\u{0}\u{8}\r\u{7F}\u{1}", "\\u{0000}\\b\\r\\u{007F}\\u{0001}"),
        // Bidi controls: overrides, embeddings, isolates, marks.
        ("abc\u{202E}fdp.exe", "abc\\u{202E}fdp.exe"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}"),
        ("\u{2066}\u{2067}\u{2068}\u{2069}", "\\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
        ("\u{200E}\u{200F}\u{061C}", "\\u{200E}\\u{200F}\\u{061C}"),
        ("\u{2028}\u{2029}", "\\u{2028}\\u{2029}"),
    ])
    func controlsAreShown(text: String, shown: String) {
        #expect(VisibleText.escaped(text) == shown)
        #expect(VisibleText.escaped(text).unicodeScalars.allSatisfy { !VisibleText.isEscaped($0) || $0 == "\n" || $0 == "\t" })
    }

    @Test func newlinesAndTabsStayLayoutAndPrintableTextIsUnchanged() {
        let text = "name:\tログインID 👩‍👩‍👧 café\n  \"quoted\" \\n stays\n"
        #expect(VisibleText.escaped(text) == text)
    }

    @Test func oneLineShowsNewlinesAndTabsToo() {
        #expect(VisibleText.escapedLine("Flows/a\n::error file=evil.swift::x\t.flow")
            == "Flows/a\\n::error file=evil.swift::x\\t.flow")
    }

    @Test func escapingTwiceChangesNothing() {
        let hostile = "\u{1B}]0;t\u{7}\n::error::x\n  ##[warning]y\n\u{202E}z"
        let once = VisibleText.escaped(hostile)
        #expect(VisibleText.escaped(once) == once)
    }

    @Test(arguments: [
        ("::error file=evil.swift,line=1::forged", ":\\:error file=evil.swift,line=1::forged"),
        ("ok\n::warning::x\n", "ok\n:\\:warning::x\n"),
        ("   \t::notice::x", "   \t:\\:notice::x"),
        ("\u{3000}::error::x", "\u{3000}:\\:error::x"),
        ("##[error]x", "##\\[error]x"),
        ("a ::error:: in the middle stays", "a ::error:: in the middle stays"),
        (":x and #y and ##z", ":x and #y and ##z"),
        // A line that starts with any other character is past its start.
        ("x::error::y\n-::warning::z\n::notice::w", "x::error::y\n-::warning::z\n:\\:notice::w"),
    ])
    func noLineCanStartAWorkflowCommand(text: String, shown: String) {
        #expect(VisibleText.escaped(text) == shown)
    }

    @Test func aWorkflowCommandCannotBeAssembledFromTwoPieces() {
        var escaper = VisibleTextEscaper()
        let shown = escaper.escape("FAILED\n:") + escaper.escape(":error::x\n")
        #expect(shown == "FAILED\n:\\:error::x\n")
    }

    @Test func anAnnotationShowsControlsInItsMessageAndPath() {
        let annotation = GitHubAnnotation(file: "a\u{1B}]0;t\u{7}.flow", message: "x\u{202E}y\nz\u{1B}[2J")
        #expect(annotation.description == "::error file=a\\e]0;t\\a.flow::x\\u{202E}y%0Az\\e[2J")
    }

    /// A text escaped whole reads as it does fed one scalar at a time: the
    /// runs copied whole are exactly the scalars shown as they are.
    @Test(arguments: [true, false]) func aTextEscapedWholeIsItsScalarsEscapedOneByOne(keepsLayout: Bool) {
        let pieces: [String] = [
            "a", " ", "\t", "\n", ":", "#", "[", "\u{1B}", "\r", "\u{202E}", "é", "\u{85}", "\u{2028}", "x", "::", "##[",
        ]
        var random = SplitMix(seed: 7)
        for _ in 0..<500 {
            let text = (0..<Int(random.next() % 24)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            var whole = VisibleTextEscaper(keepsLayout: keepsLayout)
            var oneByOne = VisibleTextEscaper(keepsLayout: keepsLayout)
            let byScalar = text.unicodeScalars.map { oneByOne.escape(String($0)) }.joined()
            #expect(whole.escape(text) == byScalar, "\(text.debugDescription)")
        }
    }
}

/// A small deterministic generator (SplitMix64) for the tests above.
private struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
