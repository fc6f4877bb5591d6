import Foundation
import Stateful
import StatefulDependencies
import SyncUps
import XCTest

final class MeetingTests: XCTestCase {
    func testMutateChangesOnlyTheTitle() {
        let date = Date(timeIntervalSince1970: 0)
        let meeting = Meeting(id: UUID(0), title: "Standup", date: date).mutate(keyPath: \.title, value: "Retro")
        XCTAssertEqual(meeting, Meeting(id: UUID(0), title: "Retro", date: date))
    }

    func testANewMeetingTakesItsIdAndDateFromTheBuiltInDependencies() {
        let date = Date(timeIntervalSince1970: 1_234_567_890)
        let meetings = withDependencies {
            $0.uuid = .incrementing()
            $0.date = .constant(date)
        } operation: {
            [Meeting.new(title: "Standup"), Meeting.new(title: "Retro")]
        }
        XCTAssertEqual(meetings, [
            Meeting(id: UUID(0), title: "Standup", date: date),
            Meeting(id: UUID(1), title: "Retro", date: date),
        ])
    }
}
