import Stateful
/// How a replayed sequence failed.
public struct ExplorationReplay: Sendable, Hashable {
    /// The check that failed.
    public var check: ExplorationCheck
    /// What went wrong (secrets masked).
    public var message: String
    /// How many steps ran, the failing one included.
    public var length: Int
    /// The secret values the sequence typed or sent.
    public var secrets: [String]
}
