import Stateful
import Testing

@MainActor
@Suite struct QuietCancellationTests {
    private let clock = TestClock()

    private func makeStore() -> ScreenStore<SearchStack> {
        withDependencies { $0.clock = clock } operation: {
            ScreenStore(SearchStack(), initialState: .init(), errorEffect: { .failed("\($0)") })
        }
    }

    /// Every Action the store applied, in order.
    private func recordActions(_ store: ScreenStore<SearchStack>) -> (ActionLog, StoreObservation) {
        let log = ActionLog()
        let observation = store.core.observe { event in
            switch event {
            case .action(let action, _, _, _): log.actions.append(action)
            case .effect(let effect, _): log.effects.append(effect)
            case .commandStarted, .commandFinished: break
            }
        }
        return (log, observation)
    }

    @Test func aCancelledRequestDispatchesNothing() async {
        let store = makeStore()
        store.send(.push)
        let (log, observation) = recordActions(store)
        defer { observation.cancel() }
        store.send(.searcher(0, .fetch))
        await clock.waitForSleepers()
        store.send(.searcher(0, .cancelFetch))
        await store.core.waitUntilIdle()
        // The request failed with a CancellationError, and the work built a
        // failure response from it: dispatched from cancelled work, it was dropped.
        #expect(log.actions.isEmpty)
        #expect(log.effects.isEmpty)
        #expect(store.currentState.path[id: 0]?.responses == [])
    }

    @Test func aRequestThatIsNotCancelledIsAnswered() async {
        let store = makeStore()
        store.send(.push)
        store.send(.searcher(0, .fetch))
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.core.waitUntilIdle()
        #expect(store.currentState.path[id: 0]?.responses == ["fetched"])
    }

    @Test func aDismissedScreensRequestDispatchesNothing() async {
        let store = makeStore()
        store.send(.push)
        store.send(.searcher(0, .fetch))
        await clock.waitForSleepers()
        let (log, observation) = recordActions(store)
        defer { observation.cancel() }
        store.send(.pop(0))
        await store.core.waitUntilIdle()
        #expect(log.actions == [.popped(0)])
        #expect(log.effects.isEmpty)
    }

    @Test func aCancelledCommandsWorkDispatchesNothing() async {
        let store = makeStore()
        store.send(.push)
        let (log, observation) = recordActions(store)
        defer { observation.cancel() }
        let fetching = Task { await store.dispatchCommand(.searcher(0, .fetch)) }
        await clock.waitForSleepers()
        fetching.cancel()
        await fetching.value
        await store.core.waitUntilIdle()
        #expect(log.actions.isEmpty)
        #expect(store.currentState.path[id: 0]?.responses == [])
    }
}

private final class ActionLog {
    var actions: [SearchStack.Action] = []
    var effects: [SearchStack.Effect] = []
}
