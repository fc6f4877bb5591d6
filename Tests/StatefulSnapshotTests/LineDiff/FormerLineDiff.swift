import StatefulSnapshot

/// The line diff as Stateful computed it before its alignment became linear
/// in space, kept verbatim (made generic) as the reference that small diffs
/// must still equal line for line: Myers' O(ND) search keeping every V array,
/// and the hunk layout over the flat list of edits.
enum FormerLineDiff {
    enum Edit: Equatable {
        case equal(expected: Int, actual: Int)
        case delete(expected: Int)
        case insert(actual: Int)

        var isChange: Bool {
            if case .equal = self { return false }
            return true
        }
    }

    static func hunks(expected: String, actual: String, context: Int) -> [UnifiedDiffHunk] {
        let expectedLines = lines(of: expected)
        let actualLines = lines(of: actual)
        let edits = script(from: expectedLines, to: actualLines)
        return hunks(edits, expected: expectedLines, actual: actualLines, context: max(0, context))
    }

    static func script<Element: Equatable>(from expected: [Element], to actual: [Element]) -> [Edit] {
        var prefix = 0
        while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < actual.count - prefix,
              expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix] {
            suffix += 1
        }
        var edits = (0..<prefix).map { Edit.equal(expected: $0, actual: $0) }
        let middleA = Array(expected[prefix..<(expected.count - suffix)])
        let middleB = Array(actual[prefix..<(actual.count - suffix)])
        for edit in myers(middleA, middleB) {
            switch edit {
            case let .equal(a, b): edits.append(.equal(expected: a + prefix, actual: b + prefix))
            case let .delete(a): edits.append(.delete(expected: a + prefix))
            case let .insert(b): edits.append(.insert(actual: b + prefix))
            }
        }
        for offset in 0..<suffix {
            edits.append(.equal(expected: expected.count - suffix + offset, actual: actual.count - suffix + offset))
        }
        return edits
    }

    private static func myers<Element: Equatable>(_ a: [Element], _ b: [Element]) -> [Edit] {
        let n = a.count
        let m = b.count
        let limit = n + m
        if limit == 0 { return [] }
        let offset = limit
        var v = [Int](repeating: 0, count: 2 * limit + 2)
        var trace: [[Int]] = []
        search: for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.equal(expected: x - 1, actual: y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    edits.append(.insert(actual: y - 1))
                } else {
                    edits.append(.delete(expected: x - 1))
                }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }

    private static func lines(of text: String) -> [Substring] {
        let normalized = SnapshotText.normalized(text)
        guard !normalized.isEmpty else { return [] }
        return normalized.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    }

    private static func hunks(
        _ edits: [Edit], expected: [Substring], actual: [Substring], context: Int
    ) -> [UnifiedDiffHunk] {
        let changes = edits.indices.filter { edits[$0].isChange }
        guard let firstChange = changes.first else { return [] }
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
