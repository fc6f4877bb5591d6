import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import StatefulTesting
import XCTest

/// `assertSnapshot` under XCTest: failures arrive through XCTest at the
/// caller's line, and a per-class record mode comes from `invokeTest()`.
final class AssertSnapshotXCTests: XCTestCase {
    private var package: TemporaryPackage?
    private var failures: [(message: String, line: Int)] = []
    private var capturing = false

    override func invokeTest() {
        withSnapshotTesting(record: .never) { super.invokeTest() }
    }

    override func setUpWithError() throws {
        package = try TemporaryPackage()
        failures = []
    }

    override func tearDown() {
        package = nil
    }

    // Inside `snapshotting`, failures are captured so that the tests can check
    // them; everywhere else (the tests' own XCTAsserts) they fail as usual.
    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        failures.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        failures.append((description, lineNumber))
    }
    #endif

    /// Runs `body` against the temporary package with an empty environment, capturing failures.
    @discardableResult
    private func snapshotting<R>(_ body: () -> R) throws -> R {
        let root = try XCTUnwrap(package?.root)
        capturing = true
        defer { capturing = false }
        return withSnapshotTesting(packageRoot: root, environment: SnapshotEnvironment(), operation: body)
    }

    func testInvokeTestSetsTheRecordModeForTheWholeClass() {
        XCTAssertEqual(SnapshotTestingConfiguration.current.record, .never)
    }

    func testAMatchingSnapshotPasses() throws {
        try package?.write("Hello", to: "__Snapshots__/AssertSnapshotXCTests/testAMatchingSnapshotPasses.txt")
        let outcome = try snapshotting {
            assertSnapshot(of: "Hello")
        }
        XCTAssertEqual(outcome.kind, .matched)
        XCTAssertTrue(failures.isEmpty)
    }

    func testAMismatchFailsThroughXCTestAtTheCallersLine() throws {
        try package?.write("Hello", to: "__Snapshots__/AssertSnapshotXCTests/testAMismatchFailsThroughXCTestAtTheCallersLine.txt")
        let line = #line + 2
        try snapshotting {
            assertSnapshot(of: "Bye")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.message.contains("-Hello\n+Bye") == true)
    }

    func testTheClassModeKeepsAMissingSnapshotFromBeingRecorded() throws {
        let outcome = try snapshotting {
            assertSnapshot(of: "x")
        }
        XCTAssertEqual(outcome.kind, .missing)
        XCTAssertEqual(failures.count, 1)
        XCTAssertNil(package?.read("__Snapshots__/AssertSnapshotXCTests/testTheClassModeKeepsAMissingSnapshotFromBeingRecorded.txt"))
    }
}
