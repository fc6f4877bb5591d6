/// What a ``SnapshotReviewCommand`` printed and how it ended, so that a tool
/// can forward it and a test can check it.
public struct SnapshotReviewCommandResult: Sendable, Equatable {
    /// `0` all is well, `1` something was found (pending files, orphans) or
    /// failed, `2` the arguments were wrong.
    public let exitCode: Int32
    /// Text for standard output.
    public let output: String
    /// Text for standard error.
    public let errorOutput: String

    /// Creates a result from its parts.
    public init(exitCode: Int32, output: String, errorOutput: String) {
        self.exitCode = exitCode
        self.output = output
        self.errorOutput = errorOutput
    }
}
