/// Text from a file, a flow, a path or a server made safe to print for a
/// person: nothing in it can be interpreted by a terminal or a CI log.
///
/// Terminals and CI logs are interpreters. A snapshot file holding
/// `ESC ] 0 ; … BEL` would retitle the reviewer's window, `ESC ] 52 ; …`
/// would write to their clipboard, a right-to-left override (U+202E) would
/// show a line in a different order than it is, and a line that starts with
/// `::error` would make GitHub Actions show a forged annotation. Every
/// control is shown instead, the way a Swift string literal would write it:
///
/// | in the text | printed |
/// |---|---|
/// | ESC (U+001B) | `\e` |
/// | BEL (U+0007) | `\a` |
/// | backspace (U+0008) | `\b` |
/// | carriage return (U+000D) | `\r` |
/// | other C0 controls, DEL, C1 controls (U+0080–U+009F) | `\u{009B}` |
/// | bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) | `\u{202E}` |
/// | line and paragraph separators (U+2028, U+2029) | `\u{2028}` |
///
/// The rest of an escape sequence is printable text, so `ESC ] 0 ; owned BEL`
/// prints as `\e]0;owned\a`. Line feeds and tabs are layout and stay as they
/// are in ``escaped(_:)``; ``escapedLine(_:)`` shows them too (`\n`, `\t`),
/// for what must stay on one line, such as a path. A backslash is printed as
/// it is.
///
/// A line whose first non-blank characters would start a workflow command
/// (`::` or the older `##[`) gets a backslash before the character that
/// would complete it (`:\:error …`, `##\[`), so only ``GitHubAnnotation``
/// writes one.
///
/// ```swift
/// let title = "\u{1B}]0;owned\u{7}"
/// print(VisibleText.escaped(title))  // \e]0;owned\a
/// ```
public enum VisibleText {
    /// `text` with every control, escape sequence and bidi control shown
    /// visibly; line feeds and tabs kept as layout; a line that would start
    /// a workflow command preceded by a backslash. `text` is taken to start
    /// at the beginning of a line.
    public static func escaped(_ text: String) -> String {
        var escaper = VisibleTextEscaper()
        return escaper.escape(text)
    }

    /// `text` on one line: like ``escaped(_:)``, and line feeds and tabs
    /// shown as `\n` and `\t` too. For paths, names and other single-line
    /// fields.
    public static func escapedLine(_ text: String) -> String {
        var escaper = VisibleTextEscaper(keepsLayout: false)
        return escaper.escape(text)
    }

    /// Whether `scalar` is shown escaped (by ``escaped(_:)``, which keeps
    /// line feeds and tabs).
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        VisibleTextEscaper.replacement(for: scalar) != nil
    }
}
