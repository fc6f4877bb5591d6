/// The multi-line layout of a ``DumpNode``, documented on ``ValueDump``.
enum DumpLayout {
    /// The longest single-line form, in Characters, a group may have and
    /// still be written on one line. The label and indentation do not count,
    /// so a value is laid out the same way wherever it appears.
    static let maxSingleLineLength = 60

    /// The indentation of one level.
    static let indentUnit = "  "

    /// Whether `node` is written on one line.
    static func fitsOnOneLine(_ node: DumpNode) -> Bool {
        switch node {
        case .leaf:
            return true
        case .group(_, let entries, _):
            return entries.isEmpty || node.singleLine.count <= maxSingleLineLength
        }
    }

    /// Appends the lines of `node`, the first one starting with `prefix`
    /// (such as `label: `), each indented by `indent` levels.
    static func append(_ node: DumpNode, prefix: String, indent: Int, to lines: inout [String]) {
        let padding = String(repeating: indentUnit, count: indent)
        switch node {
        case .group(let open, let entries, let close) where !fitsOnOneLine(node):
            lines.append(padding + prefix + open)
            for entry in entries {
                append(entry.value, prefix: labelPrefix(entry.label), indent: indent + 1, to: &lines)
            }
            lines.append(padding + close)
        default:
            lines.append(padding + prefix + node.singleLine)
        }
    }

    /// `label: `, or nothing.
    static func labelPrefix(_ label: String?) -> String {
        label.map { "\($0): " } ?? ""
    }
}
