import Foundation
import StatefulSnapshot

/// Whether every snapshot assertion in the process records (`.all`), as
/// swift-snapshot-testing's deprecated global of the same name.
///
/// Setting it is a process-wide default: a record mode given to an
/// assertion, a `withSnapshotTesting(record:)` scope or a
/// `.snapshots(record:)` trait still wins, and it wins over
/// `SNAPSHOT_TESTING_RECORD`. Setting it to `false` takes the default away
/// again (the environment's mode, or `.missing`). Reading it tells whether
/// the current scope, or else the process, records everything.
///
/// As in swift-snapshot-testing, the flag is shared by every test of the
/// process, including tests that run in parallel: set it only in a run
/// whose tests should all record, and prefer the scope or the trait. Nothing
/// is recorded under `CI` whatever it says.
@available(
    *, deprecated,
    message: "Use 'withSnapshotTesting(record:)' or the '.snapshots(record:)' trait to set the record mode for a scope."
)
public var isRecording: Bool {
    get { (SnapshotTestingConfiguration.current.record ?? ProcessWideSnapshotDefaults.record) == .all }
    set { ProcessWideSnapshotDefaults.record = newValue ? .all : nil }
}

/// The diff tool shown in snapshot failures, as swift-snapshot-testing's
/// deprecated global of the same name: a process-wide default.
///
/// A `withSnapshotTesting(diffTool:)` scope or a `.snapshots(diffTool:)`
/// trait still wins, and it wins over `SNAPSHOT_TESTING_DIFF_TOOL`; `nil`
/// takes the default away. Reading it gives the current scope's tool, or
/// else the process's. As in swift-snapshot-testing, it is shared by every
/// test of the process, including tests that run in parallel.
@available(
    *, deprecated,
    message: "Use 'withSnapshotTesting(diffTool:)' or the '.snapshots(diffTool:)' trait to set the diff tool for a scope."
)
public var diffTool: SnapshotTestingConfiguration.DiffTool? {
    get { SnapshotTestingConfiguration.current.diffTool ?? ProcessWideSnapshotDefaults.diffTool }
    set { ProcessWideSnapshotDefaults.diffTool = newValue }
}

/// swift-snapshot-testing's older name of ``isRecording``, kept so that
/// `SnapshotTesting.record = true` (now `StatefulTesting.record = true`)
/// compiles: reading and setting it reads and sets ``isRecording``.
@available(
    *, deprecated,
    message: "Use 'withSnapshotTesting(record:)' or the '.snapshots(record:)' trait to set the record mode for a scope."
)
public var record: Bool {
    get { isRecording }
    set { isRecording = newValue }
}

/// The diff tool an assertion here would show, under the name
/// swift-snapshot-testing gives it for its own tests (`@_spi(Internals)`):
/// the current scope's tool, else the process-wide one, else
/// `SNAPSHOT_TESTING_DIFF_TOOL`'s, else ``SnapshotTestingConfiguration/DiffTool/default``.
/// Setting it sets the process-wide tool, as ``diffTool`` does.
///
/// ```swift
/// @_spi(Internals) import StatefulTesting
///
/// @Test(.snapshots(diffTool: "ksdiff"))
/// func diffToolIsTheTraits() {
///     #expect(_diffTool(currentFilePath: "old.txt", failedFilePath: "new.txt") == "ksdiff old.txt new.txt")
/// }
/// ```
@_spi(Internals)
public var _diffTool: SnapshotTestingConfiguration.DiffTool {
    get {
        let configuration = SnapshotTestingConfiguration.current
        if let tool = configuration.diffTool ?? ProcessWideSnapshotDefaults.diffTool { return tool }
        let environment = configuration.environment ?? .processSnapshotVariables
        if let template = environment.variables[SnapshotDiffCommand.environmentVariable], !template.isEmpty {
            return SnapshotTestingConfiguration.DiffTool(template: template)
        }
        return .default
    }
    set { ProcessWideSnapshotDefaults.diffTool = newValue }
}

/// The record mode an assertion here would use when given none, under the
/// name swift-snapshot-testing gives it for its own tests
/// (`@_spi(Internals)`): the current scope's mode, else the process-wide
/// one, else `SNAPSHOT_TESTING_RECORD`'s, else `.missing` (`.never` under
/// `CI`). A `SNAPSHOT_TESTING_RECORD` that names no mode reads as that
/// default; an assertion reports it as an error. Setting it sets the
/// process-wide mode, as `isRecording` does.
@_spi(Internals)
public var _record: SnapshotTestingConfiguration.Record {
    get {
        let configuration = SnapshotTestingConfiguration.current
        let environment = configuration.environment ?? .processSnapshotVariables
        let scope = configuration.record ?? ProcessWideSnapshotDefaults.record
        return (try? SnapshotRecordMode.resolve(assertion: nil, scope: scope, environment: environment))
            ?? scope ?? environment.defaultRecordMode
    }
    set { ProcessWideSnapshotDefaults.record = newValue }
}
