/// How strictly a ``TestStore`` checks what the store did.
public enum Exhaustivity: Sendable, Hashable {
    /// Every State change must be described and every Effect (and, with
    /// ``ActionChecking/received``, every Action) received, in order; no work
    /// may still be running at ``TestStore/finish(fileID:filePath:line:column:)``.
    /// The default: it catches everything the feature does that the test does
    /// not expect.
    case on
    /// For long integration flows: a State assertion checks only what its
    /// closure changes, ``TestStore/receive(_:assert:fileID:filePath:line:column:)``
    /// and ``TestStore/receive(action:assert:fileID:filePath:line:column:)``
    /// skip the entries before the one they name, and Actions or Effects
    /// nobody received or work still running at the end are not failures (the
    /// work is cancelled).
    case off
}
