import Foundation
import Stateful
import StatefulDependencies
import StatefulPersistence
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

    func testARecordedMeetingIsSavedToItsFileAndItsTitleToDefaultsInTheTestsOwnStorage() throws {
        let storage = SharedStorage.inMemory()
        let log = withDependencies { $0.sharedStorage = storage } operation: { MeetingLog() }
        let meeting = Meeting(id: UUID(0), title: "Standup", date: Date(timeIntervalSince1970: 0))

        log.record(meeting)

        let saved = try XCTUnwrap(SharedFileSystem.of(storage).contents(of: MeetingLog.file))
        XCTAssertEqual(try JSONDecoder().decode([Meeting].self, from: saved), [meeting])
        XCTAssertEqual(SharedDefaults.of(storage).object(forKey: "lastMeetingTitle") as? String, "Standup")
        let relaunched = withDependencies { $0.sharedStorage = storage.relaunched() } operation: { MeetingLog() }
        XCTAssertEqual(relaunched.meetings, [meeting])
        XCTAssertEqual(relaunched.lastTitle, "Standup")
    }
}
