import StatefulSnapshot

/// A ``/StatefulSnapshot/UnifiedDiff`` laid out in two columns, recorded on
/// the left and actual on the right: context on both sides, a run of
/// removed lines beside the run of added lines that replaced it, paired in
/// order, and a gap between hunks. In a changed pair, the part that differs
/// (between the longest common prefix and suffix) is marked, so a reader
/// sees which characters changed.
struct SideBySideDiff: Equatable {
    /// One side of a row: its line number and text, or nothing.
    struct Cell: Equatable {
        var number: Int
        var text: String
        /// The changed part of `text`, as a range of characters, when the
        /// row pairs two changed lines.
        var changed: Range<Int>?
    }

    enum Row: Equatable {
        /// The same line on both sides.
        case context(left: Cell, right: Cell)
        /// A removed line, an added line, or both side by side.
        case change(left: Cell?, right: Cell?)
        /// Lines left out between two hunks.
        case gap
    }

    var rows: [Row]
    /// Changed lines the unified diff left out (see ``UnifiedDiff/omittedChangeCount``).
    var omittedChangeCount: Int

    init(_ diff: UnifiedDiff) {
        var rows: [Row] = []
        for (index, hunk) in diff.hunks.enumerated() {
            if index > 0 { rows.append(.gap) }
            var left = hunk.expectedStart == 0 ? 1 : hunk.expectedStart
            var right = hunk.actualStart == 0 ? 1 : hunk.actualStart
            var removed: [String] = []
            var added: [String] = []
            func flush() {
                for pair in 0..<max(removed.count, added.count) {
                    var oldCell = pair < removed.count ? Cell(number: left + pair, text: removed[pair]) : nil
                    var newCell = pair < added.count ? Cell(number: right + pair, text: added[pair]) : nil
                    if let old = oldCell, let new = newCell {
                        let (oldRange, newRange) = Self.changedParts(old.text, new.text)
                        oldCell?.changed = oldRange
                        newCell?.changed = newRange
                    }
                    rows.append(.change(left: oldCell, right: newCell))
                }
                left += removed.count
                right += added.count
                removed = []
                added = []
            }
            for line in hunk.lines {
                switch line {
                case .context(let text):
                    flush()
                    rows.append(.context(left: Cell(number: left, text: text), right: Cell(number: right, text: text)))
                    left += 1
                    right += 1
                case .removed(let text):
                    if !added.isEmpty { flush() }
                    removed.append(text)
                case .added(let text):
                    added.append(text)
                }
            }
            flush()
        }
        self.rows = rows
        omittedChangeCount = diff.omittedChangeCount
    }

    /// The parts of `old` and `new` between their longest common prefix and
    /// their longest common suffix (which do not overlap), in characters.
    static func changedParts(_ old: String, _ new: String) -> (Range<Int>, Range<Int>) {
        let oldCharacters = Array(old)
        let newCharacters = Array(new)
        var prefix = 0
        while prefix < oldCharacters.count, prefix < newCharacters.count, oldCharacters[prefix] == newCharacters[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < oldCharacters.count - prefix, suffix < newCharacters.count - prefix,
              oldCharacters[oldCharacters.count - 1 - suffix] == newCharacters[newCharacters.count - 1 - suffix] {
            suffix += 1
        }
        return (prefix..<(oldCharacters.count - suffix), prefix..<(newCharacters.count - suffix))
    }
}
