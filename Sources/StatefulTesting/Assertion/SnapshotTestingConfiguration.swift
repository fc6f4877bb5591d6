import Foundation
import StatefulSnapshot

/// The snapshot settings in effect for the current task: a record mode, a
/// package root, an environment, where `__Snapshots__` goes, whether unnamed
/// snapshots are numbered, a diff tool and whose naming conventions to
/// follow — each overriding the default.
///
/// Set it for a scope with `withSnapshotTesting(record:packageRoot:environment:placement:numberUnnamedSnapshots:diffTool:compatibility:operation:)`,
/// for a Swift Testing suite or test with the ``SnapshotTestingTrait`` (`.snapshots(record:)`),
/// or for an XCTest case by overriding `invokeTest()`:
///
/// ```swift
/// final class ProfileScreenTests: XCTestCase {
///     override func invokeTest() {
///         withSnapshotTesting(record: .failed, diffTool: .ksdiff) { super.invokeTest() }
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
    /// Where a test file's `__Snapshots__` folder is; `nil` means
    /// `SnapshotLayout.Placement.packageRoot`.
    public var placement: SnapshotLayout.Placement?
    /// Whether unnamed snapshots are numbered as swift-snapshot-testing numbers
    /// them (`test.1.txt`, `test.2.txt`); `nil` means no: an unnamed snapshot is
    /// `test.txt`, and a test has at most one.
    public var numberUnnamedSnapshots: Bool?
    /// The command shown in failure messages to compare the snapshot with the
    /// actual output; `nil` reads `SNAPSHOT_TESTING_DIFF_TOOL`, then shows none.
    public var diffTool: DiffTool?
    /// Whose naming and `.dump` conventions to follow; `nil` means
    /// ``SnapshotTestingCompatibility/stateful``.
    public var compatibility: SnapshotTestingCompatibility?

    /// A configuration that overrides nothing.
    public init(
        record: SnapshotRecordMode? = nil, packageRoot: URL? = nil, environment: SnapshotEnvironment? = nil,
        placement: SnapshotLayout.Placement? = nil, numberUnnamedSnapshots: Bool? = nil, diffTool: DiffTool? = nil,
        compatibility: SnapshotTestingCompatibility? = nil
    ) {
        self.record = record
        self.packageRoot = packageRoot
        self.environment = environment
        self.placement = placement
        self.numberUnnamedSnapshots = numberUnnamedSnapshots
        self.diffTool = diffTool
        self.compatibility = compatibility
    }

    /// The configuration of the current task.
    @TaskLocal public static var current = SnapshotTestingConfiguration()

    /// This configuration with every non-`nil` setting of `other` replacing its counterpart.
    func overriding(with other: SnapshotTestingConfiguration) -> Self {
        SnapshotTestingConfiguration(
            record: other.record ?? record,
            packageRoot: other.packageRoot ?? packageRoot,
            environment: other.environment ?? environment,
            placement: other.placement ?? placement,
            numberUnnamedSnapshots: other.numberUnnamedSnapshots ?? numberUnnamedSnapshots,
            diffTool: other.diffTool ?? diffTool,
            compatibility: other.compatibility ?? compatibility)
    }
}

extension SnapshotTestingConfiguration {
    /// swift-snapshot-testing's name for a record mode: `.all`, `.failed`,
    /// `.missing`, `.never`, the same four as `SnapshotRecordMode`.
    public typealias Record = SnapshotRecordMode
}
