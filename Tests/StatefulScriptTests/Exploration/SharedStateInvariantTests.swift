import Stateful
import StatefulScript
import StatefulText
import Testing

/// A transition invariant reads a `@Shared` value before a step as it was
/// before the step: each moment captures the shared values its State holds
/// by reference, and `before.state` reads them.
@MainActor
@Suite struct SharedStateInvariantTests {
    @Test func aSharedCountThatJumpsIsFound() async throws {
        let report = try await SharedTallyFeature(jumps: true).explorer().explore(ExplorationBudget(seed: 1, runs: 20, steps: 10))
        let failure = try #require(report.failure, "\(report.text)")
        #expect(failure.check == .invariant("the count moves by one at most"))
        // The third Add goes from 2 to 4.
        #expect(failure.flow.hasSuffix("\ntap \"Add\"\ntap \"Add\"\ntap \"Add\"\n"), "\(failure.flow)")
        #expect(failure.steps.count == 3, "\(failure.flow)")
    }

    @Test func aSharedCountThatMovesByOneHoldsEveryTransition() async throws {
        // Read live, `before.state.count` would be the count after the step,
        // and "a tap on Add adds one" would fail at the first tap.
        let report = try await SharedTallyFeature(jumps: false).explorer().explore(ExplorationBudget(seed: 1, runs: 20, steps: 10))
        #expect(report.failures.isEmpty, "\(report.text)")
        #expect(report.coverage.actions == ["added", "reset"], "\(report.text)")
    }
}

/// A tally whose count is a shared value.
enum SharedTally {
    struct State: Sendable, Equatable {
        @Shared var count: Int

        init(count: Shared<Int>) {
            _count = count
        }
    }

    enum Command: Sendable, Hashable, Decodable {
        case add
        case reset
    }

    enum Action: ViewAction, Sendable {
        case added(Int)
        case reset

        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case .added(let amount): state.$count.withLock { $0 += amount }
            case .reset: state.$count.withLock { $0 = 0 }
            }
            return state
        }
    }
}

@MainActor
final class SharedTallyStore: CoreViewStore {
    typealias State = SharedTally.State
    typealias Command = SharedTally.Command
    typealias Action = SharedTally.Action
    typealias Effect = Never

    let core: StoreCore<Command, Action, Never>
    let jumps: Bool

    init(jumps: Bool) {
        self.jumps = jumps
        core = StoreCore(initialState: State(count: Shared(wrappedValue: 0, .inMemory("tally"))))
    }

    func handleCommand(_ command: Command, context: CommandContext<Action, Never>) async throws {
        switch command {
        // The bug: past 2, Add adds two.
        case .add: context.dispatchAction(.added(jumps && currentState.count >= 2 ? 2 : 1))
        case .reset: context.dispatchAction(.reset)
        }
    }
}

struct SharedTallyFeature: ExplorableFeature {
    let name = "shared-tally"
    let summary = "a tally whose count is shared"
    var jumps: Bool

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<SharedTallyStore, NoBackend> {
        let store = SharedTallyStore(jumps: jumps)
        return ScriptSession(store: store, host: ScreenHost(store: store, screen: { state in
            Screen("Tally") {
                Text("Count: \(state.count)")
                Button("Add", command: SharedTally.Command.add)
                Button("Reset", command: SharedTally.Command.reset)
            }
        }))
    }

    var exploration: ExplorationPlan<SharedTallyFeature> {
        ExplorationPlan(
            invariants: [
                .transition("the count moves by one at most") { before, after in
                    after.state.count == 0 || after.state.count - before.state.count <= 1
                },
                .transition("a step that adds moves the count") { before, after in
                    after.state.count == 0 || after.state.count != before.state.count
                },
                .transition("a moment kept reads its own shared values") { before, after in
                    let kept = before
                    let countBefore = kept.reading { $0.count }
                    return after.state.count == 0 || countBefore < after.state.count
                },
            ],
            advances: [])
    }
}
