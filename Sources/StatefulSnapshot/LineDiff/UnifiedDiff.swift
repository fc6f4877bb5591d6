/// A line-by-line unified diff between an expected (recorded) text and an
/// actual one: `-` for expected lines, `+` for actual lines, `@@` hunks with
/// line numbers and a few lines of context, and trailing whitespace made
/// visible with ``UnifiedDiffLine/endOfLineMarker``.
///
/// Both texts are normalised first (``SnapshotText/normalized(_:)``), so line
/// endings and final newlines never show up as differences.
///
/// ```swift
/// let diff = UnifiedDiff(expected: "Name\nAda\n", actual: "Name\nAda \n")
/// print(diff)
/// // --- expected
/// // +++ actual
/// // @@ -1,2 +1,2 @@
/// //  Name
/// // -Ada
/// // +Ada $
/// // \ "$" marks the end of a line that ends in whitespace or "$"
/// ```
///
/// ## Limits
///
/// A diff takes memory in proportion to the two texts and time close to it,
/// however large they are or however much they differ, and what it keeps and
/// prints is bounded:
///
/// - **Length.** At most `maximumLines` lines of hunks, `@@` headers
///   included, are kept (``defaultMaximumLines`` unless told), so the
///   rendered diff has at most that many lines plus its two `---`/`+++`
///   lines and three `\` notes. Hunks are kept whole while they fit; the
///   first one that does not is cut to the lines left, showing the first
///   removed and the first added lines of the change it cuts. The changed
///   lines left out are counted in ``omittedChangeCount``, and the rendered
///   diff ends with a `\` note saying how many there are. The whole actual
///   output is wherever the caller keeps it (a snapshot's pending file).
/// - **Exactness.** The lines are aligned with a bounded amount of work
///   (about a second at most). That is enough for a shortest diff in every
///   usual case: thousands of changed lines, and any number of changed lines
///   that occur in only one of the texts (edited, added or removed lines).
///   Texts that share many lines in a different order can exhaust it; then
///   the lines not yet aligned are shown as removed, then added, and
///   ``isMinimal`` is `false`: the diff is still correct, but some unchanged
///   lines may show as removed and added, which a `\` note at the end of the
///   rendered diff says.
///
/// Diffs with up to 1,000 changed lines are laid out exactly as Stateful
/// always laid them out, and the same two texts always give the same diff.
public struct UnifiedDiff: Sendable, Equatable, CustomStringConvertible {
    /// How many hunk lines (`@@` headers included) a diff keeps unless told otherwise.
    public static let defaultMaximumLines = 1_000

    /// The hunks, in order; empty when the texts are equal. When the diff is
    /// longer than its maximum, only the first hunks (the last one possibly
    /// cut) — see ``omittedChangeCount``.
    public let hunks: [UnifiedDiffHunk]

    /// How many removed and added lines are not in ``hunks`` because the diff
    /// reached its maximum length; `0` when nothing was left out.
    public let omittedChangeCount: Int

    /// Whether the diff is a shortest one. `false` only when the texts were
    /// too different to align exactly within the diff's bounded work (see
    /// "Limits" above); the diff is correct either way.
    public let isMinimal: Bool

    /// Diffs `expected` against `actual`, keeping `contextLines` unchanged
    /// lines around each change; changes closer than twice that share a hunk.
    ///
    /// - Parameters:
    ///   - expected: The recorded text, whose lines the diff shows with `-`.
    ///   - actual: The new text, whose lines the diff shows with `+`.
    ///   - contextLines: The unchanged lines kept around each change.
    ///   - maximumLines: The most hunk lines (headers, context,
    ///     removed and added lines) to keep; at least 2, a header and a change.
    ///     Changed lines beyond it are counted in ``omittedChangeCount`` instead.
    public init(
        expected: String, actual: String, contextLines: Int = 3, maximumLines: Int = UnifiedDiff.defaultMaximumLines
    ) {
        self.init(
            expected: expected, actual: actual, contextLines: contextLines, maximumLines: maximumLines,
            limits: .standard)
    }

    /// A diff whose alignment works within `limits`.
    init(expected: String, actual: String, contextLines: Int, maximumLines: Int, limits: SequenceAlignment.Limits) {
        let expectedLines = TextLines(normalized: SnapshotText.normalized(expected))
        let actualLines = TextLines(normalized: SnapshotText.normalized(actual))
        let numbers = TextLines.interned(expectedLines, actualLines)
        let script = SequenceAlignment.script(numbers.expected, numbers.actual, limits: limits)
        let layout = HunkLayout(
            script, expected: expectedLines, actual: actualLines,
            context: min(max(0, contextLines), 1 << 31), maximumLines: max(2, maximumLines))
        hunks = layout.hunks
        omittedChangeCount = script.changeCount - layout.shownChangeCount
        isMinimal = script.isMinimal
    }

    /// Whether the texts are equal.
    public var isEmpty: Bool { hunks.isEmpty }

    /// The diff as text, with `---`/`+++` header lines naming both sides and
    /// closing `\` notes: how many changed lines were left out, when any were;
    /// that the diff is not minimal, when it is not; and, when any line
    /// carries the end-of-line marker, what the marker means. Empty when the
    /// texts are equal. No trailing newline.
    public func rendered(expectedLabel: String = "expected", actualLabel: String = "actual") -> String {
        guard !hunks.isEmpty else { return "" }
        var output = ["--- \(expectedLabel)", "+++ \(actualLabel)"]
        var marked = false
        for hunk in hunks {
            output.append(hunk.header)
            for line in hunk.lines {
                output.append(line.rendered)
                marked = marked || line.isMarked
            }
        }
        if omittedChangeCount > 0 {
            let noun = omittedChangeCount == 1 ? "line" : "lines"
            output.append("\\ \(omittedChangeCount) more removed or added \(noun) not shown")
        }
        if !isMinimal {
            output.append("\\ too many changes to align exactly: some unchanged lines may show as removed and added")
        }
        if marked {
            let marker = UnifiedDiffLine.endOfLineMarker
            output.append("\\ \"\(marker)\" marks the end of a line that ends in whitespace or \"\(marker)\"")
        }
        return output.joined(separator: "\n")
    }

    /// ``rendered(expectedLabel:actualLabel:)`` with the default labels.
    public var description: String { rendered() }
}
