import StatefulSnapshot
import Testing

@Suite struct SnapshotRecordModeTests {
    @Test(arguments: SnapshotRecordMode.allCases)
    func parsesEachModeByName(mode: SnapshotRecordMode) throws {
        #expect(try SnapshotRecordMode(parsing: mode.rawValue) == mode)
        #expect(try SnapshotRecordMode(parsing: " \(mode.rawValue) ") == mode)
    }

    @Test(arguments: ["ALL", "yes", "true", "1", "record", "mising"])
    func anyOtherValueIsAnErrorListingTheValidOnes(value: String) {
        #expect(throws: SnapshotError.invalidRecordMode(value: value, source: "SNAPSHOT_TESTING_RECORD")) {
            try SnapshotRecordMode(parsing: value)
        }
        let message = SnapshotError.invalidRecordMode(value: value, source: "SNAPSHOT_TESTING_RECORD").description
        #expect(message == "SNAPSHOT_TESTING_RECORD is \"\(value)\", which is not a record mode. "
            + "Valid values: all, missing, failed, never.")
    }

    @Test func theEnvironmentVariableIsUsedWhenNothingMoreSpecificIsGiven() throws {
        let environment = SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"])
        #expect(try SnapshotRecordMode.resolve(assertion: nil, scope: nil, environment: environment) == .failed)
    }

    @Test func theAssertionBeatsTheScopeWhichBeatsTheEnvironment() throws {
        let environment = SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"])
        #expect(try SnapshotRecordMode.resolve(assertion: nil, scope: .all, environment: environment) == .all)
        #expect(try SnapshotRecordMode.resolve(assertion: .never, scope: .all, environment: environment) == .never)
    }

    @Test func anInvalidVariableFailsEvenWhenTheAssertionGivesAMode() {
        let environment = SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "al"])
        #expect(throws: SnapshotError.invalidRecordMode(value: "al", source: "SNAPSHOT_TESTING_RECORD")) {
            try SnapshotRecordMode.resolve(assertion: .never, scope: nil, environment: environment)
        }
    }

    @Test func anEmptyVariableMeansUnset() throws {
        let environment = SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": ""])
        #expect(try SnapshotRecordMode.resolve(assertion: nil, scope: nil, environment: environment) == .missing)
    }

    @Test func theDefaultIsMissingLocallyAndNeverUnderCI() throws {
        #expect(try SnapshotRecordMode.resolve(assertion: nil, scope: nil, environment: SnapshotEnvironment()) == .missing)
        #expect(try SnapshotRecordMode.resolve(
            assertion: nil, scope: nil, environment: SnapshotEnvironment(["CI": "true"])) == .never)
    }
}
