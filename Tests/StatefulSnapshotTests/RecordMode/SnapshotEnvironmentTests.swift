import StatefulSnapshot
import Testing

@Suite struct SnapshotEnvironmentTests {
    @Test(arguments: ["true", "1", "yes", "TRUE", "github-actions"])
    func aSetCIVariableMeansCI(value: String) {
        #expect(SnapshotEnvironment(["CI": value]).isCI)
    }

    @Test(arguments: ["", "0", "false", "False", " FALSE "])
    func anEmptyZeroOrFalseCIVariableDoesNotMeanCI(value: String) {
        #expect(!SnapshotEnvironment(["CI": value]).isCI)
    }

    @Test func noCIVariableMeansADeveloperMachine() {
        #expect(!SnapshotEnvironment().isCI)
        #expect(SnapshotEnvironment().defaultRecordMode == .missing)
        #expect(SnapshotEnvironment(["CI": "1"]).defaultRecordMode == .never)
    }

    @Test func artifactsDirectoryComesFromSNAPSHOT_ARTIFACTS() {
        #expect(SnapshotEnvironment(["SNAPSHOT_ARTIFACTS": "/tmp/a"]).artifactsDirectory?.path == "/tmp/a")
        #expect(SnapshotEnvironment(["SNAPSHOT_ARTIFACTS": ""]).artifactsDirectory == nil)
        #expect(SnapshotEnvironment().artifactsDirectory == nil)
    }
}
