import StatefulSnapshot
@_spi(Internals) import StatefulTesting
import Testing

/// `_diffTool` and `_record`, the names swift-snapshot-testing's own tests
/// read the settings in force by: the innermost scope's, else the process's,
/// else the environment's, else the default.
@Suite struct SwiftSnapshotTestingInternalsTests {
    @Test(.snapshots(diffTool: "ksdiff"))
    func theDiffToolIsTheTraits() {
        #expect(_diffTool(currentFilePath: "old.png", failedFilePath: "new.png") == "ksdiff old.png new.png")
        withSnapshotTesting(diffTool: "difftool") {
            #expect(_diffTool(currentFilePath: "old.png", failedFilePath: "new.png") == "difftool old.png new.png")
        }
    }

    @Test func withNoToolSetTheEnvironmentsOrTheDefaultIsShown() {
        withSnapshotTesting(environment: SnapshotEnvironment(["SNAPSHOT_TESTING_DIFF_TOOL": "opendiff"])) {
            #expect(_diffTool(currentFilePath: "a", failedFilePath: "b") == "opendiff a b")
        }
        withSnapshotTesting(environment: SnapshotEnvironment([:])) {
            #expect(_diffTool(currentFilePath: "a", failedFilePath: "b").hasPrefix("@\u{2212}\n\"file://a\"\n@+\n\"file://b\""))
        }
    }

    @Test func theRecordModeIsTheInnermostScopesThenTheEnvironmentsThenTheDefault() {
        withSnapshotTesting(record: .all, environment: SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"])) {
            #expect(_record == .all)
            withSnapshotTesting(record: .never) { #expect(_record == .never) }
        }
        withSnapshotTesting(environment: SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"])) {
            #expect(_record == .failed)
        }
        withSnapshotTesting(environment: SnapshotEnvironment(["CI": "true"])) { #expect(_record == .never) }
        withSnapshotTesting(environment: SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "yes"])) { #expect(_record == .missing) }
    }
}
