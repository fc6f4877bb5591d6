import Stateful
import StatefulSnapshot
import StatefulTesting
import Testing

struct SharedTally: ScreenLogic {
    struct State: Equatable, Sendable {
        @Shared(.inMemory("count")) var count = 0
        var taps = 0
    }
    enum Command: Sendable { case tap }
    enum Action: ViewAction, Equatable {
        case tapped
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            state.taps += 1
            state.$count.withLock { $0 += 1 }
            return state
        }
    }
    func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
        context.dispatchAction(.tapped)
    }
}

@MainActor
@Suite(.dependencies) struct SharedBasicsTests {
    @Test func aSharedChangeIsAssertedLikeAnyOther() async {
        let store = TestStore(SharedTally(), initialState: SharedTally.State())
        await store.send(.tap) {
            $0.taps = 1
            $0.$count.withLock { $0 = 1 }
        }
        await store.finish()
    }

    @Test func anUnassertedSharedChangeFails() async {
        let store = TestStore(SharedTally(), initialState: SharedTally.State())
        await withKnownIssue {
            await store.send(.tap) { $0.taps = 1 }
        } matching: { issue in
            print(issue.comments)
            return true
        }
    }

    @Test func twoStatesShareOneValue() async {
        let a = SharedTally.State()
        let b = SharedTally.State()
        a.$count.withLock { $0 = 5 }
        #expect(b.count == 5)
        print(ValueDump.text(of: [a, b]))
    }
}
