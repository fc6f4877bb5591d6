import Stateful
import Testing

@MainActor
@Suite struct WholeStackTests {
    private let clock = TestClock()

    private func makeStore() -> ScreenStore<SearchStack> {
        withDependencies { $0.clock = clock } operation: {
            ScreenStore(SearchStack(), initialState: .init(), errorEffect: { .failed("\($0)") })
        }
    }

    @Test func removingTheBottomScreenOfThreeLeavesTheMiddleOnesRequestAnswered() async {
        let store = makeStore()
        store.send(.push)
        store.send(.push)
        store.send(.push)
        store.send(.searcher(1, .fetch))
        await clock.waitForSleepers()
        store.send(.remove(0))
        #expect(store.currentState.path.ids == [1, 2], "the others keep their ids")
        clock.advance(by: .seconds(1))
        await store.core.waitUntilIdle()
        #expect(store.currentState.path[id: 1]?.responses == ["fetched"])
        #expect(store.currentState.path[id: 2]?.responses == [])
    }

    @Test func removingTheMiddleScreenCancelsOnlyItsWork() async {
        let store = makeStore()
        store.send(.push)
        store.send(.push)
        store.send(.push)
        store.send(.searcher(0, .fetch))
        store.send(.searcher(1, .fetch))
        store.send(.searcher(2, .fetch))
        await clock.waitForSleepers(3)
        store.send(.remove(1))
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(1))
        await store.core.waitUntilIdle()
        #expect(store.currentState.path.ids == [0, 2])
        #expect(store.currentState.path[id: 0]?.responses == ["fetched"])
        #expect(store.currentState.path[id: 2]?.responses == ["fetched"])
    }

    @Test func pushingWithACallersIdAfterTheStackEmptied() async {
        let store = makeStore()
        store.send(.push)
        store.send(.push)
        store.send(.popAll)
        store.send(.pushWithID(0))
        #expect(store.currentState.path.ids == [0])
        store.send(.searcher(0, .fetch))
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.core.waitUntilIdle()
        #expect(store.currentState.path[id: 0]?.responses == ["fetched"])
        store.send(.push)
        #expect(store.currentState.path.ids == [0, 2], "handed-out ids stay above every id used")
    }

    @Test func idsACallerGivesOutOfOrderAreFoundAndRemoved() {
        var stack = StackState<String>()
        stack.append("a", id: 5)
        stack.append("b", id: 2)
        stack.append("c")
        #expect(stack.ids == [5, 2, 6])
        #expect(stack[id: 2] == "b")
        #expect(stack.remove(id: 5) == "a")
        #expect(stack.ids == [2, 6])
        stack[id: 6] = "C"
        #expect(Array(stack) == ["b", "C"])
        stack.pop(from: 6)
        #expect(Array(stack) == ["b"])
    }
}
