import Foundation
import Stateful
import StatefulSnapshot

/// The record mode and diff tool that the deprecated globals `isRecording`
/// and `diffTool` set for the whole process: a default below every scope,
/// trait and assertion, above `SNAPSHOT_TESTING_RECORD` and
/// `SNAPSHOT_TESTING_DIFF_TOOL`.
enum ProcessWideSnapshotDefaults {
    struct Values: Sendable {
        var record: SnapshotRecordMode?
        var diffTool: SnapshotTestingConfiguration.DiffTool?
    }

    /// The process's one set of values. Tests bind a box of their own, so
    /// that setting a global in one test leaves the tests beside it alone.
    @TaskLocal static var values = Protected(Values())

    /// The record mode set by `isRecording = true`, if any.
    static var record: SnapshotRecordMode? {
        get { values.withLock { $0.record } }
        set { values.withLock { $0.record = newValue } }
    }

    /// The diff tool set by `diffTool = …`, if any.
    static var diffTool: SnapshotTestingConfiguration.DiffTool? {
        get { values.withLock { $0.diffTool } }
        set { values.withLock { $0.diffTool = newValue } }
    }
}
