import Foundation
import StatefulSnapshot

/// The snapshot settings in effect for the current task: a record mode, a
/// package root and an environment that override the defaults.
///
/// Set it for a scope with ``withSnapshotTesting(record:packageRoot:environment:operation:)``,
/// for a Swift Testing suite or test with the ``SnapshotTestingTrait`` (`.snapshots(record:)`),
/// or for an XCTest case by overriding `invokeTest()`:
///
/// ```swift
/// final class ProfileScreenTests: XCTestCase {
///     override func invokeTest() {
///         withSnapshotTesting(record: .failed) { super.invokeTest() }
///     }
/// }
/// ```
public struct SnapshotTestingConfiguration: Sendable {
    /// The record mode for assertions that give none; `nil` defers to
    /// `SNAPSHOT_TESTING_RECORD` and then to the default.
    public var record: SnapshotRecordMode?
    /// The directory that holds `__Snapshots__/`; `nil` finds the package root
    /// from each test's `#filePath`.
    public var packageRoot: URL?
    /// The environment variables to use; `nil` reads the process environment.
    public var environment: SnapshotEnvironment?

    /// A configuration that overrides nothing.
    public init(record: SnapshotRecordMode? = nil, packageRoot: URL? = nil, environment: SnapshotEnvironment? = nil) {
        self.record = record
        self.packageRoot = packageRoot
        self.environment = environment
    }

    /// The configuration of the current task.
    @TaskLocal public static var current = SnapshotTestingConfiguration()

    /// This configuration with every non-`nil` argument replacing its counterpart.
    func overriding(record: SnapshotRecordMode?, packageRoot: URL?, environment: SnapshotEnvironment?) -> Self {
        SnapshotTestingConfiguration(
            record: record ?? self.record,
            packageRoot: packageRoot ?? self.packageRoot,
            environment: environment ?? self.environment)
    }
}
