import Stateful
/// How much an exploration does: `runs` sequences of at most `steps`
/// steps each, chosen by `seed`.
public struct ExplorationBudget: Sendable, Hashable, Codable {
    /// What chooses every step; the same seed explores the same way.
    public var seed: UInt64
    /// How many sequences are run, each in a fresh session.
    public var runs: Int
    /// How many steps each sequence has at most.
    public var steps: Int

    /// The budget `stateful explore` uses without options: it finishes in seconds.
    public static let standard = ExplorationBudget(seed: 1, runs: 200, steps: 30)

    /// Creates a budget.
    ///
    /// - Parameters:
    ///   - seed: What chooses every step.
    ///   - runs: How many sequences are run.
    ///   - steps: How many steps each sequence has at most.
    public init(seed: UInt64 = 1, runs: Int = 200, steps: Int = 30) {
        self.seed = seed
        self.runs = max(0, runs)
        self.steps = max(0, steps)
    }
}
