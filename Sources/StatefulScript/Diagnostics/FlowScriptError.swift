/// Why a flow script cannot run. Every problem the parser found is reported
/// at once, before anything runs (a tool exits with status 2).
///
/// ```swift
/// do {
///     let script = try parser.parse(contentsOf: url)
/// } catch {
///     print(error)                        // every diagnostic, with carets
/// }
/// ```
public enum FlowScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The script has these problems, in the order they appear.
    case invalidScript([ScriptDiagnostic])

    /// The diagnostics.
    public var diagnostics: [ScriptDiagnostic] {
        switch self {
        case .invalidScript(let diagnostics): diagnostics
        }
    }

    /// Every diagnostic, then `N error(s)`.
    public var description: String {
        let count = diagnostics.count
        return (diagnostics.map(\.description) + ["\(count) error\(count == 1 ? "" : "s")"])
            .joined(separator: "\n")
    }
}
