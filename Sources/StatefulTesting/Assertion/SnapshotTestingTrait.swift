import Foundation
import StatefulSnapshot
import Testing

/// A Swift Testing trait that sets snapshot settings for a test, or for every
/// test in a suite.
///
/// ```swift
/// @Suite(.snapshots(record: .failed))
/// struct ProfileScreenTests {
///     @Test func emptyProfile() { assertSnapshot(of: screen, as: .lines) }
/// }
/// ```
public struct SnapshotTestingTrait: SuiteTrait, TestTrait, TestScoping {
    /// The record mode for assertions that give none.
    public let record: SnapshotRecordMode?
    /// The directory holding `__Snapshots__/`, if not the package root.
    public let packageRoot: URL?
    /// Environment variables to use instead of the process's.
    public let environment: SnapshotEnvironment?

    /// Applies to every test in a suite, however deeply nested.
    public var isRecursive: Bool { true }

    /// Runs the test inside ``withSnapshotTesting(record:packageRoot:environment:isolation:operation:)``.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withSnapshotTesting(record: record, packageRoot: packageRoot, environment: environment) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotTestingTrait {
    /// Sets snapshot settings for this test or suite; see ``SnapshotTestingTrait``.
    public static func snapshots(
        record: SnapshotRecordMode? = nil, packageRoot: URL? = nil, environment: SnapshotEnvironment? = nil
    ) -> Self {
        SnapshotTestingTrait(record: record, packageRoot: packageRoot, environment: environment)
    }
}
