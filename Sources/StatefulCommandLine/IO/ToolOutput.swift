import Foundation

/// Where ``StatefulTool`` writes: standard output and standard error by
/// default, or anything else (a test captures both into strings).
public struct ToolOutput: Sendable {
    /// Writes to standard output.
    public var standard: @Sendable (String) -> Void
    /// Writes to standard error.
    public var error: @Sendable (String) -> Void

    /// Creates an output from two writers.
    public init(standard: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.standard = standard
        self.error = error
    }

    /// The process's standard output and standard error.
    public static let process = ToolOutput(
        standard: { FileHandle.standardOutput.write(Data($0.utf8)) },
        error: { FileHandle.standardError.write(Data($0.utf8)) })
}
