import Stateful

/// What one sequence of a swarm leaves out (swarm testing): each of the
/// plan's generators and faults, and the clock advances, by chance. A
/// sequence without "logOut" or a failing backend goes further than any
/// that mixes everything in. The screen's controls are never left out: a
/// control left out would cut every path through it (controls that go back
/// are made less likely instead).
struct ExplorationSwarm {
    /// Per generator of the plan, in its order: whether it may be used.
    let generators: [Bool]
    /// Per fault of the plan, in its order: whether it may be set.
    let faults: [Bool]
    let advances: Bool

    /// A swarm that leaves out about half of everything.
    init(random: inout ExplorationRandom, generators: Int, faults: Int) {
        self.generators = (0..<generators).map { _ in random.bool() }
        self.faults = (0..<faults).map { _ in random.bool() }
        advances = random.bool()
    }
}

/// A step of a sequence, with where it came from: a step a plan's
/// generator made is made again from the State where a shrunk sequence
/// replays it, so a Command that names the top of a stack (or a row by its
/// place) names the top (or the row at that place) of the stack as it is
/// then, and an earlier push and pop can be dropped.
struct PlannedStep<Command: Sendable, Backend: Sendable> {
    var step: ExplorationStep<Command, Backend>
    /// The plan's generator that made it, the random source it drew from,
    /// and whether it was started in the background.
    var generator: (index: Int, random: ExplorationRandom, background: Bool)?

    init(_ step: ExplorationStep<Command, Backend>, generator: (index: Int, random: ExplorationRandom, background: Bool)? = nil) {
        self.step = step
        self.generator = generator
    }
}
