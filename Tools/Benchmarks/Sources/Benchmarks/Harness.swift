import Foundation

// The harness: rows, interleaved rounds, medians, one table.
//
// A row times something of Stateful's beside a baseline. In every round each
// row runs both sides once, back to back (alternating which goes first), so
// that both see the same machine load; the row's ratio is the median of the
// rounds' ours/baseline ratios, and its times the medians of each side's
// nanoseconds per operation. A scaling row times one workload at n and k·n
// (k = 10 unless the row says) in each round instead, and reports the median
// of the rounds' exponents log(t(k·n) / t(n)) / log(k): about 1 for linear
// work, 2 for quadratic, 0 for work that does not grow with n. A count row
// counts something rather than timing it (the runs an exploration needs to
// find a bug), ours beside a baseline's: counts do not change from round to
// round, so it counts once, in the warm-up round; a count that stopped at
// its cap is a lower bound, shown "≥", and the ratio a bound.

/// What a workload did: how many operations, in how long. A workload times
/// only its hot loop; building its input and checking its result stay out.
struct Timed {
    var operations: Int
    var elapsed: Duration

    var nanosecondsPerOperation: Double {
        nanoseconds(elapsed) / Double(max(operations, 1))
    }
}

typealias Workload = @MainActor () async -> Timed

/// A number a row counts rather than times (runs to find a bug, say): the
/// same in every round, so it is counted once.
struct Counted {
    var value: Double
    /// Whether the count stopped at a cap: the true number is at least `value`.
    var atLeast = false
}

typealias CountedWorkload = @MainActor () async -> Counted

/// What a row must show to pass.
enum Goal {
    /// ours / baseline at most this.
    case ratioAtMost(Double)
    /// ours at most this many nanoseconds per operation.
    case nanosecondsAtMost(Double)
    /// the scaling exponent at most this.
    case exponentAtMost(Double)
    /// nothing: the row is for information.
    case none
}

/// One line of the table.
struct Row {
    enum Kind {
        /// Ours beside a baseline, one operation each.
        case comparison(ours: Workload, baselineName: String?, baseline: Workload?)
        /// Ours at `size` and `factor × size`.
        case scaling(size: Int, factor: Int, run: @MainActor (Int) async -> Timed)
        /// A count of ours beside a baseline's, counted once (in the warm-up round).
        case count(ours: CountedWorkload, baselineName: String, baseline: CountedWorkload)
    }

    /// What is measured ("PublishRelay, 1 subscriber").
    var name: String
    /// What one operation is ("element", "assertion").
    var unit: String
    var goal: Goal
    var kind: Kind
    /// Run once before the first round, on the main thread, when the row is
    /// selected: for preparing what the row compares with.
    var setUp: (@MainActor () -> Void)?

    /// Stateful's workload beside a baseline's; the ratio is ours / baseline.
    static func comparison(
        _ name: String, unit: String, goal: Goal, ours: @escaping Workload,
        versus baselineName: String, baseline: @escaping Workload, setUp: (@MainActor () -> Void)? = nil
    ) -> Row {
        Row(
            name: name, unit: unit, goal: goal, kind: .comparison(ours: ours, baselineName: baselineName, baseline: baseline),
            setUp: setUp)
    }

    /// Stateful's workload alone: its absolute time is the result.
    static func absolute(_ name: String, unit: String, goal: Goal, ours: @escaping Workload) -> Row {
        Row(name: name, unit: unit, goal: goal, kind: .comparison(ours: ours, baselineName: nil, baseline: nil))
    }

    /// A count of Stateful's beside a baseline's, counted once; the ratio is
    /// ours / baseline, shown as a bound when either stopped at a cap.
    static func counted(
        _ name: String, unit: String, goal: Goal, ours: @escaping CountedWorkload,
        versus baselineName: String, baseline: @escaping CountedWorkload
    ) -> Row {
        Row(name: name, unit: unit, goal: goal, kind: .count(ours: ours, baselineName: baselineName, baseline: baseline))
    }

    /// How the time of `run(n)` grows with n: timed at `size` and
    /// `factor × size` (10 unless told).
    static func scaling(
        _ name: String, unit: String, size: Int, factor: Int = 10, goal: Goal,
        run: @escaping @MainActor (Int) async -> Timed
    ) -> Row {
        Row(name: name, unit: unit, goal: goal, kind: .scaling(size: size, factor: factor, run: run))
    }
}

/// Every round's numbers for one row.
private struct Results {
    var ours: [Double] = []          // ns per operation (scaling: total ns at n)
    var baseline: [Double] = []      // ns per operation (scaling: total ns at 10n)
    var ratios: [Double] = []        // ours / baseline (scaling: the exponent)
    var counts: (ours: Counted, baseline: Counted)?
}

/// Runs every selected row's ``Row/setUp``. Call it from the top-level code
/// before its first `await`, when it still runs on the main thread:
/// swift-snapshot-testing registers its test observer on the main thread.
@MainActor
func setUpBenchmarks(_ rows: [Row]) {
    for row in rows { row.setUp?() }
}

/// Runs `rows` for `rounds` interleaved rounds (after one warm-up round that
/// is not counted) and prints the table; with `oursOnly`, runs no baseline
/// (the table then has no ratios). Returns the names of the rows that
/// missed their goal.
@MainActor
func runBenchmarks(_ rows: [Row], rounds: Int, oursOnly: Bool = false) async -> [String] {
    var results = Array(repeating: Results(), count: rows.count)
    for round in 0...rounds {
        let counted = round > 0
        for (index, row) in rows.enumerated() {
            switch row.kind {
            case let .comparison(ours, _, comparedBaseline):
                let baseline = oursOnly ? nil : comparedBaseline
                var oursTimed: Timed
                var baselineTimed: Timed?
                if round.isMultiple(of: 2) {
                    oursTimed = await ours()
                    baselineTimed = await baseline?()
                } else {
                    baselineTimed = await baseline?()
                    oursTimed = await ours()
                }
                guard counted else { continue }
                results[index].ours.append(oursTimed.nanosecondsPerOperation)
                if let baselineTimed {
                    results[index].baseline.append(baselineTimed.nanosecondsPerOperation)
                    results[index].ratios.append(
                        oursTimed.nanosecondsPerOperation / baselineTimed.nanosecondsPerOperation)
                }
            case let .count(ours, _, baseline):
                guard round == 0 else { continue }
                results[index].counts = (await ours(), oursOnly ? Counted(value: .nan) : await baseline())
            case let .scaling(size, factor, run):
                let small: Timed
                let large: Timed
                if oursOnly {
                    small = await run(size)
                    large = small
                } else if round.isMultiple(of: 2) {
                    small = await run(size)
                    large = await run(size * factor)
                } else {
                    large = await run(size * factor)
                    small = await run(size)
                }
                guard counted else { continue }
                let smallTime = nanoseconds(small.elapsed)
                let largeTime = nanoseconds(large.elapsed)
                results[index].ours.append(smallTime)
                results[index].baseline.append(largeTime)
                results[index].ratios.append(log(largeTime / smallTime) / log(Double(factor)))
            }
        }
        if counted {
            FileHandle.standardError.write(Data("round \(round)/\(rounds) done\n".utf8))
        }
    }
    return printTable(rows, results, rounds: rounds)
}

/// Prints the table; returns the names of the rows whose verdict is MISSED.
private func printTable(_ rows: [Row], _ results: [Results], rounds: Int) -> [String] {
    print("Stateful benchmarks: release build, \(rounds) rounds interleaved (plus one warm-up).")
    print("ratio = median of the rounds' ours/baseline; times = medians per operation.")
    print("exponent = median of the rounds' log(t(k·n)/t(n)) / log(k); times at n and k·n (k = 10 unless shown).")
    print("")
    var lines: [[String]] = [["row", "ours", "baseline", "ratio", "goal", ""]]
    for (row, result) in zip(rows, results) {
        let ours = median(result.ours)
        switch row.kind {
        case let .comparison(_, baselineName, _):
            let ratio = result.ratios.isEmpty ? nil : median(result.ratios)
            let oursText = duration(ours) + "/" + row.unit
            let baselineText = baselineName.map { "\($0): " + duration(median(result.baseline)) } ?? "—"
            let ratioText = ratio.map { fixed($0, digits: 2) + "×" } ?? "—"
            lines.append([row.name, oursText, baselineText, ratioText, goalText(row.goal), verdict(row.goal, ratio: ratio, ours: ours)])
        case let .count(_, baselineName, _):
            guard let (ours, baseline) = result.counts else { continue }
            let ratio = ours.value / baseline.value
            // A capped count is a lower bound: the ratio is then a bound, or unknown.
            let bound = ours.atLeast ? (baseline.atLeast ? nil : "≥ ") : (baseline.atLeast ? "≤ " : "")
            let ratioText = bound.map { ratio.isFinite ? $0 + fixed(ratio, digits: 2) + "×" : "—" } ?? "n/a"
            let verdictRatio = ours.atLeast ? Double.infinity : ratio
            lines.append([
                row.name, countText(ours) + " " + row.unit, "\(baselineName): " + countText(baseline) + " " + row.unit, ratioText,
                goalText(row.goal), verdict(row.goal, ratio: verdictRatio.isNaN ? nil : verdictRatio, ours: ours.value),
            ])
        case let .scaling(size, factor, _):
            let exponent = median(result.ratios)
            lines.append([
                row.name,
                "n=\(size) \(row.unit): " + duration(ours),
                "n=\(size * factor): " + duration(median(result.baseline)),
                "exponent " + fixed(exponent, digits: 2),
                goalText(row.goal),
                verdict(row.goal, ratio: exponent, ours: ours),
            ])
        }
    }
    let missed = lines.dropFirst().filter { $0.last == "MISSED" }.map { $0[0] }
    defer {
        for name in missed { FileHandle.standardError.write(Data("MISSED: \(name)\n".utf8)) }
    }
    let widths = (0..<lines[0].count).map { column in lines.map { $0[column].count }.max() ?? 0 }
    for (index, line) in lines.enumerated() {
        let cells = zip(line, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
        print("| " + cells.joined(separator: " | ") + " |")
        if index == 0 {
            print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
        }
    }
    return missed
}

/// A count, with "≥ " when it stopped at its cap.
private func countText(_ count: Counted) -> String {
    guard count.value.isFinite else { return "—" }
    let digits = count.value == count.value.rounded() ? 0 : 1
    return (count.atLeast ? "≥ " : "") + fixed(count.value, digits: digits)
}

private func goalText(_ goal: Goal) -> String {
    switch goal {
    case let .ratioAtMost(limit): "≤ " + fixed(limit, digits: 2) + "×"
    case let .nanosecondsAtMost(limit): "≤ " + duration(limit)
    case let .exponentAtMost(limit): "exponent ≤ " + fixed(limit, digits: 2)
    case .none: ""
    }
}

private func verdict(_ goal: Goal, ratio: Double?, ours: Double) -> String {
    switch goal {
    case let .ratioAtMost(limit): ratio.map { $0 <= limit ? "ok" : "MISSED" } ?? ""
    case let .nanosecondsAtMost(limit): ours <= limit ? "ok" : "MISSED"
    case let .exponentAtMost(limit): ratio.map { $0 <= limit ? "ok" : "MISSED" } ?? ""
    case .none: ""
    }
}

// MARK: Numbers

func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// `value` with `digits` decimals, without Foundation's locale-dependent formatting.
func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
}

/// A time in the unit that keeps three significant figures readable.
func duration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: fixed(nanoseconds, digits: nanoseconds < 10 ? 1 : 0) + " ns"
    case ..<1_000_000: fixed(nanoseconds / 1_000, digits: nanoseconds < 10_000 ? 2 : 1) + " µs"
    case ..<1_000_000_000: fixed(nanoseconds / 1_000_000, digits: nanoseconds < 10_000_000 ? 2 : 1) + " ms"
    default: fixed(nanoseconds / 1_000_000_000, digits: 2) + " s"
    }
}

// MARK: Timing helpers

/// Keeps a result alive, so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Times `operations` runs of `body`.
@MainActor
func timeLoop(_ operations: Int, _ body: () -> Void) -> Timed {
    let start = ContinuousClock.now
    for _ in 0..<operations { body() }
    return Timed(operations: operations, elapsed: ContinuousClock.now - start)
}

/// Stops the run with a message: a benchmark of a path that fails measures the wrong thing.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Benchmarks: \(message)\n".utf8))
    exit(1)
}
