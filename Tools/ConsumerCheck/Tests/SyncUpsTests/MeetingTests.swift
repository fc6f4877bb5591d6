import Stateful
import SyncUps
import XCTest

final class MeetingTests: XCTestCase {
    func testMutateChangesOnlyTheTitle() {
        let meeting = Meeting(title: "Standup").mutate(keyPath: \.title, value: "Retro")
        XCTAssertEqual(meeting, Meeting(title: "Retro"))
    }
}
