import Foundation
import Stateful
import StatefulPersistence

/// The meetings held, saved to a JSON file, and the title last used, kept
/// in user defaults: shared values that persist.
public struct MeetingLog: Sendable, Equatable {
    /// Where the meetings are saved.
    public static let file = URL(fileURLWithPath: NSHomeDirectory()).appending(component: "meetings.json")

    @Shared(.fileStorage(MeetingLog.file)) public var meetings: [Meeting] = []
    @Shared(.appStorage("lastMeetingTitle")) public var lastTitle = ""

    public init() {}

    /// Adds `meeting` to the log and remembers its title.
    public func record(_ meeting: Meeting) {
        $meetings.withLock { $0.append(meeting) }
        $lastTitle.withLock { $0 = meeting.title }
    }
}
