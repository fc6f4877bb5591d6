import Foundation

/// The environment variables that steer snapshot testing, passed in as a value
/// so that tests can inject them instead of changing the process environment.
///
/// - `SNAPSHOT_TESTING_RECORD`: `all` | `missing` | `failed` | `never`.
/// - `CI`: when set to anything but empty, `0` or `false` (any case), nothing is
///   ever written into the package tree and the default mode is `never`.
/// - `SNAPSHOT_ARTIFACTS`: a directory that receives pending files instead of
///   the package tree; the only place anything is written under CI.
///
/// ```swift
/// let ci = SnapshotEnvironment(["CI": "true", "SNAPSHOT_ARTIFACTS": "/tmp/artifacts"])
/// ci.isCI                 // true
/// ci.defaultRecordMode    // .never
/// ```
public struct SnapshotEnvironment: Sendable, Equatable {
    /// The variables, by name.
    public var variables: [String: String]

    /// The name of the variable that points at the artifacts directory.
    public static let artifactsVariable = "SNAPSHOT_ARTIFACTS"

    /// The name of the variable that marks a CI run.
    public static let ciVariable = "CI"

    /// Wraps `variables` (for example a test's own dictionary).
    public init(_ variables: [String: String] = [:]) {
        self.variables = variables
    }

    /// The environment of the running process.
    public static var process: SnapshotEnvironment {
        SnapshotEnvironment(ProcessInfo.processInfo.environment)
    }

    /// Whether this is a CI run: `CI` is set and is not empty, `0` or `false`.
    public var isCI: Bool {
        guard let value = variables[Self.ciVariable]?.trimmingCharacters(in: .whitespaces) else {
            return false
        }
        return !(value.isEmpty || value == "0" || value.lowercased() == "false")
    }

    /// `never` under CI, `missing` elsewhere.
    public var defaultRecordMode: SnapshotRecordMode {
        isCI ? .never : .missing
    }

    /// The mode named by `SNAPSHOT_TESTING_RECORD`, or `nil` when it is unset or empty.
    ///
    /// - Throws: ``SnapshotError/invalidRecordMode(value:source:)`` for any other value.
    public func recordMode() throws(SnapshotError) -> SnapshotRecordMode? {
        guard let value = variables[SnapshotRecordMode.environmentVariable],
              !value.trimmingCharacters(in: .whitespaces).isEmpty
        else { return nil }
        return try SnapshotRecordMode(parsing: value)
    }

    /// The directory named by `SNAPSHOT_ARTIFACTS`, or `nil` when it is unset or empty.
    public var artifactsDirectory: URL? {
        guard let path = variables[Self.artifactsVariable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }
}
