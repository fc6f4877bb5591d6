/// One step of a line edit script: keep a line of both texts, delete a line of
/// the expected text, or insert a line of the actual text. Indices are 0-based.
enum LineEdit: Equatable {
    case equal(expected: Int, actual: Int)
    case delete(expected: Int)
    case insert(actual: Int)

    var isChange: Bool {
        if case .equal = self { return false }
        return true
    }

    /// A shortest edit script turning `expected` into `actual` (Myers' O(ND)
    /// algorithm, after trimming the common prefix and suffix). Within a
    /// changed block, deletions come before insertions.
    static func script(from expected: [Substring], to actual: [Substring]) -> [LineEdit] {
        var prefix = 0
        while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < actual.count - prefix,
              expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix] {
            suffix += 1
        }
        var edits = (0..<prefix).map { LineEdit.equal(expected: $0, actual: $0) }
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

    private static func myers(_ a: [Substring], _ b: [Substring]) -> [LineEdit] {
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
        var edits: [LineEdit] = []
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
}
