import Stateful
import StatefulTesting
import Testing

/// A screen that sends no Effect declares no Effect type.
private struct Stopwatch: ScreenLogic {
    struct State: Equatable, Sendable { var seconds = 0 }
    enum Command: Sendable { case tick }
    enum Action: ViewAction {
        case ticked
        static func transform(_ state: State, action: Action) -> State { State(seconds: state.seconds + 1) }
    }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        context.dispatchAction(.ticked)
    }
}

@MainActor
@Suite struct NoEffectLogicTests {
    @Test func aLogicWithoutEffectsHasNeverAsItsEffect() async {
        #expect(Stopwatch.Effect.self == Never.self)
        let store = TestStore(Stopwatch(), initialState: Stopwatch.State())
        await store.send(.tick) { $0.seconds = 1 }
        await store.finish()
    }
}

/// A stack of screens that send no Effects, and a sheet that sends none:
/// registered and routed with nothing written for Effects.
private enum StopwatchPath: PathElement, Equatable, Sendable {
    case stopwatch(Stopwatch.State)
    enum Command: Sendable, Equatable { case stopwatch(Stopwatch.Command) }
    enum Action: Sendable, Equatable { case stopwatch(Stopwatch.Action) }

    static var screens: [PathScreen<StopwatchPath>] {
        [.screen(Stopwatch(), state: Self.stopwatch, command: Command.stopwatch, action: Action.stopwatch)]
    }
}

private struct Stopwatches: ScreenLogic {
    struct State: Equatable, Sendable {
        var path = StackState<StopwatchPath>()
        var sheet: Stopwatch.State?
    }
    enum Command: Sendable { case path(StackCommand<StopwatchPath>), sheet(Stopwatch.Command), element(StackElementID, StopwatchPath.Command) }
    enum Action: ViewAction {
        case path(StackAction<StopwatchPath>), sheet(Stopwatch.Action), element(StackElementID, StopwatchPath.Action)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .path(let action): state.path.apply(action)
            case .sheet(let action): state.sheet.apply(action)
            case let .element(id, action): state.path.apply(action, to: id)
            }
            return state
        }
    }

    func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
        switch command {
        case .path(let command):
            try await context.forward(command, of: \.path, action: Action.path)
        case .sheet(let command):
            try await context.forward(command, to: Stopwatch(), presentedIn: \.sheet, action: Action.sheet)
        case let .element(id, command):
            try await context.forward(command, toElement: id, of: \.path, action: { .element(id, $0) })
        }
    }
}

@MainActor
@Suite struct NoEffectPathTests {
    @Test func aPathOfScreensWithoutEffectsDeclaresNone() async {
        #expect(StopwatchPath.Effect.self == Never.self)
        let store = TestStore(Stopwatches(), initialState: Stopwatches.State(sheet: Stopwatch.State()))
        await store.send(.path(.push(.stopwatch(Stopwatch.State())))) { $0.path = [.stopwatch(Stopwatch.State())] }
        await store.send(.path(.element(id: 0, command: .stopwatch(.tick)))) {
            $0.path[id: 0, case: StopwatchPath.stopwatch]?.seconds = 1
        }
        await store.send(.element(0, .stopwatch(.tick))) {
            $0.path[id: 0, case: StopwatchPath.stopwatch]?.seconds = 2
        }
        await store.send(.sheet(.tick)) { $0.sheet?.seconds = 1 }
        await store.finish()
    }
}
