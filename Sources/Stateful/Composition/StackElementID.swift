/// The identity of one screen in a ``StackState``: a number the stack hands
/// out in order, 0 first, and never reuses.
///
/// Ids are deterministic: the same pushes give the same ids on every run, so
/// tests, transcripts and flow scripts can name a screen by its id
/// (`send path(1, payment(confirmTapped))`).
///
/// ```swift
/// var path = StackState<Path>()
/// let feed = path.append(.feed(FeedState()))     // #0
/// path[id: feed] = .feed(FeedState(query: "swift"))
/// ```
public struct StackElementID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, RawRepresentable
{
    /// The number: 0 for the first screen a stack was given, then 1, 2, …
    public let rawValue: Int

    /// Creates the id numbered `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Creates the id numbered `value`, as in `path[id: 0]`.
    public init(integerLiteral value: Int) {
        self.rawValue = value
    }

    /// Decodes a plain integer, as written in a flow script: `path(1, …)`.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes the plain integer.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Ids compare by their numbers, that is by the order they were handed out.
    public static func < (lhs: StackElementID, rhs: StackElementID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#1`.
    public var description: String { "#\(rawValue)" }
}
