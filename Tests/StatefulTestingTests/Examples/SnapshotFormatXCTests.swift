import StatefulSnapshot
import StatefulTesting
import XCTest

/// The XCTest example: the same assertion, recorded in the real `__Snapshots__/`.
final class SnapshotFormatXCTests: XCTestCase {
    func testRecordModeError() {
        assertSnapshot(of: SnapshotError.invalidRecordMode(value: "yes", source: SnapshotRecordMode.environmentVariable).description)
    }

    func testSanitisedNames() {
        let names = ["loggedOut", "logged out", "../../etc/passwd", "ログインID", "a/b\\c:d", ".hidden", ""]
        assertSnapshot(
            of: names.map { "\($0.debugDescription) -> \(SnapshotPathComponent.sanitized($0))" },
            as: .lines,
            named: "examples")
    }
}
