import Stateful

/// How an exploration chooses its steps.
public enum ExplorationGeneration: Sendable, Hashable, Codable {
    /// Every step chosen among everything valid, alike in every sequence.
    case uniform
    /// Swarm testing, a bias towards what a sequence has not done yet,
    /// bundles and targeted search, as property-based engines do it (the
    /// default):
    ///
    /// - About every second sequence is a swarm's: it leaves out, by
    ///   chance, about half of the plan's generators and faults and the
    ///   clock advances, so that a sequence without "logOut" or a failing
    ///   backend goes further than any that mixes everything in.
    /// - A control the sequence has not used yet (a button just enabled, a
    ///   field not typed into yet) is four times as likely as one it has,
    ///   unless it goes back (it sends what the stack's back button or the
    ///   sheet's dismissal sends: a "Done", a "Cancel"); a text the sequence
    ///   has not typed into a field yet is four times as likely too.
    /// - Generators draw the values earlier steps produced from the plan's
    ///   bundles (``ExplorationBundle``) — with ``uniform`` too.
    /// - With a score (``ExplorationPlan/score``), three sequences in four
    ///   start from the steps of the best-scoring sequence of their group so
    ///   far and go on from there (see ``ExplorationPlan/targetGroupSize``).
    case guided
}
