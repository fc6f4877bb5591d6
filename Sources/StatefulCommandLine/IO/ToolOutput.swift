import Foundation

/// Where ``StatefulTool`` writes: standard output and standard error by
/// default, or anything else (a test captures both into strings).
public struct ToolOutput: Sendable {
    /// Writes to standard output.
    public var standard: @Sendable (String) -> Void
    /// Writes to standard error.
    public var error: @Sendable (String) -> Void
    /// The window standard output is shown in, when it is a terminal: what
    /// is printed may use colours and is sized to it. `nil` for a file, a
    /// pipe or a test.
    public var terminalSize: TerminalSize?

    /// Creates an output from two writers; `terminalSize` when they write to
    /// a terminal of that size.
    public init(
        standard: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
        terminalSize: TerminalSize? = nil
    ) {
        self.standard = standard
        self.error = error
        self.terminalSize = terminalSize
    }

    /// The process's standard output and standard error.
    public static var process: ToolOutput {
        ToolOutput(
            standard: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) },
            terminalSize: Terminal.isTerminal(STDOUT_FILENO) ? Terminal.windowSize() ?? TerminalSize(columns: 80, rows: 24) : nil)
    }
}
