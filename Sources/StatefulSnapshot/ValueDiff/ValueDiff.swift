/// A structural diff of two values' dumps: what changed, in context, and
/// nothing else.
///
/// ```swift
/// let before = ProfileState.completed(.init())
/// let after = ProfileState.completed(.init(name: "Ada"))
/// print(ValueDiff.text(from: before, to: after) ?? "no change")
/// ```
/// ```
///   .completed(
///     ProfileContent(
/// -     name: ""
/// +     name: "Ada"
///       ... (2 unchanged)
///     )
///   )
/// ```
///
/// ## Format
/// - Every line starts with a marker and a space: `-` for the old value, `+`
///   for the new one, a space for context. The rest is the ``ValueDump``
///   layout, two spaces of indentation per level.
/// - A group (struct, enum payload, collection) that is the same kind on both
///   sides is opened, even if its dump fits on one line, and diffed entry by
///   entry: properties and dictionary keys by name, collection elements by
///   their longest common subsequence. Its opening and closing lines are
///   context.
/// - Entries that did not change are collapsed into one context line,
///   `... (N unchanged)`, counting entries, not lines.
/// - A value that changed kind, or a leaf that changed, is written whole: its
///   old lines with `-`, then its new lines with `+`.
///
/// Values are compared by their dumps, so secrets stay masked: a change of a
/// PIN from one non-empty value to another is not visible, and gives no
/// diff.
public enum ValueDiff {
    /// The diff's lines, or `nil` when both values have the same dump.
    public static func lines(from old: Any, to new: Any) -> [String]? {
        lines(from: ValueDump.node(of: old), to: ValueDump.node(of: new))
    }

    /// The diff of two dumps' trees, or `nil` when they are equal.
    public static func lines(from old: DumpNode, to new: DumpNode) -> [String]? {
        guard old != new else { return nil }
        var writer = TreeDiffWriter()
        writer.diff(old, new, label: nil, indent: 0)
        return writer.lines
    }

    /// The diff as text, lines joined by `\n` with no trailing newline, or
    /// `nil` when both values have the same dump.
    public static func text(from old: Any, to new: Any) -> String? {
        lines(from: old, to: new)?.joined(separator: "\n")
    }
}
