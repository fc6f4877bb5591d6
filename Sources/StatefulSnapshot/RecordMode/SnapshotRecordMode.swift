/// When an assertion writes a snapshot file instead of only comparing.
///
/// The same four words that `SNAPSHOT_TESTING_RECORD` takes in
/// swift-snapshot-testing. A mode can come from that variable, from a suite
/// or scope, or from a single assertion; the most specific one wins (see
/// ``resolve(assertion:scope:environment:)``).
///
/// ```sh
/// SNAPSHOT_TESTING_RECORD=failed swift test   # re-record what no longer matches
/// ```
public enum SnapshotRecordMode: String, CaseIterable, Sendable {
    /// Write every snapshot. The assertion fails when the file was created or
    /// its content changed, and passes when it was already identical.
    case all
    /// Write snapshots that do not exist yet (and fail, saying so); compare the rest.
    /// The default on a developer machine.
    case missing
    /// Write snapshots that do not exist or do not match (and fail, showing the diff).
    case failed
    /// Never write a snapshot: a missing one fails, a mismatch fails and leaves a
    /// pending file. The default, and the only possible behaviour, under CI.
    case never

    /// The environment variable read by ``resolve(assertion:scope:environment:)``.
    public static let environmentVariable = "SNAPSHOT_TESTING_RECORD"

    /// Parses one of `all`, `missing`, `failed`, `never` (surrounding spaces
    /// ignored, case-sensitive).
    ///
    /// - Parameters:
    ///   - text: The value to parse, such as the environment variable's.
    ///   - source: Names where `text` came from, for the error message.
    /// - Throws: ``SnapshotError/invalidRecordMode(value:source:)`` listing the valid values.
    public init(parsing text: String, source: String = SnapshotRecordMode.environmentVariable) throws(SnapshotError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let mode = SnapshotRecordMode(rawValue: trimmed) else {
            throw .invalidRecordMode(value: text, source: source)
        }
        self = mode
    }

    /// The mode in effect for one assertion.
    ///
    /// `SNAPSHOT_TESTING_RECORD` is always validated, so a typo fails even when a
    /// more specific mode is given. Then the first of `assertion`, `scope`, the
    /// variable, and the default (``SnapshotEnvironment/defaultRecordMode``) wins.
    ///
    /// ```swift
    /// let mode = try SnapshotRecordMode.resolve(
    ///     assertion: nil, scope: .failed, environment: SnapshotEnvironment(["CI": "1"]))
    /// // .failed — but under CI nothing is written into the tree anyway.
    /// ```
    public static func resolve(
        assertion: SnapshotRecordMode?,
        scope: SnapshotRecordMode?,
        environment: SnapshotEnvironment
    ) throws(SnapshotError) -> SnapshotRecordMode {
        let fromEnvironment = try environment.recordMode()
        return assertion ?? scope ?? fromEnvironment ?? environment.defaultRecordMode
    }
}
