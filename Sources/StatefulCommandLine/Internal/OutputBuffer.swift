import Stateful

/// Collects what a flow writes to its two streams; `streams` (a lock)
/// guards both.
final class OutputBuffer: Sendable {
    private let streams = Protected<(standard: String, error: String)>((standard: "", error: ""))

    /// An output writing into this buffer.
    var output: ToolOutput {
        ToolOutput(
            standard: { text in self.streams.withLock { $0.standard += text } },
            error: { text in self.streams.withLock { $0.error += text } })
    }

    /// What was written so far.
    var text: (standard: String, error: String) {
        streams.withLock { $0 }
    }
}
