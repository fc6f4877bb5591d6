/// Why a flow script cannot run. Every problem the parser found is reported
/// at once, before anything runs (a tool exits with status 2).
///
/// ```swift
/// import Foundation
///
/// var parser = FlowScriptParser<ProfileCommand, ProfileBackend>()
/// let url = URL(filePath: "Flows/save.flow")
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

    /// The first ``ScriptLimits/shownDiagnostics`` diagnostics, a count of
    /// the rest if there are more, then `N error(s)`.
    public var description: String {
        let count = diagnostics.count
        var lines = diagnostics.prefix(ScriptLimits.shownDiagnostics).map(\.description)
        if count > ScriptLimits.shownDiagnostics {
            let more = count - ScriptLimits.shownDiagnostics
            lines.append("… and \(more) more error\(more == 1 ? "" : "s") not shown")
        }
        lines.append(count >= ScriptLimits.collectedDiagnostics
            ? "\(count) errors; reading stopped there"
            : "\(count) error\(count == 1 ? "" : "s")")
        return lines.joined(separator: "\n")
    }
}
