import Foundation

/// The actual output of a failed comparison, waiting beside its snapshot (or
/// under the artifacts directory) to be accepted or rejected.
public struct PendingSnapshot: Sendable, Equatable {
    /// The pending file (`….pending.txt`).
    public let pendingFile: URL
    /// The snapshot it would replace (which may not exist yet).
    public let snapshotFile: URL
    /// ``pendingFile`` relative to the package root (or absolute when it lies
    /// outside, in an artifacts directory).
    public let pendingPath: String
    /// ``snapshotFile`` relative to the package root.
    public let snapshotPath: String
    /// The folder the snapshot must stay inside (the package root), if known.
    public let snapshotRoot: URL?
    /// The folder the pending file must stay inside (the package root or the
    /// artifacts directory), if known.
    public let pendingRoot: URL?

    /// Creates a pending snapshot from its parts. With roots, reading either
    /// file refuses a symbolic link that leads outside its root.
    public init(
        pendingFile: URL, snapshotFile: URL, pendingPath: String, snapshotPath: String,
        snapshotRoot: URL? = nil, pendingRoot: URL? = nil
    ) {
        self.pendingFile = pendingFile
        self.snapshotFile = snapshotFile
        self.pendingPath = pendingPath
        self.snapshotPath = snapshotPath
        self.snapshotRoot = snapshotRoot
        self.pendingRoot = pendingRoot
    }

    /// The diff from the recorded snapshot (empty text when there is none) to
    /// the pending output; a binary file is shown as its ``HexDump``.
    ///
    /// - Throws: ``SnapshotError`` when either file cannot be read.
    public func diff() throws(SnapshotError) -> UnifiedDiff {
        let expected = try SnapshotFile.readForDisplay(snapshotFile, within: snapshotRoot) ?? ""
        let actual = try SnapshotFile.readForDisplay(pendingFile, within: pendingRoot) ?? ""
        return UnifiedDiff(expected: expected, actual: actual)
    }
}
