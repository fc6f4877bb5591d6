/// `let meeting = state path[1].syncUp.meetings[0].id`: reads a value from
/// the State when the line runs and keeps it, as text, for the later lines
/// that write `${meeting}`.
///
/// The path is read as ``StateExpectation`` reads it. A value read through a
/// secret property (``/Stateful/Redactable``) or a ``/Stateful/SecretValue``
/// stays secret: it is masked wherever a later line shows it.
public struct StateCapture: Sendable, Hashable {
    /// The name later lines use, as in `${meeting}`.
    public var name: String
    /// The property names and `[N]` subscripts, outermost first.
    public var path: [String]
    /// Whether the script names a secret property on the path (such as
    /// `password`); the State's own types can make the value secret too.
    public var isSecret: Bool

    /// Creates a capture.
    ///
    /// - Parameters:
    ///   - name: The name later lines use.
    ///   - path: The property names and `[N]` subscripts, outermost first.
    ///   - isSecret: Whether the script names a secret property on the path.
    public init(name: String, path: [String], isSecret: Bool) {
        self.name = name
        self.path = path
        self.isSecret = isSecret
    }

    /// The path as written, such as `path[1].syncUp.meetings[0].id`.
    public var pathText: String {
        StateExpectation(path: path, comparison: .isNotNil, value: ScriptValue(.null, at: SourceLocation(file: "", line: 0, column: 0)), isSecret: isSecret).pathText
    }
}
