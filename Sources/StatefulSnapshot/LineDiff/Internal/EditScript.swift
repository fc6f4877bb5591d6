/// A run of steps of one kind in an edit script that turns an expected
/// sequence into an actual one: `count` elements kept, deleted from the
/// expected side, or inserted from the actual side.
///
/// Positions are 0-based and given on both sides: where a run starts in each
/// sequence. A deletion consumes only expected elements and an insertion only
/// actual ones, so the other side's position is where the run sits there.
struct EditRun: Equatable {
    enum Kind: Equatable {
        case equal
        case delete
        case insert
    }

    var kind: Kind
    var expected: Int
    var actual: Int
    var count: Int

    /// The expected position after the run.
    var expectedEnd: Int { kind == .insert ? expected : expected + count }
    /// The actual position after the run.
    var actualEnd: Int { kind == .delete ? actual : actual + count }
}

/// An edit script as runs, in order, covering both sequences from start to end.
struct EditScript: Equatable {
    var runs: [EditRun]
    /// Whether the script is known to be a shortest one. `false` when the
    /// alignment gave up on exactness to stay within its bounds (see
    /// ``SequenceAlignment/Limits``); the script is still correct.
    var isMinimal: Bool

    /// How many elements are deleted or inserted.
    var changeCount: Int {
        runs.reduce(0) { $0 + ($1.kind == .equal ? 0 : $1.count) }
    }
}

/// Collects steps into runs, merging each step into the previous run when it
/// continues it.
struct EditRunCollector {
    private(set) var runs: [EditRun] = []

    /// Appends `count` steps of `kind` starting at `expected` and `actual`.
    mutating func append(_ kind: EditRun.Kind, expected: Int, actual: Int, count: Int = 1) {
        guard count > 0 else { return }
        if let last = runs.last, last.kind == kind, last.expectedEnd == expected, last.actualEnd == actual {
            runs[runs.count - 1].count += count
        } else {
            runs.append(EditRun(kind: kind, expected: expected, actual: actual, count: count))
        }
    }

    /// Appends a run of kept elements, and before it the deletions and
    /// insertions that lead from the end of the last run to `expected` and
    /// `actual`: a gap between two kept runs becomes its deletions, then its
    /// insertions.
    mutating func appendEqual(expected: Int, actual: Int, count: Int) {
        let expectedEnd = runs.last?.expectedEnd ?? 0
        let actualEnd = runs.last?.actualEnd ?? 0
        append(.delete, expected: expectedEnd, actual: actualEnd, count: expected - expectedEnd)
        append(.insert, expected: expected, actual: actualEnd, count: actual - actualEnd)
        append(.equal, expected: expected, actual: actual, count: count)
    }
}
