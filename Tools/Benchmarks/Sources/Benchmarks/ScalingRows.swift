import Foundation
import Stateful
import StatefulCommandLine
import StatefulScript
import StatefulSnapshot
import StatefulText

// How the time of a workload grows with its size: each row times n and 10n
// in every round and reports the exponent, log(t(10n) / t(n)) / log(10):
// about 1 for linear work, 2 for quadratic.
//
// Add a row with `.scaling(name, unit:, size:, goal:) { n in … }`, whose
// closure builds an input of size n, then times only the work on it and
// returns `Timed(operations: n, elapsed: …)`.

/// Removes what the scaling rows wrote.
@MainActor
func cleanUpScalingRows() {
    FlowPackage.removeAll()
}

/// The scaling rows.
@MainActor
func scalingRows() -> [Row] {
    [
        .scaling("renderer", unit: "rows", size: 200, goal: .exponentAtMost(1.2)) { rows in
            let screen = Screen("Rows") {
                List(0..<rows) { index in Text("Row \(index): the quick brown fox") }
            }
            let start = ContinuousClock.now
            do {
                blackHole(try screen.render(width: .regular))
            } catch {
                fail("the screen of \(rows) rows does not render: \(error)")
            }
            return Timed(operations: rows, elapsed: ContinuousClock.now - start)
        },
        // Ten changed lines whatever the size: the alignment should stay linear.
        .scaling("line diff, 10 lines changed", unit: "lines", size: 2_000, goal: .exponentAtMost(1.2)) { lines in
            timeDiff(lines: lines, changedEvery: lines / 10)
        },
        // Changes in proportion to the size: the alignment's work grows with
        // the length times the number of changes, so expect more than 1.
        .scaling("line diff, one line in 50 changed", unit: "lines", size: 2_000, goal: .none) { lines in
            timeDiff(lines: lines, changedEvery: 50)
        },
        .scaling("ValueDump of an array", unit: "elements", size: 20, goal: .exponentAtMost(1.2)) { count in
            let members = (0..<count).map { index in
                var member = sampleValue()
                member.id = index
                return member
            }
            let start = ContinuousClock.now
            blackHole(ValueDump.text(of: members))
            return Timed(operations: count, elapsed: ContinuousClock.now - start)
        },
        .scaling("flow runner", unit: "steps", size: 100, goal: .exponentAtMost(1.2)) { steps in
            await runFlow(steps: steps)
        },
        .scaling("check", unit: "flows", size: 5, goal: .exponentAtMost(1.2)) { flows in
            await checkFlows(flows)
        },
    ]
}

/// Diffs `lines` lines against a copy with every `changedEvery`-th line changed.
private func timeDiff(lines: Int, changedEvery: Int) -> Timed {
    let expected = (0..<lines).map { "line \($0) of the recorded snapshot" }
    var actual = expected
    for index in stride(from: changedEvery / 2, to: lines, by: changedEvery) { actual[index] += " changed" }
    let expectedText = expected.joined(separator: "\n")
    let actualText = actual.joined(separator: "\n")
    let start = ContinuousClock.now
    let diff = UnifiedDiff(expected: expectedText, actual: actualText)
    blackHole(diff.rendered())
    return Timed(operations: lines, elapsed: ContinuousClock.now - start)
}

// MARK: A feature to script

struct Tally: Sendable, Equatable {
    var count = 0
}

enum TallyCommand: Sendable, Decodable {
    case increment
}

enum TallyAction: Sendable, ViewAction {
    case set(Int)

    static func transform(_ state: Tally, action: TallyAction) -> Tally {
        switch action {
        case .set(let count): Tally(count: count)
        }
    }
}

enum TallyEffect: Sendable {
    case failed(String)
}

@MainActor
final class TallyStore: CoreViewStore {
    typealias State = Tally
    typealias Command = TallyCommand
    typealias Action = TallyAction
    typealias Effect = TallyEffect

    let core = StoreCore<TallyCommand, TallyAction, TallyEffect>(initialState: Tally(), errorEffect: { .failed("\($0)") })

    func handleCommand(_ command: TallyCommand, context: CommandContext<TallyAction, TallyEffect>) async throws {
        switch command {
        case .increment: context.dispatchAction(.set(currentState.count + 1))
        }
    }
}

struct TallyFeature: ScriptableFeature {
    let name = "tally"
    let summary = "a counter, for the benchmark"

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<TallyStore, NoBackend> {
        let store = TallyStore()
        let host = ScreenHost(
            store: store, screen: { state in Screen("Tally") { Text("Count: \(state.count)") } }, effects: { _ in .none })
        return ScriptSession(store: store, host: host)
    }
}

/// A flow of `steps` steps: increments, every tenth an expectation.
func tallyFlow(steps: Int) -> String {
    (1...steps).map { step in
        step.isMultiple(of: 10) ? "expect state count == \(step - step / 10)" : "increment"
    }.joined(separator: "\n") + "\n"
}

/// Parses and runs one flow of `steps` steps through a FlowSession.
@MainActor
func runFlow(steps: Int) async -> Timed {
    let source = tallyFlow(steps: steps)
    let start = ContinuousClock.now
    do {
        var parser = FlowScriptParser<TallyCommand, NoBackend>()
        let script = try parser.parse(source: source, path: "tally.flow", directory: FileManager.default.temporaryDirectory)
        let session = try FlowSession(feature: TallyFeature(), name: "tally", settings: FlowSettings())
        for step in script.flattenedSteps {
            if let failure = await session.execute(step).failure { fail("the tally flow failed: \(failure)") }
        }
        await session.finish()
    } catch {
        fail("the tally flow does not run: \(error)")
    }
    return Timed(operations: steps, elapsed: ContinuousClock.now - start)
}

/// A throwaway package holding `count` flows of 20 steps, their transcripts
/// recorded, so that `check` compares and matches each.
@MainActor
private final class FlowPackage {
    static var packages: [Int: FlowPackage] = [:]

    let root: URL
    let paths: [String]

    static func with(flows count: Int) async -> FlowPackage {
        if let package = packages[count] { return package }
        let package = await FlowPackage(flows: count)
        packages[count] = package
        return package
    }

    private init(flows count: Int) async {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("stateful-benchmarks-\(getpid())-\(count)", isDirectory: true)
        try? FileManager.default.removeItem(at: root)
        paths = (0..<count).map { "Flows/tally-\($0).flow" }
        do {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("Flows", isDirectory: true), withIntermediateDirectories: true)
            try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
            for path in paths {
                try Data(tallyFlow(steps: 20).utf8).write(to: root.appendingPathComponent(path))
            }
        } catch {
            fail("cannot write the flows: \(error)")
        }
        // The first check records every transcript (and so fails); the next one must pass.
        _ = await check()
        let status = await check()
        if status != 0 { fail("check of \(count) recorded flows exited \(status)") }
    }

    /// Removes every package made in this run.
    static func removeAll() {
        for package in packages.values {
            try? FileManager.default.removeItem(at: package.root)
        }
        packages = [:]
    }

    func check() async -> Int32 {
        await StatefulTool(name: "benchmarks", features: [TallyFeature()]).run(
            arguments: ["check"] + paths, environment: [:], currentDirectory: root,
            input: .lines([]), output: ToolOutput(standard: { _ in }, error: { _ in }))
    }
}

/// `check` of `count` recorded flows, as a tool runs it.
@MainActor
private func checkFlows(_ count: Int) async -> Timed {
    let package = await FlowPackage.with(flows: count)
    let start = ContinuousClock.now
    let status = await package.check()
    let elapsed = ContinuousClock.now - start
    if status != 0 { fail("check of \(count) flows exited \(status)") }
    return Timed(operations: count, elapsed: elapsed)
}
