/// What one snapshot comparison found and did, with the message to show.
///
/// Only ``Kind-swift.enum/matched`` is a pass. Recording a snapshot is a
/// failure too, so that a run that wrote files never looks green.
public struct SnapshotOutcome: Sendable, Equatable {
    /// The kinds of outcome.
    public enum Kind: Sendable, Equatable {
        /// The snapshot exists and equals the actual output.
        case matched
        /// The snapshot was written (it was missing, or differed and the mode allowed recording).
        case recorded
        /// The snapshot differs from the actual output and was left as it was.
        case mismatch
        /// There is no snapshot and the mode (or CI) did not allow recording one.
        case missing
        /// The comparison could not be made: a bad record mode, an unreadable
        /// snapshot, a file that could not be written, or two assertions sharing one file.
        case error
    }

    /// What happened.
    public let kind: Kind
    /// The snapshot file, relative to the package root.
    public let snapshotPath: String
    /// Where the actual output was left for review, if anywhere.
    public let pendingPath: String?
    /// The line diff from the recorded snapshot, when there was one to
    /// compare (`nil` for a custom ``Diffing``, whose message is in ``message``).
    public let diff: UnifiedDiff?
    /// The message for the test failure; empty when ``kind`` is ``Kind-swift.enum/matched``.
    public let message: String
    /// Files for the test report: the snapshot recorded (under its file's
    /// name), or the output a failure produced (under its pending file's
    /// name) after the difference — `difference.patch` for text, a custom
    /// ``Diffing``'s own attachments for its format. Empty for a match.
    public let attachments: [DiffAttachment]

    /// Creates an outcome from its parts.
    ///
    /// - Parameters:
    ///   - kind: What happened.
    ///   - snapshotPath: The snapshot file, relative to the package root.
    ///   - pendingPath: Where the actual output was left, if anywhere.
    ///   - diff: The line diff from the recorded snapshot, when there was one.
    ///   - message: The message for the test failure.
    ///   - attachments: Files for the test report (see ``attachments``).
    public init(
        kind: Kind, snapshotPath: String, pendingPath: String? = nil, diff: UnifiedDiff? = nil, message: String = "",
        attachments: [DiffAttachment] = []
    ) {
        self.kind = kind
        self.snapshotPath = snapshotPath
        self.pendingPath = pendingPath
        self.diff = diff
        self.message = message
        self.attachments = attachments
    }

    /// Whether the assertion should fail.
    public var isFailure: Bool { kind != .matched }
}
