/// A line that uses a value captured while the flow runs (`let meeting =
/// state …`, then `tap "${meeting}"`): it is parsed for its syntax before
/// anything runs, and parsed again, Commands decoded, when it runs, with the
/// captured values in place.
///
/// A runner (``FlowSession``) resolves and runs it; a line whose captured
/// value is missing (its `let` failed) or whose Command does not decode
/// with the value fails at its own location.
public struct CapturedValueStatement<Command: Sendable, Backend: Sendable>: Sendable {
    /// The names of the captured values the line uses, in order.
    public var captureNames: [String]
    /// Parses the line again with the captured values.
    let resolver: @Sendable ([String: CapturedValue]) -> Result<Resolved, CapturedValueStatementError>

    /// The statement, and the secrets known with the values in place.
    struct Resolved: Sendable {
        var statement: ScriptStatement<Command, Backend>
        var secrets: SecretMasker
    }

    /// Resolves the line with `captures`.
    func resolve(with captures: [String: CapturedValue]) -> Result<Resolved, CapturedValueStatementError> {
        if let missing = captureNames.first(where: { captures[$0] == nil }) {
            return .failure(CapturedValueStatementError(
                message: "`${\(missing)}` has no value: the line that captures it (`let \(missing) = …`) failed or did not run"))
        }
        return resolver(captures)
    }
}

/// Why a line using captured values could not be resolved.
struct CapturedValueStatementError: Error {
    var message: String
}
