/// Edit scripts between two sequences of interned elements (equal lines or
/// entries have equal numbers; numbers are small and non-negative), in bounded
/// time and memory whatever the input.
///
/// 1. The common prefix and suffix are kept.
/// 2. Myers' greedy O(ND) algorithm runs forward over the rest, keeping a
///    trace of about D²/2 numbers to walk back along. This is the algorithm
///    Stateful's diffs have always used, so small diffs come out as they
///    always did. It gives up beyond ``Limits/classicMaxChanges`` changes or
///    ``Limits/classicMaxWork`` steps.
/// 3. Then elements that occur on one side only are set aside (no common
///    subsequence can use them), and Myers' linear-space divide and conquer
///    aligns the rest: find the middle snake of a shortest path, recurse on
///    both halves. A middle-snake search that passes
///    ``Limits/searchMaxChanges`` changes splits at the furthest point it
///    reached instead (GNU diff's heuristic), and once ``Limits/totalWork``
///    steps are spent, regions not yet aligned are not aligned at all: their
///    elements are all deleted, then all inserted. Either way the script
///    stays correct and is marked as not minimal.
///
/// Memory is linear in the input (plus the bounded trace of step 2); time is
/// linear in the input plus the bounded work of steps 2 and 3.
enum SequenceAlignment {
    /// The bounds on the work of an alignment.
    struct Limits: Equatable {
        /// The most changes the classic algorithm looks for; its trace takes
        /// about `classicMaxChanges² × 2` bytes.
        var classicMaxChanges: Int
        /// The most steps (diagonals visited and elements compared) the
        /// classic algorithm takes before the linear-space one takes over.
        var classicMaxWork: Int
        /// The most changes one middle-snake search looks for before it
        /// splits at the furthest point it reached.
        var searchMaxChanges: Int
        /// The most steps the linear-space alignment takes in all.
        var totalWork: Int

        /// The limits every diff uses: about a second of work at most.
        static let standard = Limits(
            classicMaxChanges: 1_000, classicMaxWork: 20_000_000, searchMaxChanges: 4_096, totalWork: 150_000_000)
    }

    /// An edit script turning `expected` into `actual`. Within a block of
    /// changes found by the linear-space alignment, deletions come before insertions.
    static func script(_ expected: [Int32], _ actual: [Int32], limits: Limits = .standard) -> EditScript {
        var prefix = 0
        while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < actual.count - prefix,
              expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix] {
            suffix += 1
        }
        let middleExpected = prefix..<(expected.count - suffix)
        let middleActual = prefix..<(actual.count - suffix)

        var collector = EditRunCollector()
        collector.append(.equal, expected: 0, actual: 0, count: prefix)
        var isMinimal = true
        if let runs = classicRuns(expected, middleExpected, actual, middleActual, limits: limits) {
            for run in runs {
                collector.append(run.kind, expected: run.expected, actual: run.actual, count: run.count)
            }
        } else {
            isMinimal = alignLinearly(expected, middleExpected, actual, middleActual, limits: limits, into: &collector)
        }
        collector.appendEqual(expected: expected.count - suffix, actual: actual.count - suffix, count: suffix)
        return EditScript(runs: collector.runs, isMinimal: isMinimal)
    }

    // MARK: - Classic: forward greedy search with a compact trace

    /// Myers' forward search and walk back, step for step as Stateful has
    /// always done it; `nil` when the limits are reached first.
    private static func classicRuns(
        _ a: [Int32], _ aRange: Range<Int>, _ b: [Int32], _ bRange: Range<Int>, limits: Limits
    ) -> [EditRun]? {
        let n = aRange.count
        let m = bRange.count
        if n + m == 0 { return [] }
        let aLo = aRange.lowerBound
        let bLo = bRange.lowerBound
        let maxD = min(limits.classicMaxChanges, n + m)
        let offset = maxD + 1
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        // For each d, v[k] as it was before step d, for k = -(d+1), -(d-1), …, d+1:
        // the values the walk back reads. Step d starts at d * (d + 3) / 2.
        var trace: [Int32] = []
        var work = 0
        var lastD: Int?
        search: for d in 0...maxD {
            for k in stride(from: -(d + 1), through: d + 1, by: 2) {
                trace.append(Int32(truncatingIfNeeded: v[offset + k]))
            }
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[aLo + x] == b[bLo + y] {
                    x += 1
                    y += 1
                    work += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    lastD = d
                    break search
                }
            }
            work += d + 1
            if work > limits.classicMaxWork { return nil }
        }
        guard let lastD else { return nil }

        // Walk back from the end, collecting runs in reverse.
        var reversed: [EditRun] = []
        func prepend(_ kind: EditRun.Kind, expected: Int, actual: Int) {
            let step = EditRun(kind: kind, expected: aLo + expected, actual: bLo + actual, count: 1)
            if let last = reversed.last, last.kind == kind,
               step.expectedEnd == last.expected, step.actualEnd == last.actual {
                reversed[reversed.count - 1] = EditRun(
                    kind: kind, expected: step.expected, actual: step.actual, count: last.count + 1)
            } else {
                reversed.append(step)
            }
        }
        var x = n
        var y = m
        for d in stride(from: lastD, through: 0, by: -1) {
            let base = d * (d + 3) / 2
            func traced(_ k: Int) -> Int { Int(trace[base + (k + d + 1) / 2]) }
            let k = x - y
            let previousK = (k == -d || (k != d && traced(k - 1) < traced(k + 1))) ? k + 1 : k - 1
            let previousX = traced(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                prepend(.equal, expected: x - 1, actual: y - 1)
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    prepend(.insert, expected: x, actual: y - 1)
                } else {
                    prepend(.delete, expected: x - 1, actual: y)
                }
            }
            x = previousX
            y = previousY
        }
        return reversed.reversed()
    }

    // MARK: - Linear space: unique elements set aside, then divide and conquer

    /// Aligns the middle regions into `collector` (kept runs, with the
    /// changes between them); returns whether the result is minimal.
    private static func alignLinearly(
        _ a: [Int32], _ aRange: Range<Int>, _ b: [Int32], _ bRange: Range<Int>,
        limits: Limits, into collector: inout EditRunCollector
    ) -> Bool {
        // An element absent from the other side is a change in every script;
        // leaving it out keeps every common subsequence and shrinks the work.
        let bound = Int(max(a[aRange].max() ?? 0, b[bRange].max() ?? 0, 0)) + 1
        var inA = [Bool](repeating: false, count: bound)
        var inB = [Bool](repeating: false, count: bound)
        for index in aRange { inA[Int(a[index])] = true }
        for index in bRange { inB[Int(b[index])] = true }
        var keptA: [Int32] = []
        var positionsA: [Int32] = []
        for index in aRange where inB[Int(a[index])] {
            keptA.append(a[index])
            positionsA.append(Int32(truncatingIfNeeded: index))
        }
        var keptB: [Int32] = []
        var positionsB: [Int32] = []
        for index in bRange where inA[Int(b[index])] {
            keptB.append(b[index])
            positionsB.append(Int32(truncatingIfNeeded: index))
        }
        inA = []
        inB = []

        var bisection = Bisection(a: keptA, b: keptB, limits: limits)
        bisection.run()
        for match in bisection.matches {
            for step in 0..<match.count {
                collector.appendEqual(
                    expected: Int(positionsA[match.x + step]), actual: Int(positionsB[match.y + step]), count: 1)
            }
        }
        return bisection.isMinimal
    }

    /// Myers' linear-space divide and conquer over two sequences, collecting
    /// the kept runs (unordered until ``run()`` sorts them).
    private struct Bisection {
        struct Match {
            var x: Int
            var y: Int
            var count: Int
        }

        let a: [Int32]
        let b: [Int32]
        let limits: Limits
        private(set) var matches: [Match] = []
        private(set) var isMinimal = true
        private var work = 0
        private var forward: [Int32] = []
        private var backward: [Int32] = []

        init(a: [Int32], b: [Int32], limits: Limits) {
            self.a = a
            self.b = b
            self.limits = limits
        }

        mutating func run() {
            var regions = [(aLo: 0, aHi: a.count, bLo: 0, bHi: b.count)]
            while var region = regions.popLast() {
                var prefix = 0
                while region.aLo + prefix < region.aHi, region.bLo + prefix < region.bHi,
                      a[region.aLo + prefix] == b[region.bLo + prefix] {
                    prefix += 1
                }
                if prefix > 0 {
                    matches.append(Match(x: region.aLo, y: region.bLo, count: prefix))
                    region.aLo += prefix
                    region.bLo += prefix
                }
                var suffix = 0
                while region.aHi - suffix > region.aLo, region.bHi - suffix > region.bLo,
                      a[region.aHi - 1 - suffix] == b[region.bHi - 1 - suffix] {
                    suffix += 1
                }
                if suffix > 0 {
                    matches.append(Match(x: region.aHi - suffix, y: region.bHi - suffix, count: suffix))
                    region.aHi -= suffix
                    region.bHi -= suffix
                }
                work += prefix + suffix
                if region.aLo == region.aHi || region.bLo == region.bHi { continue }
                switch split(region.aLo, region.aHi, region.bLo, region.bHi) {
                case let .at(x, y):
                    regions.append((aLo: x, aHi: region.aHi, bLo: y, bHi: region.bHi))
                    regions.append((aLo: region.aLo, aHi: x, bLo: region.bLo, bHi: y))
                case .nothingInCommon:
                    // Exactly: every element deleted, then every element inserted.
                    continue
                case .outOfWork:
                    // The region stays unaligned (all deleted, then all inserted).
                    isMinimal = false
                }
            }
            matches.sort { $0.x < $1.x }
        }

        enum Split {
            /// Align the two regions before and after this point separately.
            case at(x: Int, y: Int)
            /// The region's two sides have no element in common.
            case nothingInCommon
            /// The work is spent, or no point to split at was found.
            case outOfWork
        }

        /// A point on a shortest path through the region (the end of its
        /// middle snake's forward part), or, past `searchMaxChanges`, the
        /// furthest point either search reached.
        ///
        /// When the searches do not meet within `(n + m + 1) / 2` steps, a
        /// shortest path has `n + m` changes: the sides have nothing in common.
        private mutating func split(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) -> Split {
            let n = aHi - aLo
            let m = bHi - bLo
            let maxD = (n + m + 1) / 2
            let vOffset = maxD + 1
            let vLength = 2 * maxD + 3
            if forward.count < vLength {
                forward = [Int32](repeating: -1, count: vLength)
                backward = [Int32](repeating: -1, count: vLength)
            } else {
                for index in 0..<vLength {
                    forward[index] = -1
                    backward[index] = -1
                }
            }
            work += vLength
            forward[vOffset + 1] = 0
            backward[vOffset + 1] = 0
            let delta = n - m
            let frontOverlaps = delta % 2 != 0
            var k1Start = 0
            var k1End = 0
            var k2Start = 0
            var k2End = 0
            for d in 0..<maxD {
                if work > limits.totalWork { return .outOfWork }
                if d > limits.searchMaxChanges {
                    guard let point = furthestPoint(d: d, n: n, m: m, vOffset: vOffset) else { return .outOfWork }
                    isMinimal = false
                    return .at(x: aLo + point.x, y: bLo + point.y)
                }
                // Forward, from the top left.
                var k1 = -d + k1Start
                while k1 <= d - k1End {
                    let index = vOffset + k1
                    var x1 = k1 == -d || (k1 != d && forward[index - 1] < forward[index + 1])
                        ? Int(forward[index + 1]) : Int(forward[index - 1]) + 1
                    var y1 = x1 - k1
                    if y1 >= 0 {
                        while x1 < n, y1 < m, a[aLo + x1] == b[bLo + y1] {
                            x1 += 1
                            y1 += 1
                            work += 1
                        }
                    }
                    forward[index] = Int32(truncatingIfNeeded: x1)
                    work += 1
                    if x1 > n {
                        k1End += 2
                    } else if y1 > m {
                        k1Start += 2
                    } else if frontOverlaps {
                        let other = vOffset + delta - k1
                        if other >= 0, other < vLength, backward[other] != -1, x1 >= n - Int(backward[other]) {
                            return .at(x: aLo + x1, y: bLo + y1)
                        }
                    }
                    k1 += 2
                }
                // Backward, from the bottom right.
                var k2 = -d + k2Start
                while k2 <= d - k2End {
                    let index = vOffset + k2
                    var x2 = k2 == -d || (k2 != d && backward[index - 1] < backward[index + 1])
                        ? Int(backward[index + 1]) : Int(backward[index - 1]) + 1
                    var y2 = x2 - k2
                    if y2 >= 0 {
                        while x2 < n, y2 < m, a[aHi - 1 - x2] == b[bHi - 1 - y2] {
                            x2 += 1
                            y2 += 1
                            work += 1
                        }
                    }
                    backward[index] = Int32(truncatingIfNeeded: x2)
                    work += 1
                    if x2 > n {
                        k2End += 2
                    } else if y2 > m {
                        k2Start += 2
                    } else if !frontOverlaps {
                        let other = vOffset + delta - k2
                        if other >= 0, other < vLength, forward[other] != -1 {
                            let x1 = Int(forward[other])
                            let y1 = x1 - (other - vOffset)
                            if x1 >= n - x2 { return .at(x: aLo + x1, y: bLo + y1) }
                        }
                    }
                    k2 += 2
                }
            }
            return .nothingInCommon
        }

        /// The point, inside the region and neither corner, furthest from
        /// where its search started (forward from the top left, backward from
        /// the bottom right), after step `d - 1`; `nil` when there is none.
        private func furthestPoint(d: Int, n: Int, m: Int, vOffset: Int) -> (x: Int, y: Int)? {
            var best: (x: Int, y: Int, progress: Int)?
            func consider(x: Int, y: Int, progress: Int) {
                guard x >= 0, y >= 0, x <= n, y <= m, x + y > 0, x + y < n + m else { return }
                if let current = best, current.progress >= progress { return }
                best = (x, y, progress)
            }
            for k in stride(from: -(d - 1), through: d - 1, by: 2) {
                let x1 = Int(forward[vOffset + k])
                if x1 >= 0 { consider(x: x1, y: x1 - k, progress: 2 * x1 - k) }
            }
            for k in stride(from: -(d - 1), through: d - 1, by: 2) {
                let x2 = Int(backward[vOffset + k])
                if x2 >= 0 { consider(x: n - x2, y: m - (x2 - k), progress: 2 * x2 - k) }
            }
            return best.map { ($0.x, $0.y) }
        }
    }
}
