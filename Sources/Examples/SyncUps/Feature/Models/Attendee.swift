import Foundation

/// A person who takes part in a sync-up.
///
/// ```swift
/// Attendee(id: Attendee.ID(uuid()), name: "Blob")
/// ```
public struct Attendee: Hashable, Identifiable, Sendable, Codable {
    /// The attendee's identity.
    public typealias ID = Identifier<Attendee>

    /// The attendee's identity, stable while the name is edited.
    public let id: ID
    /// The name; a blank name is dropped when the sync-up is saved.
    public var name: String

    /// Creates an attendee; the name is empty by default, as a new row of
    /// the form is.
    public init(id: ID, name: String = "") {
        self.id = id
        self.name = name
    }

    /// Whether the name is empty or only whitespace.
    public var isBlank: Bool {
        name.allSatisfy(\.isWhitespace)
    }
}
