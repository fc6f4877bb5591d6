import Foundation
import StatefulTesting
import XCTest

/// `assertInlineSnapshot` under XCTest: failures arrive through XCTest at
/// the caller's line; under CI a missing expectation is never written.
final class AssertInlineSnapshotXCTests: XCTestCase {
    private var failures: [(message: String, line: Int)] = []
    private var capturing = false

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

    /// Runs `body` capturing failures, with `variables` as the whole environment.
    private func capturingFailures(_ variables: [String: String] = [:], record: SnapshotRecordMode? = nil, _ body: () -> Void) {
        capturing = true
        defer { capturing = false }
        withSnapshotTesting(record: record, environment: SnapshotEnvironment(variables), operation: body)
    }

    func testAMatchingInlineSnapshotPasses() {
        capturingFailures {
            assertInlineSnapshot(of: ["a", "b"], as: .lines) {
                """
                a
                b
                """
            }
        }
        XCTAssertTrue(failures.isEmpty)
    }

    func testAMismatchFailsThroughXCTestAtTheCallersLineWithTheCommandToRecord() {
        let line = #line + 2
        capturingFailures(record: .never) {
            assertInlineSnapshot(of: "new") {
                """
                old
                """
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.message.contains("-old\n+new") == true)
        XCTAssertTrue(failures.first?.message.contains(
            "SNAPSHOT_TESTING_RECORD=failed swift test --filter testAMismatchFailsThroughXCTestAtTheCallersLineWithTheCommandToRecord") == true)
    }

    func testUnderCIAMissingExpectationFailsAndTheSourceIsNotRewritten() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        capturingFailures(["CI": "true"]) {
            assertInlineSnapshot(of: "recorded?")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("CI is set, so no source file is rewritten.") == true)
        XCTAssertEqual(try String(contentsOfFile: #filePath, encoding: .utf8), source)
    }
}
