import CustomDump
import Foundation
import SnapshotTesting

// The peers' side of the snapshot rows, in a file of its own:
// swift-snapshot-testing and StatefulTesting both name their API
// `assertSnapshot`, `Snapshotting` and `SnapshotTestingConfiguration`.

/// Where swift-snapshot-testing keeps the rows' snapshots: inside this
/// package's (ignored) `__Snapshots__/`, rather than beside this source file,
/// where the package would take them for unhandled files. Passing the
/// directory skips nothing of its work but the choice of a default.
let theirSnapshotDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/swift-snapshot-testing").path

/// swift-custom-dump's text of `value`.
func customDumped(_ value: Any) -> String {
    var text = ""
    customDump(value, to: &text)
    return text
}

// MARK: swift-snapshot-testing's

func theirsLines(_ text: String, record: SnapshotTestingConfiguration.Record? = nil) {
    let message = verifySnapshot(
        of: text, as: .lines, named: "lines", record: record, snapshotDirectory: theirSnapshotDirectory,
        file: #filePath, testName: "benchmark")
    if record == nil, let message { fail(message) }
}

func theirsDump(_ value: Member, record: SnapshotTestingConfiguration.Record? = nil) {
    let message = verifySnapshot(
        of: value, as: .dump, named: "dump", record: record, snapshotDirectory: theirSnapshotDirectory,
        file: #filePath, testName: "benchmark")
    if record == nil, let message { fail(message) }
}

/// Records swift-snapshot-testing's snapshots of the rows.
func recordTheirs(text: String, value: Member) {
    theirsLines(text, record: .all)
    theirsDump(value, record: .all)
}
