import Foundation
import StatefulSnapshot

/// Where ``StatefulTool`` writes: standard output and standard error by
/// default, or anything else (a test captures both into strings).
///
/// Whatever the tool writes here is for a person, and much of it comes from
/// files, flows, paths and servers: ``StatefulTool`` escapes every piece by
/// `VisibleText`'s rules (from StatefulSnapshot) before it reaches these
/// writers, so a control character or escape sequence arrives shown
/// (`\e]0;…`), never to be interpreted by the terminal or a CI log.
public struct ToolOutput: Sendable {
    /// Writes to standard output.
    public var standard: @Sendable (String) -> Void
    /// Writes to standard error.
    public var error: @Sendable (String) -> Void
    /// The window standard output is shown in, when it is a terminal: what
    /// is printed may use colours and is sized to it. `nil` for a file, a
    /// pipe or a test.
    public var terminalSize: TerminalSize?
    /// Set by ``forPeople()``: the escaping writers behind ``standard`` and
    /// ``error``, for styled pieces and workflow commands.
    private var escapingStandard: EscapingWriter?
    private var escapingError: EscapingWriter?

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

extension ToolOutput {
    /// This output with every piece escaped by `VisibleText`'s rules; itself
    /// when it already is.
    func forPeople() -> ToolOutput {
        guard escapingStandard == nil else { return self }
        let standardWriter = EscapingWriter(standard)
        let errorWriter = EscapingWriter(error)
        var result = ToolOutput(
            standard: { standardWriter($0) }, error: { errorWriter($0) }, terminalSize: terminalSize)
        result.escapingStandard = standardWriter
        result.escapingError = errorWriter
        return result
    }

    /// Writes styled text to standard output: the tool's style codes as they
    /// are, the text escaped.
    func standardStyled(_ styled: StyledText) {
        if let escapingStandard {
            escapingStandard.write(styled)
        } else {
            standard(styled.rendered)
        }
    }

    /// Writes to standard output what an output made by ``forPeople()``
    /// captured before (a flow's report): it is escaped already.
    func replay(_ captured: String) {
        if let escapingStandard { escapingStandard.writeUnescaped(captured) } else { standard(captured) }
    }

    /// Writes to standard error what an output made by ``forPeople()``
    /// captured before.
    func replayError(_ captured: String) {
        if let escapingError { escapingError.writeUnescaped(captured) } else { error(captured) }
    }

    /// Writes workflow commands (whole lines ``GitHubAnnotation`` made) to
    /// standard output, unescaped: the one way a line of the tool's output
    /// can start one.
    func workflowCommands(_ annotations: [GitHubAnnotation]) {
        let lines = annotations.map { $0.description + "\n" }.joined()
        if let escapingStandard {
            escapingStandard.writeUnescaped(lines)
        } else {
            standard(lines)
        }
    }
}
