import Foundation
import StatefulSnapshot

/// Runs `operation` with snapshot settings overridden for every assertion
/// inside it (including in child tasks); arguments left `nil` keep the
/// enclosing settings.
///
/// ```swift
/// withSnapshotTesting(record: .failed) {
///     assertSnapshot(of: screen, as: .lines)
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode for assertions that give none.
///   - packageRoot: The directory holding `__Snapshots__/` (tests of snapshot
///     behaviour point this at a temporary directory).
///   - environment: Environment variables to use instead of the process's.
@discardableResult
public func withSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil,
    packageRoot: URL? = nil,
    environment: SnapshotEnvironment? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    let configuration = SnapshotTestingConfiguration.current
        .overriding(record: record, packageRoot: packageRoot, environment: environment)
    return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// The `async` form of ``withSnapshotTesting(record:packageRoot:environment:operation:)``.
@discardableResult
public func withSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil,
    packageRoot: URL? = nil,
    environment: SnapshotEnvironment? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    let configuration = SnapshotTestingConfiguration.current
        .overriding(record: record, packageRoot: packageRoot, environment: environment)
    return try await SnapshotTestingConfiguration.$current.withValue(
        configuration, operation: operation, isolation: isolation)
}

/// ``withSnapshotTesting(record:packageRoot:environment:operation:)`` for an
/// operation that returns nothing, so that a closure whose last expression is
/// an assertion with a result (`assertSnapshot` returns its outcome) still
/// reads as `Void` — `withKnownIssue { withSnapshotTesting { assertSnapshot(…) } }`
/// needs no `_ =`.
public func withSnapshotTesting(
    record: SnapshotRecordMode? = nil,
    packageRoot: URL? = nil,
    environment: SnapshotEnvironment? = nil,
    operation: () throws -> Void
) rethrows {
    let configuration = SnapshotTestingConfiguration.current
        .overriding(record: record, packageRoot: packageRoot, environment: environment)
    try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// The `async` form of the `Void` ``withSnapshotTesting(record:packageRoot:environment:operation:)``.
public func withSnapshotTesting(
    record: SnapshotRecordMode? = nil,
    packageRoot: URL? = nil,
    environment: SnapshotEnvironment? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Void
) async rethrows {
    let configuration = SnapshotTestingConfiguration.current
        .overriding(record: record, packageRoot: packageRoot, environment: environment)
    try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation, isolation: isolation)
}
