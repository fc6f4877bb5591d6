import Stateful
import StatefulCommandLine
import StatefulScript
import StatefulText

/// A tally screen with bugs planted in it, registered in a tool of its own
/// beside the login example, so `explore`'s scale features (shards and
/// their merge, kept failures replayed first, a time budget) are tested
/// with failures to find: the login example has none.
///
/// The screen shows a count and three buttons, "+", "-" and "Reset".
/// Without a planted bug it is correct: "-" does nothing at 0 and Reset
/// sets the count back to 0.
enum PlantedTally {
    /// The bugs a copy of the feature can carry.
    enum Bug: Sendable, Hashable, CaseIterable {
        /// "-" at 0 takes the count below zero.
        case goesNegative
        /// Reset from 3 or more throws.
        case resetThrowsFromThree
    }

    struct State: Sendable, Equatable {
        var count = 0
    }

    enum Command: Sendable, Hashable, Decodable {
        case increment
        case decrement
        case reset
        case add(Int)
    }

    enum Action: ViewAction, Sendable {
        case set(Int)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .set(let count): state.count = count
            }
            return state
        }
    }

    enum Effect: Sendable, Equatable {
        case crashed(String)
    }

    struct ResetFailed: Error {}
}

@MainActor
final class PlantedTallyStore: CoreViewStore {
    typealias State = PlantedTally.State
    typealias Command = PlantedTally.Command
    typealias Action = PlantedTally.Action
    typealias Effect = PlantedTally.Effect

    let core = StoreCore<Command, Action, Effect>(initialState: State(), errorEffect: { .crashed("\($0)") })
    let bugs: Set<PlantedTally.Bug>

    init(bugs: Set<PlantedTally.Bug>) {
        self.bugs = bugs
    }

    func handleCommand(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        let count = currentState.count
        switch command {
        case .increment:
            context.dispatchAction(.set(count + 1))
        case .decrement:
            guard count > 0 || bugs.contains(.goesNegative) else { return }
            context.dispatchAction(.set(count - 1))
        case .reset:
            if count >= 3, bugs.contains(.resetThrowsFromThree) { throw PlantedTally.ResetFailed() }
            context.dispatchAction(.set(0))
        case .add(let amount):
            context.dispatchAction(.set(count + amount))
        }
    }
}

struct PlantedTallyFeature: ExplorableFeature {
    let name = "tally"
    let summary = "a tally with bugs planted in it"
    var bugs: Set<PlantedTally.Bug> = Set(PlantedTally.Bug.allCases)

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<PlantedTallyStore, NoBackend> {
        let store = PlantedTallyStore(bugs: bugs)
        let host = ScreenHost(store: store, stack: { state in
            ScreenStack(root: Screen("Tally") {
                Text("count: \(state.count)")
                Button("+", command: PlantedTally.Command.increment)
                Button("-", command: PlantedTally.Command.decrement)
                Button("Reset", command: PlantedTally.Command.reset)
            })
        }, effects: { _ in .none })
        return ScriptSession(store: store, host: host)
    }

    var exploration: ExplorationPlan<PlantedTallyFeature> {
        ExplorationPlan(
            commands: [
                ExplorationCommand("add") { random, _ in .add(random.element(of: [1, 2]) ?? 1) },
            ],
            invariants: [.always("the count never goes below zero") { $0.state.count >= 0 }],
            actions: ["set"],
            effects: ["crashed"],
            screens: ["Tally"],
            isUnexpected: { effect in
                if case .crashed = effect { return true }
                return false
            })
    }
}

extension StatefulTool {
    /// A `stateful` tool with the planted tally as its only feature.
    static func tally(bugs: Set<PlantedTally.Bug> = Set(PlantedTally.Bug.allCases)) -> StatefulTool {
        StatefulTool(name: "stateful", features: [PlantedTallyFeature(bugs: bugs)])
    }
}
