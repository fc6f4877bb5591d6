import Foundation
import Stateful

/// Where the tool reads what a person types: the statements of
/// `interactive`, the decisions of `snapshots review`.
public struct ToolInput: Sendable {
    /// The next line without its newline, or `nil` at the end.
    public var readLine: @Sendable () -> String?
    /// The next answer: one keypress when a person is typing at a terminal,
    /// otherwise the next line; `nil` at the end.
    public var readKey: @Sendable () -> String?
    /// Called before the first ``readKey`` of a conversation: a terminal
    /// then gives each key as it is pressed, without echo, until
    /// ``endKeys`` (so keys typed ahead of a prompt count too).
    public var beginKeys: @Sendable () -> Void
    /// Called after the last ``readKey``: the terminal is as it was.
    public var endKeys: @Sendable () -> Void
    /// Whether a person is typing (a prompt is shown then).
    public var isInteractive: Bool

    /// Creates an input. Without `readKey`, an answer is a line, and
    /// beginning and ending keys does nothing.
    public init(
        isInteractive: Bool, readLine: @escaping @Sendable () -> String?,
        readKey: (@Sendable () -> String?)? = nil,
        beginKeys: @escaping @Sendable () -> Void = {}, endKeys: @escaping @Sendable () -> Void = {}
    ) {
        self.isInteractive = isInteractive
        self.readLine = readLine
        self.readKey = readKey ?? readLine
        self.beginKeys = beginKeys
        self.endKeys = endKeys
    }

    /// Standard input; interactive, with answers read key by key, when it is
    /// a terminal.
    public static var process: ToolInput {
        let isTerminal = Terminal.isTerminal(STDIN_FILENO)
        let readLine: @Sendable () -> String? = { Swift.readLine(strippingNewline: true) }
        guard isTerminal else { return ToolInput(isInteractive: false, readLine: readLine) }
        return ToolInput(
            isInteractive: true, readLine: readLine, readKey: { Terminal.readKey() },
            beginKeys: { Terminal.beginKeys() }, endKeys: { Terminal.endKeys() })
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
