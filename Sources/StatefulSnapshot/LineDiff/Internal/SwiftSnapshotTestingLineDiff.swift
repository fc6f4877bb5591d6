/// The line difference of two texts as swift-snapshot-testing 1.19 writes
/// it in a failure, so that a suite moved over with
/// `compatibility: .swiftSnapshotTesting` reads (and can match) the same
/// text:
///
/// ```text
/// @@ −1,4 +1,4 @@
///  ▿ 2 elements
/// −  - "Hello"
/// +  - "Goodbye"
///    - "World"
/// ```
///
/// - The texts are split at every line feed, an empty last line included.
/// - The lines are aligned by taking the longest run of equal lines, then
///   the longest in what is left on either side of it, and so on; of two
///   equally long runs, the earlier in the new text is taken, and of two
///   that end at the same line of the new text, the later in the old one.
/// - A hunk keeps four unchanged lines of context on each side; unchanged
///   lines are prefixed with a figure space (U+2007), removed ones with a
///   minus sign (U+2212), added ones with `+`; a line ending in a space gets
///   a `¬` after it, so the space shows.
/// - A hunk's header counts lines from 1: `@@ −first,count +first,count @@`.
package enum SwiftSnapshotTestingLineDiff {
    /// The difference from `old` to `new`, hunks one after another; `nil`
    /// when the two are equal.
    package static func text(from old: String, to new: String) -> String? {
        guard old != new else { return nil }
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        let hunks = Self.hunks(of: blocks(oldLines, newLines))
        return hunks.map(\.text).joined(separator: "\n")
    }

    /// Lines kept, removed or added, in order.
    enum Side { case both, old, new }
    struct Block {
        var side: Side
        var lines: ArraySlice<Substring>
    }

    /// The blocks that turn `old` into `new`: the longest common run of lines
    /// found again and again on either side of the previous one.
    static func blocks(_ old: [Substring], _ new: [Substring]) -> [Block] {
        enum Work {
            case align(Range<Int>, Range<Int>)
            case emit(Block)
        }
        var result: [Block] = []
        var work: [Work] = [.align(old.indices, new.indices)]
        while let next = work.popLast() {
            switch next {
            case .emit(let block):
                result.append(block)
            case .align(let oldRange, let newRange):
                let run = longestCommonRun(old, oldRange, new, newRange)
                guard run.count > 0 else {
                    if !oldRange.isEmpty { result.append(Block(side: .old, lines: old[oldRange])) }
                    if !newRange.isEmpty { result.append(Block(side: .new, lines: new[newRange])) }
                    continue
                }
                // Done in reverse: what is left after the run, the run, what is left before it.
                work.append(.align(run.old + run.count ..< oldRange.upperBound, run.new + run.count ..< newRange.upperBound))
                work.append(.emit(Block(side: .both, lines: old[run.old ..< run.old + run.count])))
                work.append(.align(oldRange.lowerBound ..< run.old, newRange.lowerBound ..< run.new))
            }
        }
        return result
    }

    /// The longest run of lines equal in `old[oldRange]` and `new[newRange]`.
    /// Rows are the new text's lines; a row's runs replace the best one only
    /// when longer than the best of the rows before it, and the last such run
    /// of the row wins.
    static func longestCommonRun(
        _ old: [Substring], _ oldRange: Range<Int>, _ new: [Substring], _ newRange: Range<Int>
    ) -> (old: Int, new: Int, count: Int) {
        var positions: [Substring: [Int]] = [:]
        for index in oldRange { positions[old[index], default: []].append(index) }
        var best = (old: oldRange.lowerBound, new: newRange.lowerBound, count: 0)
        var previousRow: [Int: Int] = [:]
        for newIndex in newRange {
            var row: [Int: Int] = [:]
            var rowBest: (old: Int, new: Int, count: Int)?
            for oldIndex in positions[new[newIndex]] ?? [] {
                let count = (previousRow[oldIndex - 1] ?? 0) + 1
                row[oldIndex] = count
                if count > best.count { rowBest = (oldIndex - count + 1, newIndex - count + 1, count) }
            }
            if let rowBest { best = rowBest }
            previousRow = row
        }
        return best
    }

    /// A hunk: where it starts in either text, how many lines of each, its lines.
    struct Hunk {
        var oldStart = 0
        var oldCount = 0
        var newStart = 0
        var newCount = 0
        var lines: [String] = []

        var hasChanges: Bool { lines.contains { $0.hasPrefix(minus) || $0.hasPrefix("+") } }
        var text: String {
            (["@@ \(minus)\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@"] + lines).joined(separator: "\n")
        }
    }

    static let minus = "\u{2212}"
    static let unchanged = "\u{2007}"
    static let context = 4

    static func marked(_ prefix: String, _ lines: ArraySlice<Substring>) -> [String] {
        lines.map { prefix + $0 + ($0.hasSuffix(" ") ? "¬" : "") }
    }

    /// The blocks gathered into hunks with ``context`` lines around each change.
    static func hunks(of blocks: [Block]) -> [Hunk] {
        var hunks: [Hunk] = []
        var current = Hunk()
        for block in blocks {
            let count = block.lines.count
            switch block.side {
            case .both where count > context * 2:
                current.oldCount += context
                current.newCount += context
                current.lines += marked(unchanged, block.lines.prefix(context))
                if current.hasChanges { hunks.append(current) }
                current = Hunk(
                    oldStart: current.oldStart + current.oldCount + count - context * 2, oldCount: context,
                    newStart: current.newStart + current.newCount + count - context * 2, newCount: context,
                    lines: marked(unchanged, block.lines.suffix(context)))
            case .both where current.lines.isEmpty:
                let kept = block.lines.suffix(context)
                current = Hunk(
                    oldStart: current.oldStart + count - kept.count, oldCount: kept.count,
                    newStart: current.newStart + count - kept.count, newCount: kept.count,
                    lines: marked(unchanged, kept))
            case .both:
                current.oldCount += count
                current.newCount += count
                current.lines += marked(unchanged, block.lines)
            case .old:
                current.oldCount += count
                current.lines += marked(minus, block.lines)
            case .new:
                current.newCount += count
                current.lines += marked("+", block.lines)
            }
        }
        if current.hasChanges { hunks.append(current) }
        return hunks
    }
}
