/// One line of a ``UnifiedDiffHunk``: unchanged context, a line only in the
/// expected text (`-`), or a line only in the actual text (`+`).
public enum UnifiedDiffLine: Sendable, Equatable {
    /// A line both texts share, shown with a leading space.
    case context(String)
    /// A line of the expected (recorded) text that the actual text lacks, shown with `-`.
    case removed(String)
    /// A line of the actual text that the expected text lacks, shown with `+`.
    case added(String)

    /// Appended to a line that ends in whitespace (or in `$` itself), so that
    /// trailing spaces and tabs are visible and the marker is never ambiguous.
    /// ASCII, like `cat -e`.
    public static let endOfLineMarker = "$"

    /// The line without its prefix.
    public var text: String {
        switch self {
        case let .context(text), let .removed(text), let .added(text): text
        }
    }

    /// Whether ``rendered`` carries ``endOfLineMarker``.
    public var isMarked: Bool {
        guard let last = text.last else { return false }
        return last.isWhitespace || String(last) == Self.endOfLineMarker
    }

    /// The line as printed in a diff: ` `, `-` or `+`, the text, and
    /// ``endOfLineMarker`` when ``isMarked``.
    ///
    /// ```swift
    /// UnifiedDiffLine.added("Save  ").rendered     // "+Save  $"
    /// ```
    public var rendered: String {
        let prefix: String
        switch self {
        case .context: prefix = " "
        case .removed: prefix = "-"
        case .added: prefix = "+"
        }
        return prefix + text + (isMarked ? Self.endOfLineMarker : "")
    }
}
