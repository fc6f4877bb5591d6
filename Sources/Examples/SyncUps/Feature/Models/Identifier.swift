import Foundation
import StatefulSnapshot

/// The identity of a model value, typed by what it identifies: a
/// `SyncUp.ID` is never mistaken for a `Meeting.ID`, although both are UUIDs.
///
/// ```swift
/// let id = SyncUp.ID(UUID(0))
/// // id == Meeting.ID(UUID(0))   // does not compile: different types
/// ```
///
/// It encodes as the UUID's string, so a JSON file and a flow script write
/// it as `"00000000-0000-0000-0000-000000000000"`.
public struct Identifier<Owner>: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The UUID.
    public let rawValue: UUID

    /// Creates the identifier `rawValue`.
    public init(_ rawValue: UUID) {
        self.rawValue = rawValue
    }

    /// Decodes the UUID's string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UUID.self)
    }

    /// Encodes the UUID's string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Identifiers compare by their UUID strings.
    public static func < (lhs: Identifier, rhs: Identifier) -> Bool {
        lhs.rawValue.uuidString < rhs.rawValue.uuidString
    }

    /// The UUID's string, upper-cased.
    public var description: String { rawValue.uuidString }
}

extension Identifier: CustomValueDump {
    /// `SyncUp.ID(00000000-0000-0000-0000-000000000000)` in dumps, diffs and
    /// transcripts.
    public var customDump: DumpNode {
        .leaf("\(Owner.self).ID(\(rawValue.uuidString))")
    }
}
