/// A located error in a flow script, printed the way compilers print them:
///
/// ```
/// Flows/save.flow:4:1: error: unknown case `svae` of `ProfileCommand`; did you mean `save`?
/// svae
/// ^~~~
/// ```
///
/// The quoted line is masked: a secret parameter's value or a secret
/// argument (a PIN) shows as `********`, and the caret moves with the text.
public struct ScriptDiagnostic: Sendable, Hashable, CustomStringConvertible, Error {
    /// What is wrong.
    public var problem: ScriptProblem
    /// Where (a ``SourceLocation/line`` of `0` for the whole file).
    public var location: SourceLocation
    /// The line, secrets masked, or `nil` for a whole-file problem.
    public var sourceLine: String?
    /// How many characters the caret line underlines (at least 1).
    public var length: Int

    /// Creates a diagnostic. `sourceLine` must already be masked, and
    /// `location.column` be a column of it.
    public init(problem: ScriptProblem, location: SourceLocation, sourceLine: String?, length: Int = 1) {
        self.problem = problem
        self.location = location
        self.sourceLine = sourceLine
        self.length = max(1, length)
    }

    /// The first line: `file:line:column: error: message`.
    public var headline: String {
        "\(location): error: \(problem.message)"
    }

    /// The longest stretch of a line a diagnostic shows; a longer line is cut
    /// to the stretch around the column, with `…` where it was cut.
    public static let shownLineLength = 120

    /// The headline, then the line and a caret line under the column (`^`,
    /// with `~` under the rest of the word). A tab before the column is kept,
    /// so the caret lines up in a terminal. A line longer than
    /// ``shownLineLength`` shows only the part around the column.
    public var description: String {
        guard let sourceLine, location.line > 0 else { return headline }
        var line = Array(sourceLine)
        var column = max(0, location.column - 1)
        if line.count > Self.shownLineLength {
            let start = max(0, min(column - Self.shownLineLength / 2, line.count - Self.shownLineLength))
            let end = min(line.count, start + Self.shownLineLength)
            var window = Array(line[start..<end])
            column -= start
            if start > 0 {
                window.insert("…", at: 0)
                column += 1
            }
            if end < line.count { window.append("…") }
            line = window
        }
        let prefix = line.prefix(column)
        let indent = String(prefix.map { $0 == "\t" ? "\t" : " " })
        let available = max(1, line.count - prefix.count)
        let underline = "^" + String(repeating: "~", count: max(0, min(length, available) - 1))
        return headline + "\n" + String(line) + "\n" + indent + underline
    }
}
