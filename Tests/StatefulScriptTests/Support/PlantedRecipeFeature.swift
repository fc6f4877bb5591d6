import Stateful
import StatefulScript
import StatefulText

/// A recipe app whose Commands are routed as a navigation stack routes
/// them (`.path(id, .cooking(.startTimer))`): a list with a "Cook pasta"
/// button that pushes a cooking screen, whose "Start timer" button starts
/// a tick loop that runs until the screen is closed ("Done"), and whose
/// "Reset" button sets the ticks back. Without a planted bug it is
/// correct: Reset ends at once, and closing the screen stops the timer.
enum PlantedRecipe {
    /// The bugs a copy of the feature can carry.
    enum Bug: Sendable, CaseIterable {
        /// Reset waits for the timer to reach a minute it never reaches: a
        /// Command whose work should end but never does.
        case resetNeverEnds
        /// Closing the cooking screen leaves its timer ticking.
        case timerOutlivesScreen
    }

    struct Cooking: Sendable, Equatable {
        var ticks = 0
        var isTiming = false
    }

    struct State: Sendable, Equatable {
        var cooking: Cooking?
    }

    /// What the cooking screen sends.
    enum CookingCommand: Sendable, Hashable, Decodable {
        case startTimer
        case reset
    }

    /// The screens a stack element can be, with their Commands.
    enum Destination: Sendable, Hashable, Decodable {
        case cooking(CookingCommand)
    }

    enum Command: Sendable, Hashable, Decodable {
        case cook
        case path(Int, Destination)
        case popFrom(Int)
    }

    enum Action: ViewAction, Sendable {
        case pushed
        case timerStarted
        case tick
        case reset
        case popped

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .pushed: state.cooking = Cooking()
            case .timerStarted: state.cooking?.isTiming = true
            case .tick: state.cooking?.ticks += 1
            case .reset: state.cooking?.ticks = 0
            case .popped: state.cooking = nil
            }
            return state
        }
    }

    enum Effect: Sendable, Equatable {
        case crashed(String)
    }

    /// The id the cooking screen's timer runs under.
    enum Work: Hashable, Sendable {
        case timer
    }

    /// The cooking screen's id in the stack.
    static let cookingID = 1

    @MainActor
    static func stack(for state: State) -> ScreenStack<Command> {
        let root = Screen("Recipes") { Button("Cook pasta", command: Command.cook) }
        guard let cooking = state.cooking else { return ScreenStack(root: root) }
        let screen = Screen("Cooking") {
            Text("\(cooking.ticks) s")
            Button("Start timer", isEnabled: !cooking.isTiming, command: Command.path(cookingID, .cooking(.startTimer)))
            Button("Reset", command: Command.path(cookingID, .cooking(.reset)))
            Button("Done", command: Command.popFrom(cookingID))
        }
        return ScreenStack(root: root, pushed: [screen], back: .popFrom(cookingID))
    }
}

@MainActor
final class PlantedRecipeStore: CoreViewStore {
    typealias State = PlantedRecipe.State
    typealias Command = PlantedRecipe.Command
    typealias Action = PlantedRecipe.Action
    typealias Effect = PlantedRecipe.Effect

    let core = StoreCore<Command, Action, Effect>(initialState: State(), errorEffect: { .crashed("\($0)") })
    let clock: any Clock<Duration>
    let bug: PlantedRecipe.Bug?

    init(clock: any Clock<Duration>, bug: PlantedRecipe.Bug?) {
        self.clock = clock
        self.bug = bug
    }

    func handleCommand(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .cook:
            guard currentState.cooking == nil else { return }
            context.dispatchAction(.pushed)
        case .path(_, .cooking(.startTimer)):
            guard let cooking = currentState.cooking, !cooking.isTiming else { return }
            context.dispatchAction(.timerStarted)
            let clock = clock
            try await context.cancellable(id: PlantedRecipe.Work.timer) {
                while true {
                    try await clock.sleep(for: .seconds(1))
                    context.dispatchAction(.tick)
                }
            }
        case .path(_, .cooking(.reset)):
            if bug == .resetNeverEnds {
                // Waits for a minute on a timer that is not running.
                while currentState.cooking?.ticks ?? 0 < 60 {
                    try await clock.sleep(for: .seconds(1))
                }
            }
            context.dispatchAction(.reset)
        case .popFrom:
            if bug != .timerOutlivesScreen { context.cancel(id: PlantedRecipe.Work.timer) }
            context.dispatchAction(.popped)
        }
    }
}

struct PlantedRecipeFeature: ExplorableFeature {
    let name = "planted-recipe"
    let summary = "a recipe app with a cooking timer, a bug planted in it"
    var bug: PlantedRecipe.Bug?
    /// Whether the plan says the timer runs until its screen is closed.
    var declaresTheTimerLongRunning = true

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<PlantedRecipeStore, NoBackend> {
        let store = PlantedRecipeStore(clock: Dependencies.current.clock, bug: bug)
        let host = ScreenHost(store: store, stack: { PlantedRecipe.stack(for: $0) }, effects: { _ in .none })
        return ScriptSession(store: store, host: host)
    }

    /// How it is explored: the screens' buttons, and a generator of the
    /// nested timer Command, as a screen's task might send it.
    var exploration: ExplorationPlan<PlantedRecipeFeature> {
        ExplorationPlan(
            commands: [
                ExplorationCommand("startTimer", isValid: { $0.cooking != nil }) { _, _ in
                    .path(PlantedRecipe.cookingID, .cooking(.startTimer))
                }
            ],
            longRunning: declaresTheTimerLongRunning ? ["startTimer"] : [],
            invariants: [.always("ticks never negative") { ($0.state.cooking?.ticks ?? 0) >= 0 }],
            actions: ["pushed", "timerStarted", "tick", "reset", "popped"],
            screens: ["Recipes", "Cooking"],
            isUnexpected: { effect in
                if case .crashed = effect { return true }
                return false
            })
    }
}
