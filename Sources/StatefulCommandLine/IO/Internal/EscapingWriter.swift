import Stateful
import StatefulSnapshot

/// One stream of ``ToolOutput`` for people: every piece written is escaped
/// by ``VisibleText``'s rules before it reaches the underlying writer, with
/// the line state carried from piece to piece; the tool's own colour codes
/// and workflow commands go through ``writeUnescaped(_:)``.
final class EscapingWriter: Sendable {
    private let write: @Sendable (String) -> Void
    /// The escaper's state; the write happens under the same lock, so pieces
    /// from two threads cannot interleave between escaping and writing.
    private let escaper = Protected(VisibleTextEscaper())

    init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Writes `text`, escaped.
    func callAsFunction(_ text: String) {
        escaper.withLock { escaper in write(escaper.escape(text)) }
    }

    /// Writes pieces, those with a style (an SGR parameter such as `"31"`)
    /// escaped and wrapped in that style's codes, the others escaped.
    func write(_ styled: StyledText) {
        escaper.withLock { escaper in
            var result = ""
            for segment in styled.segments {
                if let style = segment.style {
                    result += "\u{1B}[\(style)m" + escaper.escape(segment.text) + "\u{1B}[0m"
                } else {
                    result += escaper.escape(segment.text)
                }
            }
            write(result)
        }
    }

    /// Writes `text` as it is: only for text the tool itself made whole
    /// (a workflow command from ``GitHubAnnotation``).
    func writeUnescaped(_ text: String) {
        escaper.withLock { escaper in
            escaper.noteUnescaped(text)
            write(text)
        }
    }
}
