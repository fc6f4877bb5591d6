import Foundation
import StatefulDependencies
import StatefulExampleSyncUps

/// A UUID of the fixtures, numbered from 0x100 so that it never equals one
/// an incrementing generator makes in a test (those start at 0).
func fixtureUUID(_ number: Int) -> UUID {
    UUID(0x100 + number)
}

/// The `number`-th UUID an incrementing generator makes, typed.
func newID<Owner>(_ number: Int) -> Identifier<Owner> {
    Identifier(UUID(number))
}

/// 2009-02-13T23:31:30Z.
let fixedNow = Date(timeIntervalSince1970: 1_234_567_890)

extension SyncUp {
    /// The Design sync-up: three attendees, six minutes, orange, one past meeting.
    static let design = SyncUp(
        id: SyncUp.ID(fixtureUUID(0)),
        attendees: [
            Attendee(id: Attendee.ID(fixtureUUID(1)), name: "Blob"),
            Attendee(id: Attendee.ID(fixtureUUID(2)), name: "Blob Jr."),
            Attendee(id: Attendee.ID(fixtureUUID(3)), name: "Blob Sr."),
        ],
        duration: .seconds(6 * 60),
        meetings: [
            Meeting(
                id: Meeting.ID(fixtureUUID(4)), date: Date(timeIntervalSince1970: 1_233_962_400),
                transcript: "Hey everyone, today we shipped the new onboarding flow. Next week we start on the settings screen."),
        ],
        theme: .orange,
        title: "Design")

    /// The Engineering sync-up: two attendees, ten minutes, teal, no meetings.
    static let engineering = SyncUp(
        id: SyncUp.ID(fixtureUUID(10)),
        attendees: [
            Attendee(id: Attendee.ID(fixtureUUID(11)), name: "Ada"),
            Attendee(id: Attendee.ID(fixtureUUID(12)), name: "Grace"),
        ],
        duration: .seconds(10 * 60),
        theme: .teal,
        title: "Engineering")

    /// A short meeting for the timer: three attendees, six seconds (two each).
    static let short = SyncUp(
        id: SyncUp.ID(fixtureUUID(20)),
        attendees: [
            Attendee(id: Attendee.ID(fixtureUUID(21)), name: "Blob"),
            Attendee(id: Attendee.ID(fixtureUUID(22)), name: "Blob Jr."),
            Attendee(id: Attendee.ID(fixtureUUID(23)), name: "Blob Sr."),
        ],
        duration: .seconds(6),
        theme: .bubblegum,
        title: "Morning sync")
}
