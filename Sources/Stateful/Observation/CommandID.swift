/// Identifies one dispatched Command within its store: 1 for the first Command
/// the store received, 2 for the next, and so on.
///
/// Every Action and Effect is tagged with the Command whose work dispatched
/// it, so recorders can group them even when two Commands run at once.
public struct CommandID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position of the Command among those the store received, from 1.
    public let rawValue: Int

    /// Creates an identifier from its position.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Whether `lhs` was sent before `rhs`.
    public static func < (lhs: CommandID, rhs: CommandID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#` and the number, as transcripts write it: `#3`.
    public var description: String { "#\(rawValue)" }
}
