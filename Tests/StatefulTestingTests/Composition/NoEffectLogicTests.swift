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
