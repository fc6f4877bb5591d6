// How the time of a workload grows with its size: each row times n and 10n.
// An exponent near 1 is linear; near 2, quadratic.
//
// Add a row with `.scaling(name, unit:, size:, goal:) { n in … }`, whose
// closure builds an input of size n, then times only the work on it:
//
//     .scaling("flow runner", unit: "steps", size: 100, goal: .exponentAtMost(1.2)) { steps in
//         let flow = makeFlow(steps: steps)
//         let start = ContinuousClock.now
//         run(flow)
//         return Timed(operations: steps, elapsed: ContinuousClock.now - start)
//     }

/// The scaling rows.
@MainActor
func scalingRows() -> [Row] {
    []
}
