/// Writes the lines of a ``ValueDiff`` by walking two dump trees together.
struct TreeDiffWriter {
    private(set) var lines: [String] = []

    /// Above this many entry pairs, collections are aligned in linear space
    /// instead of with a table of all pairs (see ``EntryAlignment``).
    private static let maxAlignmentCells = 1_000_000

    mutating func diff(_ old: DumpNode, _ new: DumpNode, label: String?, indent: Int) {
        if case let .group(oldOpen, oldEntries, oldClose) = old,
           case let .group(newOpen, newEntries, newClose) = new,
           oldOpen == newOpen, oldClose == newClose {
            context(DumpLayout.labelPrefix(label) + oldOpen, indent: indent)
            diffEntries(oldEntries, newEntries, indent: indent + 1)
            context(oldClose, indent: indent)
        } else {
            write(old, marker: "-", label: label, indent: indent)
            write(new, marker: "+", label: label, indent: indent)
        }
    }

    private mutating func diffEntries(_ old: [DumpNode.Entry], _ new: [DumpNode.Entry], indent: Int) {
        let steps = Self.lineUpInPlace(old, new)
            ?? EntryAlignment.steps(old, new, maxCells: Self.maxAlignmentCells)
        var unchanged = 0
        var deleted: [DumpNode.Entry] = []
        var inserted: [DumpNode.Entry] = []

        func flushUnchanged(_ writer: inout TreeDiffWriter) {
            if unchanged > 0 {
                writer.context("... (\(unchanged) unchanged)", indent: indent)
                unchanged = 0
            }
        }
        func flushChanges(_ writer: inout TreeDiffWriter) {
            let paired = min(deleted.count, inserted.count)
            for index in 0..<paired {
                writer.diffEntry(deleted[index], inserted[index], indent: indent)
            }
            for entry in deleted.dropFirst(paired) {
                writer.write(entry.value, marker: "-", label: entry.label, indent: indent)
            }
            for entry in inserted.dropFirst(paired) {
                writer.write(entry.value, marker: "+", label: entry.label, indent: indent)
            }
            deleted = []
            inserted = []
        }

        for step in steps {
            switch step {
            case .matched(let oldIndex, let newIndex):
                let before = old[oldIndex]
                let after = new[newIndex]
                if before == after {
                    flushChanges(&self)
                    unchanged += 1
                } else {
                    flushUnchanged(&self)
                    flushChanges(&self)
                    diffEntry(before, after, indent: indent)
                }
            case .deleted(let index):
                flushUnchanged(&self)
                deleted.append(old[index])
            case .inserted(let index):
                flushUnchanged(&self)
                inserted.append(new[index])
            }
        }
        flushChanges(&self)
        flushUnchanged(&self)
    }

    /// Each entry matched with the one at its place, when that is what the
    /// alignment would find: the same count, and at each place the same
    /// label (a struct's fields, an enum case's values), or no labels and
    /// equal values. `nil` otherwise.
    private static func lineUpInPlace(_ old: [DumpNode.Entry], _ new: [DumpNode.Entry]) -> [EntryAlignment.Step]? {
        guard old.count == new.count else { return nil }
        for index in old.indices {
            let before = old[index]
            let after = new[index]
            if let label = before.label {
                guard after.label == label else { return nil }
            } else {
                guard after.label == nil, before.value == after.value else { return nil }
            }
        }
        return old.indices.map { .matched($0, $0) }
    }

    /// Two entries at the same place: diffed in depth when they have the same
    /// label, written whole otherwise.
    private mutating func diffEntry(_ old: DumpNode.Entry, _ new: DumpNode.Entry, indent: Int) {
        if old.label == new.label {
            diff(old.value, new.value, label: old.label, indent: indent)
        } else {
            write(old.value, marker: "-", label: old.label, indent: indent)
            write(new.value, marker: "+", label: new.label, indent: indent)
        }
    }

    private mutating func write(_ node: DumpNode, marker: Character, label: String?, indent: Int) {
        var nodeLines: [String] = []
        DumpLayout.append(node, prefix: DumpLayout.labelPrefix(label), indent: indent, to: &nodeLines)
        lines += nodeLines.map { String(marker) + " " + $0 }
    }

    private mutating func context(_ text: String, indent: Int) {
        lines.append("  " + String(repeating: DumpLayout.indentUnit, count: indent) + text)
    }
}
