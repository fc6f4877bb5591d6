import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import StatefulTesting
import Testing

/// Recorded snapshots (in the package's real `__Snapshots__/`) of what a
/// snapshot failure looks like, so that a change to the diff or the advice
/// shows up in review. Also the Swift Testing example of the workflow.
@Suite struct SnapshotFormatTests {
    @Test func mismatchMessage() throws {
        let package = try TemporaryPackage()
        let layout = SnapshotLayout(packageRoot: package.root)
        let file = layout.snapshotFile(testFilePath: "/Tests/LoginTests.swift", testName: "loggedOut()", snapshotName: "wide")
        try SnapshotFile.write("+--------------+\n| Login ID     |\n| Password     |\n| [ Log in ]   |\n+--------------+", to: file)
        let outcome = SnapshotVerifier(layout: layout, environment: SnapshotEnvironment())
            .verify("+--------------+\n| Login ID     |\n| Password   \n| [ Log in ]   |\n| Loading...   |\n+--------------+",
                    against: file, mode: .never)
        assertSnapshot(of: outcome.message)
    }

    @Test func unifiedDiff() {
        let expected = (1...12).map { "line \($0)" }
        var actual = expected
        actual[1] = "line two"
        actual.remove(at: 9)
        actual.append("line 13 ")
        assertSnapshot(of: UnifiedDiff(expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n")),
                       as: .description)
    }
}
