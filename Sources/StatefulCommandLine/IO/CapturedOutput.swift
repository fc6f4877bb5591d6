import Stateful

/// Collects what a tool writes to its two streams, for a test of a tool (or
/// a parallel check's per-flow report); `streams` (a lock) guards both.
///
/// ```swift
/// import Foundation
///
/// let tool = StatefulTool(name: "profile-flows", features: [ProfileScriptFeature()], flowsDirectory: "Flows")
/// let root = URL(fileURLWithPath: "/src/App")
/// let captured = CapturedOutput()
/// let status = await tool.run(arguments: ["check"], environment: [:], currentDirectory: root,
///                             input: .lines([]), output: captured.output)
/// captured.text.error   // what went to standard error
/// ```
public final class CapturedOutput: Sendable {
    private let streams = Protected<(standard: String, error: String)>((standard: "", error: ""))

    /// Creates an empty capture.
    public init() {}

    /// An output writing into this capture.
    public var output: ToolOutput {
        ToolOutput(
            standard: { text in self.streams.withLock { $0.standard += text } },
            error: { text in self.streams.withLock { $0.error += text } })
    }

    /// What was written so far to each stream.
    public var text: (standard: String, error: String) {
        streams.withLock { $0 }
    }
}
