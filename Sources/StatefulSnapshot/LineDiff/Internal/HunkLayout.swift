/// Lays an edit script out as unified-diff hunks: changes with `context`
/// lines around them, changes closer than twice that in one hunk, and no more
/// than `maximumLines` lines in all, counting each hunk's `@@` header line.
///
/// Hunks are kept whole while they fit. The first hunk that does not fit is
/// cut, when it is the first hunk or at least `context + 3` lines are left:
/// its header, its leading context (less of it if fewer than `context + 3`
/// lines are left, so that a change always shows), then its changes until
/// the lines run out. A block of changes that has to be cut shows the first of its
/// removed lines and the first of its added lines, half and half (the odd
/// line going to the removed side, and what one side lacks to the other), so
/// both sides of the change stay visible. The cut hunk's header counts the
/// lines shown.
struct HunkLayout {
    private(set) var hunks: [UnifiedDiffHunk] = []
    /// How many removed and added lines the hunks show.
    private(set) var shownChangeCount = 0

    init(_ script: EditScript, expected: TextLines, actual: TextLines, context: Int, maximumLines: Int) {
        var groups = ChangeGroups(runs: script.runs, context: context)
        var steps = StepCursor(runs: script.runs)
        var linesLeft = maximumLines
        while let group = groups.next() {
            let lower = max(0, group.lowerBound - context)
            let upper = min(groups.stepCount - 1, group.upperBound + context)
            let length = upper - lower + 1
            if length + 1 <= linesLeft {
                append(lower...upper, steps: &steps, budget: length, expected: expected, actual: actual)
                linesLeft -= length + 1
            } else {
                if hunks.isEmpty || linesLeft >= context + 3 {
                    let budget = max(1, linesLeft - 1)
                    let leading = min(group.lowerBound - lower, max(0, budget - 2))
                    append(
                        (group.lowerBound - leading)...upper, steps: &steps, budget: budget,
                        expected: expected, actual: actual)
                }
                break
            }
        }
    }

    /// Appends the hunk for the steps in `range`, showing at most `budget`
    /// lines besides its header.
    private mutating func append(
        _ range: ClosedRange<Int>, steps: inout StepCursor, budget: Int, expected: TextLines, actual: TextLines
    ) {
        let first = steps.step(at: range.lowerBound)
        var lines: [UnifiedDiffLine] = []
        var expectedCount = 0
        var actualCount = 0
        var left = budget
        var index = range.lowerBound
        while index <= range.upperBound, left > 0 {
            let step = steps.step(at: index)
            if step.kind == .equal {
                lines.append(.context(String(expected[step.expected])))
                expectedCount += 1
                actualCount += 1
                left -= 1
                index += 1
                continue
            }
            // A block of changes: the steps up to the next kept line or the hunk's end.
            var end = index
            var removed = 0
            var added = 0
            while end <= range.upperBound {
                let change = steps.step(at: end)
                if change.kind == .equal { break }
                if change.kind == .delete { removed += 1 } else { added += 1 }
                end += 1
            }
            var removedShown = removed
            var addedShown = added
            if removed + added > left {
                removedShown = min(removed, max((left + 1) / 2, left - added))
                addedShown = min(added, left - removedShown)
            }
            var removedSeen = 0
            var addedSeen = 0
            for changeIndex in index..<end {
                let change = steps.step(at: changeIndex)
                if change.kind == .delete {
                    if removedSeen < removedShown { lines.append(.removed(String(expected[change.expected]))) }
                    removedSeen += 1
                } else {
                    if addedSeen < addedShown { lines.append(.added(String(actual[change.actual]))) }
                    addedSeen += 1
                }
            }
            expectedCount += removedShown
            actualCount += addedShown
            shownChangeCount += removedShown + addedShown
            left -= removedShown + addedShown
            if removedShown < removed || addedShown < added { break }
            index = end
        }
        hunks.append(UnifiedDiffHunk(
            expectedStart: expectedCount == 0 ? first.expected : first.expected + 1,
            expectedCount: expectedCount,
            actualStart: actualCount == 0 ? first.actual : first.actual + 1,
            actualCount: actualCount,
            lines: lines))
    }
}

/// The changed steps of a script, by their index in the flat list of steps,
/// grouped as hunks group them: a change more than `2 × context` steps after
/// the previous one starts a new group.
private struct ChangeGroups {
    let runs: [EditRun]
    let context: Int
    /// The number of steps in the script.
    let stepCount: Int
    private var runIndex = 0
    private var runStart = 0
    /// With no context, how many steps of the current run were already taken.
    private var takenInRun = 0
    /// The group being gathered, if any.
    private var pending: ClosedRange<Int>?

    init(runs: [EditRun], context: Int) {
        self.runs = runs
        self.context = context
        stepCount = runs.reduce(0) { $0 + $1.count }
    }

    /// The first and last changed step of the next group.
    mutating func next() -> ClosedRange<Int>? {
        while let span = nextSpan() {
            guard let group = pending else {
                pending = span
                continue
            }
            if span.lowerBound - group.upperBound > 2 * context {
                pending = span
                return group
            }
            pending = group.lowerBound...span.upperBound
        }
        defer { pending = nil }
        return pending
    }

    /// The next run of changed steps; with no context, the next changed step
    /// alone (steps one apart are more than `2 × 0` apart).
    private mutating func nextSpan() -> ClosedRange<Int>? {
        while runIndex < runs.count {
            let run = runs[runIndex]
            if run.kind == .equal {
                runStart += run.count
                runIndex += 1
                continue
            }
            if context == 0 {
                let index = runStart + takenInRun
                takenInRun += 1
                if takenInRun == run.count {
                    runStart += run.count
                    runIndex += 1
                    takenInRun = 0
                }
                return index...index
            }
            let span = runStart...(runStart + run.count - 1)
            runStart += run.count
            runIndex += 1
            return span
        }
        return nil
    }
}

/// Finds the step at a flat index, moving through the runs from where the
/// last step was found (so a walk in order costs one step at a time).
private struct StepCursor {
    struct Step {
        var kind: EditRun.Kind
        /// The expected line of the step, or, for an insertion, the number of
        /// expected lines before it.
        var expected: Int
        /// The actual line of the step, or, for a deletion, the number of
        /// actual lines before it.
        var actual: Int
    }

    let runs: [EditRun]
    private var runIndex = 0
    private var runStart = 0

    init(runs: [EditRun]) {
        self.runs = runs
    }

    mutating func step(at index: Int) -> Step {
        while index < runStart {
            runIndex -= 1
            runStart -= runs[runIndex].count
        }
        while index >= runStart + runs[runIndex].count {
            runStart += runs[runIndex].count
            runIndex += 1
        }
        let run = runs[runIndex]
        let offset = index - runStart
        return Step(
            kind: run.kind,
            expected: run.expected + (run.kind == .insert ? 0 : offset),
            actual: run.actual + (run.kind == .delete ? 0 : offset))
    }
}
