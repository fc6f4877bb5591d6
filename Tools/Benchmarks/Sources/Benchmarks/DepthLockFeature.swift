import Stateful
import StatefulScript
import StatefulText

// The depth rows' feature: a lock with a bug planted at a given depth, that
// only a combination of that many specific steps in a row opens.
//
// The screen has four buttons, "A" to "D", and "Clear"; the plan generates
// `dial(code)`, with a code drawn from the codes the screen showed (a
// bundle), and `clear`. Every fourth step of the combination is dialling
// the code the screen shows at that moment, the others are buttons; any
// other step (a wrong button, a stale code, Clear) starts it over.
enum DepthLock {
    /// The buttons of the combination, for the steps that are buttons.
    static let combination = ["A", "C", "B", "D", "A", "A", "C", "D", "B", "B", "D", "C"]

    /// The codes the screen showed: the dial generator draws from them.
    static let codes = ExplorationBundle<Int>("codes shown")

    /// Whether step `index` (from 0) of the combination is dialling the code.
    static func isDial(_ index: Int) -> Bool { index % 4 == 3 }

    /// The code shown while step `index` is dialling it.
    static func code(at index: Int) -> Int { 100 + (index * 37) % 900 }

    struct State: Sendable, Equatable {
        var progress = 0
        var depth: Int
        /// The code to dial next, shown when the next step is dialling it.
        var code: Int? { DepthLock.isDial(progress) && progress < depth ? DepthLock.code(at: progress) : nil }
        var isOpen: Bool { progress >= depth }
    }

    enum Command: Sendable, Hashable, Decodable {
        case press(String)
        case dial(Int)
        case clear
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

/// Counts the sessions the explorer makes, one a run (the plan replays no
/// passing run for determinism), and notes the run in which the lock first
/// opened. Once it has, it refuses to make another session, which stops
/// the exploration at once: the rows count runs to find the bug, and the
/// runs after it (and its shrinking) would only cost time.
@MainActor
final class DepthLockRecorder {
    private(set) var sessions = 0
    private(set) var openedInRun: Int?

    struct Found: Error {}

    func startSession() throws {
        if openedInRun != nil { throw Found() }
        sessions += 1
    }

    func noteOpened() {
        if openedInRun == nil { openedInRun = sessions }
    }
}

@MainActor
final class DepthLockStore: CoreViewStore {
    typealias State = DepthLock.State
    typealias Command = DepthLock.Command
    typealias Action = DepthLock.Action
    typealias Effect = Never

    let core: StoreCore<Command, Action, Never>
    let recorder: DepthLockRecorder

    init(depth: Int, recorder: DepthLockRecorder) {
        core = StoreCore(initialState: State(depth: depth))
        self.recorder = recorder
    }

    func handleCommand(_ command: Command, context: CommandContext<Action, Never>) async throws {
        let state = currentState
        let index = state.progress
        let right: Bool
        switch command {
        case .press(let button):
            right = !DepthLock.isDial(index) && button == DepthLock.combination[index % DepthLock.combination.count]
        case .dial(let code):
            right = DepthLock.isDial(index) && code == DepthLock.code(at: index)
        case .clear:
            right = false
        }
        let progress = right ? index + 1 : 0
        context.dispatchAction(.moved(to: progress))
        if progress >= state.depth { recorder.noteOpened() }
    }
}

struct DepthLockFeature: ExplorableFeature {
    let name = "depth-lock"
    let summary = "a lock that opens after a combination of N specific steps"
    var depth: Int
    var generation: ExplorationGeneration
    /// The most runs an exploration makes: the targeted search keeps the best sequence of all of them.
    var runs: Int
    let recorder: DepthLockRecorder

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<DepthLockStore, NoBackend> {
        try recorder.startSession()
        let store = DepthLockStore(depth: depth, recorder: recorder)
        let host = ScreenHost(store: store, screen: { state in
            Screen("Lock") {
                Text("\(state.progress) of \(state.depth)")
                if let code = state.code { Text("code \(code)") }
                for button in ["A", "B", "C", "D"] { Button(button, command: DepthLock.Command.press(button)) }
                Button("Clear", command: DepthLock.Command.clear)
            }
        })
        return ScriptSession(store: store, host: host)
    }

    /// The plan as the Exploration article teaches it: generators (one
    /// drawing from a bundle), an invariant, a collector and a score; the
    /// generation is the row's.
    var exploration: ExplorationPlan<DepthLockFeature> {
        var plan = ExplorationPlan<DepthLockFeature>(
            commands: [
                ExplorationCommand("dial") { random, _ in .dial(random.draw(from: DepthLock.codes) ?? 0) },
                .fixed("clear", .clear),
            ],
            invariants: [.always("the lock never opens") { !$0.state.isOpen }],
            widths: [.compact],
            collectors: [.into(DepthLock.codes) { moment in moment.state.code.map { [$0] } ?? [] }],
            score: { Double($0.state.progress) })
        plan.generation = generation
        plan.targetGroupSize = runs
        plan.determinismReplayInterval = 0
        return plan
    }
}
