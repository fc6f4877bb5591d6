import StatefulSnapshot

/// Where and how a flow's recordings (its transcript, `expect … matches`
/// screens) are compared and recorded: the same files, record modes, CI rule
/// and pending files as `assertSnapshot` (see the README's snapshot workflow).
///
/// A flow `login.flow` records its transcript in
/// `__Snapshots__/flows/login.txt` and a screen it names `filled` in
/// `__Snapshots__/flows/login.filled.txt`.
public struct FlowSnapshotSettings: Sendable {
    /// The package whose `__Snapshots__/` holds the recordings.
    public var layout: SnapshotLayout
    /// Supplies `CI`, `SNAPSHOT_TESTING_RECORD` and `SNAPSHOT_ARTIFACTS`.
    public var environment: SnapshotEnvironment
    /// `--record`: overrides `SNAPSHOT_TESTING_RECORD` (never the CI rule).
    public var record: SnapshotRecordMode?

    /// The folder of `__Snapshots__/` that flow recordings go in.
    public static let folder = "flows"

    /// Creates settings.
    public init(layout: SnapshotLayout, environment: SnapshotEnvironment, record: SnapshotRecordMode? = nil) {
        self.layout = layout
        self.environment = environment
        self.record = record
    }

    /// The recording of flow `flowName`: its transcript when `name` is nil.
    public func file(flow flowName: String, named name: String?) -> String {
        layout.snapshotFile(testFilePath: Self.folder, testName: flowName, snapshotName: name).path
    }

    /// Compares `text` with the recording, recording or leaving a pending file
    /// as the record mode and environment allow.
    func verify(_ text: String, flow flowName: String, named name: String?, callSite: String) -> SnapshotOutcome {
        let file = layout.snapshotFile(testFilePath: Self.folder, testName: flowName, snapshotName: name)
        let mode: SnapshotRecordMode
        do {
            mode = try SnapshotRecordMode.resolve(assertion: record, scope: nil, environment: environment)
        } catch {
            return SnapshotOutcome(kind: .error, snapshotPath: layout.relativePath(of: file), message: error.description)
        }
        return SnapshotVerifier(layout: layout, environment: environment)
            .verify(text, against: file, mode: mode, callSite: callSite)
    }
}
