import Foundation
import StatefulInternalTestSupport
import StatefulTesting
import XCTest

/// A custom `Diffing` under XCTest: a tolerated difference passes, and a
/// real one fails through XCTest with the diffing's own message.
final class CustomDiffingXCTests: XCTestCase {
    private var package: TemporaryPackage?
    private var failures: [String] = []
    private var capturing = false

    override func setUpWithError() throws {
        package = try TemporaryPackage()
        failures = []
    }

    override func tearDown() {
        package = nil
    }

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        failures.append(issue.compactDescription)
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        failures.append(description)
    }
    #endif

    func testAToleratedDifferencePassesAndARealOneFailsWithTheDiffingsMessage() throws {
        let root = try XCTUnwrap(package?.root)
        try package?.write("0.5", to: "__Snapshots__/CustomDiffingXCTests/testAToleratedDifferencePassesAndARealOneFailsWithTheDiffingsMessage.csv")
        capturing = true
        let outcomes = withSnapshotTesting(record: .never, packageRoot: root, environment: SnapshotEnvironment()) {
            [[0.509], [0.7]].map { speeds in assertSnapshot(of: speeds, as: .readings) }
        }
        capturing = false
        XCTAssertEqual(outcomes.map(\.kind), [.matched, .mismatch])
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("readings [0.5] are not within 0.01 of [0.7]") == true)
    }
}
