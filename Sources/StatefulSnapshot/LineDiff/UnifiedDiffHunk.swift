/// A run of changed lines with surrounding context, headed
/// `@@ -<expectedStart>,<expectedCount> +<actualStart>,<actualCount> @@`.
///
/// Line numbers are 1-based. As in GNU diff, a side with no lines in the hunk
/// gives the number of the line before it (`0` at the start of the text).
public struct UnifiedDiffHunk: Sendable, Equatable {
    /// The first expected line in the hunk.
    public let expectedStart: Int
    /// How many expected lines (context and removed) the hunk covers.
    public let expectedCount: Int
    /// The first actual line in the hunk.
    public let actualStart: Int
    /// How many actual lines (context and added) the hunk covers.
    public let actualCount: Int
    /// The hunk's lines, in order.
    public let lines: [UnifiedDiffLine]

    /// Creates a hunk from its parts.
    public init(expectedStart: Int, expectedCount: Int, actualStart: Int, actualCount: Int, lines: [UnifiedDiffLine]) {
        self.expectedStart = expectedStart
        self.expectedCount = expectedCount
        self.actualStart = actualStart
        self.actualCount = actualCount
        self.lines = lines
    }

    /// The `@@ -a,b +c,d @@` line.
    public var header: String {
        "@@ -\(expectedStart),\(expectedCount) +\(actualStart),\(actualCount) @@"
    }
}
