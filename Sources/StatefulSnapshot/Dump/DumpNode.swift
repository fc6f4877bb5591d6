/// A value as ``ValueDump`` sees it: a piece of text, or a bracketed group of
/// entries. Dumps and diffs are both written from this tree.
///
/// Build one to customise how your type is dumped (see ``CustomValueDump``):
///
/// ```swift
/// DumpNode.group(open: "Money(", entries: [.init(label: nil, value: .leaf("12.50 EUR"))], close: ")")
/// // Money(12.50 EUR)
/// ```
public indirect enum DumpNode: Sendable, Hashable {
    /// Text written as is, always on one line: `42`, `"x"`, `nil`, `.loading`.
    case leaf(String)
    /// `open`, the entries, then `close`: `User(` … `)`, `[` … `]`.
    case group(open: String, entries: [Entry], close: String)

    /// One entry of a ``DumpNode/group(open:entries:close:)``: a property,
    /// an element, an associated value or a dictionary pair.
    public struct Entry: Sendable, Hashable {
        /// Written before the value as `label: `; `nil` for none.
        public var label: String?
        /// The entry's value.
        public var value: DumpNode

        /// Creates an entry.
        public init(label: String?, value: DumpNode) {
            self.label = label
            self.value = value
        }
    }

    /// The node written on one line: a group's entries separated by `, `.
    ///
    /// ```swift
    /// ValueDump.node(of: [1, 2]).singleLine   // "[1, 2]"
    /// ```
    public var singleLine: String {
        switch self {
        case .leaf(let text):
            return text
        case .group(let open, let entries, let close):
            let inner = entries.map { entry in
                (entry.label.map { "\($0): " } ?? "") + entry.value.singleLine
            }
            return open + inner.joined(separator: ", ") + close
        }
    }

    /// The node's lines, laid out by the rules of ``ValueDump``, without
    /// indentation of the first line and with no trailing newline.
    public var lines: [String] {
        var lines: [String] = []
        DumpLayout.append(self, prefix: "", indent: 0, to: &lines)
        return lines
    }
}
