import Foundation
import StatefulSnapshot

/// Runs `operation` with snapshot settings overridden for every assertion
/// inside it (including in child tasks); arguments left `nil` keep the
/// enclosing settings.
///
/// ```swift
/// let screen = ProfileScreen(state: .completed(ProfileContent(name: "Ada"))).screen
/// withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
///     assertSnapshot(of: screen, as: .screen(width: .compact))
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode for assertions that give none.
///   - packageRoot: The directory holding `__Snapshots__/` (tests of snapshot
///     behaviour point this at a temporary directory).
///   - environment: Environment variables to use instead of the process's.
///   - placement: Where a test file's `__Snapshots__` folder is (beside the test file, as swift-snapshot-testing has it).
///   - numberUnnamedSnapshots: Number unnamed snapshots `test.1.txt`, `test.2.txt`…
///   - diffTool: The command that failure messages show to compare the two files.
///   - compatibility: Whose naming and `.dump` conventions to follow
///     (swift-snapshot-testing's, for a suite moved over with its files).
///   - operation: The code that runs with this configuration, and the
///     tasks it starts.
@discardableResult
public func withSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil,
    packageRoot: URL? = nil,
    environment: SnapshotEnvironment? = nil,
    placement: SnapshotLayout.Placement? = nil,
    numberUnnamedSnapshots: Bool? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    compatibility: SnapshotTestingCompatibility? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    let configuration = scopedConfiguration(
        record: record, packageRoot: packageRoot, environment: environment, placement: placement,
        numberUnnamedSnapshots: numberUnnamedSnapshots, diffTool: diffTool, compatibility: compatibility)
    return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// The `async` form of `withSnapshotTesting(record:packageRoot:environment:placement:numberUnnamedSnapshots:diffTool:compatibility:operation:)`.
@discardableResult
public func withSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil,
    packageRoot: URL? = nil,
    environment: SnapshotEnvironment? = nil,
    placement: SnapshotLayout.Placement? = nil,
    numberUnnamedSnapshots: Bool? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    compatibility: SnapshotTestingCompatibility? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    let configuration = scopedConfiguration(
        record: record, packageRoot: packageRoot, environment: environment, placement: placement,
        numberUnnamedSnapshots: numberUnnamedSnapshots, diffTool: diffTool, compatibility: compatibility)
    return try await SnapshotTestingConfiguration.$current.withValue(
        configuration, operation: operation, isolation: isolation)
}

/// `withSnapshotTesting(record:packageRoot:environment:placement:numberUnnamedSnapshots:diffTool:compatibility:operation:)`
/// for an operation that returns nothing, so that a closure whose last
/// expression is an assertion with a result (`assertSnapshot` returns its
/// outcome) still reads as `Void`:
/// `withKnownIssue { withSnapshotTesting { assertSnapshot(…) } }` needs no `_ =`.
public func withSnapshotTesting(
    record: SnapshotRecordMode? = nil,
    packageRoot: URL? = nil,
    environment: SnapshotEnvironment? = nil,
    placement: SnapshotLayout.Placement? = nil,
    numberUnnamedSnapshots: Bool? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    compatibility: SnapshotTestingCompatibility? = nil,
    operation: () throws -> Void
) rethrows {
    let configuration = scopedConfiguration(
        record: record, packageRoot: packageRoot, environment: environment, placement: placement,
        numberUnnamedSnapshots: numberUnnamedSnapshots, diffTool: diffTool, compatibility: compatibility)
    try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// The `async` form of the `Void` `withSnapshotTesting(record:packageRoot:environment:placement:numberUnnamedSnapshots:diffTool:compatibility:operation:)`.
public func withSnapshotTesting(
    record: SnapshotRecordMode? = nil,
    packageRoot: URL? = nil,
    environment: SnapshotEnvironment? = nil,
    placement: SnapshotLayout.Placement? = nil,
    numberUnnamedSnapshots: Bool? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    compatibility: SnapshotTestingCompatibility? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Void
) async rethrows {
    let configuration = scopedConfiguration(
        record: record, packageRoot: packageRoot, environment: environment, placement: placement,
        numberUnnamedSnapshots: numberUnnamedSnapshots, diffTool: diffTool, compatibility: compatibility)
    try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation, isolation: isolation)
}

/// The configuration a `withSnapshotTesting` scope runs with: the current one,
/// with what the scope sets in place of it. One place for all four overloads.
private func scopedConfiguration(
    record: SnapshotRecordMode?,
    packageRoot: URL?,
    environment: SnapshotEnvironment?,
    placement: SnapshotLayout.Placement?,
    numberUnnamedSnapshots: Bool?,
    diffTool: SnapshotTestingConfiguration.DiffTool?,
    compatibility: SnapshotTestingCompatibility?
) -> SnapshotTestingConfiguration {
    SnapshotTestingConfiguration.current.overriding(with: SnapshotTestingConfiguration(
        record: record, packageRoot: packageRoot, environment: environment, placement: placement,
        numberUnnamedSnapshots: numberUnnamedSnapshots, diffTool: diffTool, compatibility: compatibility))
}
