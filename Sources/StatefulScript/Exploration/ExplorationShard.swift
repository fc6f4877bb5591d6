import Stateful

/// One of N parts of an exploration's runs, so that a CI matrix of N
/// machines (`explore --shard K/N`), or N processes of one machine
/// (`--jobs N`), split them.
///
/// The runs are split by groups (one run each, or
/// ``ExplorationPlan/targetGroupSize`` runs for a plan with a score): the
/// K-th part runs the groups whose number, counted from 0, leaves K − 1
/// divided by N. A run depends only on the seed, its number and its group,
/// so the parts together explore exactly what one process does, and their
/// reports merged (``ExplorationSummary/merging(_:)``) say the same.
///
/// ```swift
/// let explorer = FeatureExplorer(feature: ProfileScriptFeature(), plan: ExplorationPlan())
/// let first = ExplorationShard(1, of: 2)
/// let report = try await explorer.explore(ExplorationBudget(seed: 27, runs: 200), shard: first)
/// ```
public struct ExplorationShard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// One split: which part, from 1, of how many.
    public struct Part: Sendable, Hashable, Codable {
        /// Which part, from 1.
        public var index: Int
        /// How many parts.
        public var count: Int
    }

    /// The splits, the outermost first: the K-th of N parts of the runs,
    /// then the J-th of M parts of those, and so on.
    public private(set) var parts: [Part]

    /// The `index`-th of `count` parts of the runs; `index` from 1 to `count`.
    ///
    /// - Parameters:
    ///   - index: Which part, from 1.
    ///   - count: How many parts.
    public init(_ index: Int, of count: Int) {
        let count = max(1, count)
        parts = [Part(index: min(max(1, index), count), count: count)]
    }

    /// The `index`-th of `count` parts of this part's runs (a worker
    /// process's part of a shard).
    ///
    /// - Parameters:
    ///   - index: Which part, from 1.
    ///   - count: How many parts.
    public func split(_ index: Int, of count: Int) -> ExplorationShard {
        var shard = self
        shard.parts += ExplorationShard(index, of: count).parts
        return shard
    }

    /// `1/2`, or `1/2 then 2/3` for a part of a part.
    public var description: String {
        parts.map { "\($0.index)/\($0.count)" }.joined(separator: " then ")
    }

    /// The groups, among `groups` (in order), that this part runs.
    func select(_ groups: [Int]) -> [Int] {
        var selected = groups
        for part in parts {
            selected = selected.enumerated().filter { $0.offset % part.count == part.index - 1 }.map(\.element)
        }
        return selected
    }
}
