/// Lines up the entries of two groups: labelled entries by label, the others
/// by equal dumps, along a longest common subsequence.
///
/// Up to `maxCells` pairs of entries, a table of common-subsequence lengths
/// finds the alignment; above it, the bounded linear-space alignment that
/// line diffs use (``SequenceAlignment``), so that large collections are
/// still aligned by content in linear memory.
enum EntryAlignment {
    enum Step: Equatable {
        case matched(Int, Int)
        case deleted(Int)
        case inserted(Int)
    }

    static func steps(_ old: [DumpNode.Entry], _ new: [DumpNode.Entry], maxCells: Int) -> [Step] {
        let oldKeys = old.map(key)
        let newKeys = new.map(key)
        guard old.count * new.count <= maxCells else {
            return aligned(oldKeys, newKeys)
        }
        // lengths[i][j]: the longest common subsequence of oldKeys[i...] and newKeys[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = oldKeys[i] == newKeys[j]
                    ? lengths[i + 1][j + 1] + 1
                    : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, oldKeys[i] == newKeys[j] {
                steps.append(.matched(i, j))
                i += 1
                j += 1
            } else if j == new.count || (i < old.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
                steps.append(.deleted(i))
                i += 1
            } else {
                steps.append(.inserted(j))
                j += 1
            }
        }
        return steps
    }

    /// Labelled entries match by label; unlabelled ones by their whole dump.
    private static func key(_ entry: DumpNode.Entry) -> String {
        if let label = entry.label { return "label:" + label }
        return "value:" + entry.value.singleLine
    }

    private static func aligned(_ oldKeys: [String], _ newKeys: [String]) -> [Step] {
        var numbers: [String: Int32] = [:]
        func number(_ key: String) -> Int32 {
            if let known = numbers[key] { return known }
            let next = Int32(truncatingIfNeeded: numbers.count)
            numbers[key] = next
            return next
        }
        let script = SequenceAlignment.script(oldKeys.map(number), newKeys.map(number))
        var steps: [Step] = []
        for run in script.runs {
            for offset in 0..<run.count {
                switch run.kind {
                case .equal: steps.append(.matched(run.expected + offset, run.actual + offset))
                case .delete: steps.append(.deleted(run.expected + offset))
                case .insert: steps.append(.inserted(run.actual + offset))
                }
            }
        }
        return steps
    }
}
