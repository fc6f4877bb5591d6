/// A line-by-line unified diff between an expected (recorded) text and an
/// actual one: `-` for expected lines, `+` for actual lines, `@@` hunks with
/// line numbers and a few lines of context, and trailing whitespace made
/// visible with ``UnifiedDiffLine/endOfLineMarker``.
///
/// Both texts are normalised first (``SnapshotText/normalized(_:)``), so line
/// endings and final newlines never show up as differences.
///
/// ```swift
/// let diff = UnifiedDiff(expected: "Login\nID\n", actual: "Login\nID \n")
/// print(diff)
/// // --- expected
/// // +++ actual
/// // @@ -1,2 +1,2 @@
/// //  Login
/// // -ID
/// // +ID $
/// // \ "$" marks the end of a line that ends in whitespace or "$"
/// ```
public struct UnifiedDiff: Sendable, Equatable, CustomStringConvertible {
    /// The hunks, in order; empty when the texts are equal.
    public let hunks: [UnifiedDiffHunk]

    /// Diffs `expected` against `actual`, keeping `contextLines` unchanged
    /// lines around each change; changes closer than twice that share a hunk.
    public init(expected: String, actual: String, contextLines: Int = 3) {
        let expectedLines = Self.lines(of: expected)
        let actualLines = Self.lines(of: actual)
        let edits = LineEdit.script(from: expectedLines, to: actualLines)
        hunks = Self.hunks(edits, expected: expectedLines, actual: actualLines, context: max(0, contextLines))
    }

    /// Whether the texts are equal.
    public var isEmpty: Bool { hunks.isEmpty }

    /// The diff as text, with `---`/`+++` header lines naming both sides and,
    /// when any line carries the end-of-line marker, a closing `\` note that
    /// explains it. Empty when the texts are equal. No trailing newline.
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
        if marked {
            let marker = UnifiedDiffLine.endOfLineMarker
            output.append("\\ \"\(marker)\" marks the end of a line that ends in whitespace or \"\(marker)\"")
        }
        return output.joined(separator: "\n")
    }

    /// ``rendered(expectedLabel:actualLabel:)`` with the default labels.
    public var description: String { rendered() }

    private static func lines(of text: String) -> [Substring] {
        let normalized = SnapshotText.normalized(text)
        guard !normalized.isEmpty else { return [] }
        return normalized.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    }

    private static func hunks(
        _ edits: [LineEdit], expected: [Substring], actual: [Substring], context: Int
    ) -> [UnifiedDiffHunk] {
        let changes = edits.indices.filter { edits[$0].isChange }
        guard let firstChange = changes.first else { return [] }
        // Group change indices into edit ranges, merging ranges whose context overlaps.
        var ranges: [ClosedRange<Int>] = []
        var start = firstChange
        var end = firstChange
        for index in changes.dropFirst() {
            if index - end > 2 * context {
                ranges.append(max(0, start - context)...min(edits.count - 1, end + context))
                start = index
            }
            end = index
        }
        ranges.append(max(0, start - context)...min(edits.count - 1, end + context))

        // Lines of each side consumed before each edit.
        var expectedBefore = [Int](repeating: 0, count: edits.count + 1)
        var actualBefore = [Int](repeating: 0, count: edits.count + 1)
        for (index, edit) in edits.enumerated() {
            let (a, b): (Int, Int)
            switch edit {
            case .equal: (a, b) = (1, 1)
            case .delete: (a, b) = (1, 0)
            case .insert: (a, b) = (0, 1)
            }
            expectedBefore[index + 1] = expectedBefore[index] + a
            actualBefore[index + 1] = actualBefore[index] + b
        }

        return ranges.map { range in
            let lines: [UnifiedDiffLine] = range.map { index in
                switch edits[index] {
                case let .equal(a, _): .context(String(expected[a]))
                case let .delete(a): .removed(String(expected[a]))
                case let .insert(b): .added(String(actual[b]))
                }
            }
            let expectedCount = expectedBefore[range.upperBound + 1] - expectedBefore[range.lowerBound]
            let actualCount = actualBefore[range.upperBound + 1] - actualBefore[range.lowerBound]
            let expectedFirst = expectedBefore[range.lowerBound]
            let actualFirst = actualBefore[range.lowerBound]
            return UnifiedDiffHunk(
                expectedStart: expectedCount == 0 ? expectedFirst : expectedFirst + 1,
                expectedCount: expectedCount,
                actualStart: actualCount == 0 ? actualFirst : actualFirst + 1,
                actualCount: actualCount,
                lines: lines)
        }
    }
}
