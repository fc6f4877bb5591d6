import Foundation

/// A recurring meeting: who attends, how long it lasts, its colour, and the
/// meetings recorded so far (the newest first).
///
/// ```swift
/// var syncUp = SyncUp(id: SyncUp.ID(uuid()), title: "Design")
/// syncUp.attendees.append(Attendee(id: Attendee.ID(uuid()), name: "Blob"))
/// syncUp.duration = .seconds(6 * 60)
/// ```
///
/// In a JSON file the duration is a number of seconds
/// (`"duration": 300`), not Swift's two-integer encoding of `Duration`.
public struct SyncUp: Hashable, Identifiable, Sendable, Codable {
    /// The sync-up's identity.
    public typealias ID = Identifier<SyncUp>

    /// The sync-up's identity.
    public let id: ID
    /// The people who take turns speaking, in order.
    public var attendees: [Attendee]
    /// How long the whole meeting lasts; five minutes by default.
    public var duration: Duration
    /// The recorded meetings, the newest first.
    public var meetings: [Meeting]
    /// The colour it is drawn in.
    public var theme: Theme
    /// The name, such as "Design".
    public var title: String

    /// Creates a sync-up; by default it has no attendees or meetings, lasts
    /// five minutes and is bubblegum pink.
    public init(
        id: ID, attendees: [Attendee] = [], duration: Duration = .seconds(5 * 60),
        meetings: [Meeting] = [], theme: Theme = .bubblegum, title: String = ""
    ) {
        self.id = id
        self.attendees = attendees
        self.duration = duration
        self.meetings = meetings
        self.theme = theme
        self.title = title
    }

    /// The whole seconds of ``duration``.
    public var durationSeconds: Int {
        Int(duration.components.seconds)
    }

    /// How many whole seconds each attendee speaks: the duration shared
    /// equally, at least one second.
    public var secondsPerAttendee: Int {
        max(1, durationSeconds / max(1, attendees.count))
    }

    /// The sync-up as it is saved from a form: attendees with a blank name
    /// dropped, and one empty attendee, identified by `newAttendeeID`, when
    /// none is left (a meeting needs someone to speak).
    public func droppingBlankAttendees(newAttendeeID: @autoclosure () -> Attendee.ID) -> SyncUp {
        var copy = self
        copy.attendees.removeAll(where: \.isBlank)
        if copy.attendees.isEmpty {
            copy.attendees.append(Attendee(id: newAttendeeID()))
        }
        return copy
    }

    private enum CodingKeys: String, CodingKey {
        case id, attendees, duration, meetings, theme, title
    }

    /// Decodes a sync-up whose `duration` is a number of seconds.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ID.self, forKey: .id)
        attendees = try container.decode([Attendee].self, forKey: .attendees)
        duration = .seconds(try container.decode(Int.self, forKey: .duration))
        meetings = try container.decode([Meeting].self, forKey: .meetings)
        theme = try container.decode(Theme.self, forKey: .theme)
        title = try container.decode(String.self, forKey: .title)
    }

    /// Encodes the sync-up with its `duration` as a number of seconds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(attendees, forKey: .attendees)
        try container.encode(durationSeconds, forKey: .duration)
        try container.encode(meetings, forKey: .meetings)
        try container.encode(theme, forKey: .theme)
        try container.encode(title, forKey: .title)
    }
}
