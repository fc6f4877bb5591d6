import Foundation
import StatefulSnapshot
import Testing

/// A Swift Testing trait that sets snapshot settings for a test, or for every
/// test in a suite.
///
/// ```swift
/// @Suite(.snapshots(record: .failed, diffTool: .ksdiff))
/// struct ProfileScreenTests {
///     let screen = ProfileScreen(state: .completed(ProfileContent())).screen
///
///     @Test func emptyProfile() { assertSnapshot(of: screen, as: .screen(width: .compact)) }
/// }
/// ```
public struct SnapshotTestingTrait: SuiteTrait, TestTrait, TestScoping {
    /// The record mode for assertions that give none.
    public let record: SnapshotRecordMode?
    /// The directory holding `__Snapshots__/`, if not the package root.
    public let packageRoot: URL?
    /// Environment variables to use instead of the process's.
    public let environment: SnapshotEnvironment?
    /// The settings as one configuration (the three above included).
    public let configuration: SnapshotTestingConfiguration

    /// A trait applying `configuration`'s non-`nil` settings.
    public init(configuration: SnapshotTestingConfiguration) {
        self.configuration = configuration
        self.record = configuration.record
        self.packageRoot = configuration.packageRoot
        self.environment = configuration.environment
    }

    /// Applies to every test in a suite, however deeply nested.
    public var isRecursive: Bool { true }

    /// Runs the test with this trait's settings over the enclosing ones.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let configuration = SnapshotTestingConfiguration.current.overriding(with: configuration)
        try await SnapshotTestingConfiguration.$current.withValue(configuration) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotTestingTrait {
    /// Sets snapshot settings for this test or suite; see ``SnapshotTestingTrait``
    /// and ``SnapshotTestingConfiguration`` for each setting.
    public static func snapshots(
        record: SnapshotRecordMode? = nil, packageRoot: URL? = nil, environment: SnapshotEnvironment? = nil,
        placement: SnapshotLayout.Placement? = nil, numberUnnamedSnapshots: Bool? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil, compatibility: SnapshotTestingCompatibility? = nil
    ) -> Self {
        SnapshotTestingTrait(configuration: SnapshotTestingConfiguration(
            record: record, packageRoot: packageRoot, environment: environment, placement: placement,
            numberUnnamedSnapshots: numberUnnamedSnapshots, diffTool: diffTool, compatibility: compatibility))
    }

    /// The trait with no settings of its own: the enclosing ones apply, as
    /// swift-snapshot-testing's bare `.snapshots` trait does.
    ///
    /// ```swift
    /// @Suite(.snapshots) struct ProfileTests { }
    /// ```
    public static var snapshots: Self {
        snapshots()
    }

    /// Applies `configuration`'s non-`nil` settings to this test or suite.
    ///
    /// ```swift
    /// extension SnapshotTestingConfiguration {
    ///     static let strict = SnapshotTestingConfiguration(record: .never)
    /// }
    ///
    /// @Suite(.snapshots(.strict)) struct CheckoutTests { }
    /// ```
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        SnapshotTestingTrait(configuration: configuration)
    }
}
