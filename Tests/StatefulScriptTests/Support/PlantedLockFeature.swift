import Stateful
import StatefulScript
import StatefulText

/// A combination lock with four buttons, "A" to "D": each right button in
/// turn moves it one further, a wrong one starts it over. The bug planted
/// at depth N opens it after the first N buttons of the combination: a bug
/// that needs N specific steps in a row, which uniform generation finds by
/// chance (one in 5^N steps or so) and a score (how far the lock got)
/// drives guided generation towards.
enum PlantedLock {
    /// The combination; a lock of depth N opens after its first N buttons.
    static let combination = ["A", "C", "B", "D", "A", "A", "C", "D", "B", "B", "D", "C"]

    struct State: Sendable, Equatable {
        var progress = 0
        var depth: Int
        var isOpen: Bool { progress >= depth }
    }

    enum Command: Sendable, Hashable, Decodable {
        case press(String)
    }

    enum Action: ViewAction, Sendable {
        case moved(to: Int)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .moved(let progress): state.progress = progress
            }
            return state
        }
    }
}

@MainActor
final class PlantedLockStore: CoreViewStore {
    typealias State = PlantedLock.State
    typealias Command = PlantedLock.Command
    typealias Action = PlantedLock.Action
    typealias Effect = Never

    let core: StoreCore<Command, Action, Never>

    init(depth: Int) {
        core = StoreCore(initialState: State(depth: depth))
    }

    func handleCommand(_ command: Command, context: CommandContext<Action, Never>) async throws {
        switch command {
        case .press(let button):
            let state = currentState
            let next = PlantedLock.combination[state.progress % PlantedLock.combination.count]
            if button == next {
                context.dispatchAction(.moved(to: state.progress + 1))
            } else {
                context.dispatchAction(.moved(to: button == PlantedLock.combination[0] ? 1 : 0))
            }
        }
    }
}

struct PlantedLockFeature: ExplorableFeature {
    let name = "planted-lock"
    let summary = "a combination lock that opens after N right buttons in a row"
    var depth: Int
    /// Whether the plan scores how far the lock got.
    var scored = true
    var generation = ExplorationGeneration.guided

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<PlantedLockStore, NoBackend> {
        let store = PlantedLockStore(depth: depth)
        return ScriptSession(store: store, host: ScreenHost(store: store, screen: { state in
            Screen("Lock") {
                Text("\(state.progress) right")
                for button in ["A", "B", "C", "D"] { Button(button, command: PlantedLock.Command.press(button)) }
            }
        }))
    }

    var exploration: ExplorationPlan<PlantedLockFeature> {
        var plan = ExplorationPlan<PlantedLockFeature>(
            invariants: [.always("the lock never opens") { !$0.state.isOpen }],
            score: scored ? { Double($0.state.progress) } : nil)
        plan.generation = generation
        return plan
    }
}
