import Foundation
import Stateful

/// Where `stateful interactive` reads statements from.
public struct ToolInput: Sendable {
    /// The next line without its newline, or `nil` at the end.
    public var readLine: @Sendable () -> String?
    /// Whether a person is typing (a prompt is shown then).
    public var isInteractive: Bool

    /// Creates an input.
    public init(isInteractive: Bool, readLine: @escaping @Sendable () -> String?) {
        self.isInteractive = isInteractive
        self.readLine = readLine
    }

    /// Standard input; interactive when it is a terminal.
    public static var process: ToolInput {
        ToolInput(isInteractive: isatty(STDIN_FILENO) == 1) { Swift.readLine(strippingNewline: true) }
    }

    /// Reads the given lines, then ends; never interactive.
    public static func lines(_ lines: [String]) -> ToolInput {
        let remaining = LineQueue(lines)
        return ToolInput(isInteractive: false) { remaining.next() }
    }
}

/// Lines handed out one at a time.
private final class LineQueue: Sendable {
    private let lines: Protected<[String]>

    init(_ lines: [String]) {
        self.lines = Protected(lines)
    }

    func next() -> String? {
        lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
