import Foundation

/// One recorded meeting of a sync-up: when it took place and what was said.
///
/// ```swift
/// Meeting(id: Meeting.ID(uuid()), date: date.now, transcript: "Hello")
/// ```
public struct Meeting: Hashable, Identifiable, Sendable, Codable {
    /// The meeting's identity.
    public typealias ID = Identifier<Meeting>

    /// The meeting's identity.
    public let id: ID
    /// When the meeting ended.
    public let date: Date
    /// What the speech recognizer heard; empty when nothing was recorded.
    public var transcript: String

    /// Creates a meeting.
    public init(id: ID, date: Date, transcript: String) {
        self.id = id
        self.date = date
        self.transcript = transcript
    }
}
