import Stateful
import Testing

@MainActor
@Suite struct KeyedCancellationTests {
    private let clock = TestClock()

    private func makeStore() -> ScreenStore<SearchStack> {
        withDependencies { $0.clock = clock } operation: {
            ScreenStore(SearchStack(), initialState: .init(), errorEffect: { .failed("\($0)") })
        }
    }

    /// Outcomes of the Commands, by Command id order.
    private func recordOutcomes(_ store: ScreenStore<SearchStack>) -> (OutcomeLog, StoreObservation) {
        let log = OutcomeLog()
        let observation = store.core.observe { event in
            switch event {
            case .commandFinished(_, let outcome): log.outcomes.append("\(outcome)")
            case .effect(let effect, _): log.effects.append(effect)
            case .action, .commandStarted: break
            }
        }
        return (log, observation)
    }

    @Test func typingAgainCancelsTheSearchInFlightOfThatElementOnly() async {
        let store = makeStore()
        store.send(.push)
        store.send(.push)
        store.send(.searcher(0, .queryChanged("a")))
        store.send(.searcher(1, .queryChanged("x")))
        await clock.waitForSleepers(2)
        store.send(.searcher(0, .queryChanged("ab")))
        // The first search of #0 was cancelled; #1's, under the same id, was not.
        await clock.waitForSleepers(2)
        #expect(store.core.runningCommandCount == 3)
        clock.advance(by: .milliseconds(299))
        #expect(store.currentState.path[id: 0]?.searches == [])
        clock.advance(by: .milliseconds(1))
        await store.core.waitUntilIdle()
        #expect(store.currentState.path[id: 0]?.searches == ["ab"])
        #expect(store.currentState.path[id: 1]?.searches == ["x"])
    }

    @Test func aDebounceRunsOnlyTheLastOfManyQuickChanges() async {
        let store = makeStore()
        store.send(.push)
        for query in ["s", "sw", "swi", "swif", "swift"] {
            store.send(.searcher(0, .queryChanged(query)))
            await clock.waitForSleepers()
            clock.advance(by: .milliseconds(100))
        }
        clock.advance(by: .milliseconds(200))
        await store.core.waitUntilIdle()
        #expect(store.currentState.path[id: 0]?.searches == ["swift"])
    }

    @Test func twoSiblingsWithTheSameIdDoNotCancelEachOther() async {
        let store = makeStore()
        let (log, observation) = recordOutcomes(store)
        defer { observation.cancel() }
        store.send(.push)
        store.send(.push)
        store.send(.searcher(0, .refresh))
        store.send(.searcher(1, .refresh))
        await clock.waitForSleepers(2)
        store.send(.searcher(1, .cancelRefresh))
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await store.core.waitUntilIdle()
        #expect(store.currentState.path[id: 0]?.refreshes == 1, "the sibling's refresh went on")
        #expect(store.currentState.path[id: 1]?.refreshes == 0)
        #expect(log.effects.isEmpty, "a cancelled refresh is not an error")
        #expect(log.outcomes.sorted() == ["cancelled", "completed", "completed", "completed", "completed"])
    }

    @Test func aRefreshIsCancelledByAButton() async {
        let store = makeStore()
        store.send(.push)
        store.send(.searcher(0, .refresh))
        await clock.waitForSleepers()
        store.send(.searcher(0, .cancelRefresh))
        await store.core.waitUntilIdle()
        #expect(clock.sleeperCount == 0)
        clock.advance(by: .seconds(5))
        #expect(store.currentState.path[id: 0]?.refreshes == 0)
        // Cancelling when nothing runs under the id does nothing.
        store.send(.searcher(0, .cancelRefresh))
        store.send(.searcher(0, .refresh))
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.core.waitUntilIdle()
        #expect(store.currentState.path[id: 0]?.refreshes == 1)
    }

    @Test func poppingAnElementCancelsItsKeyedWork() async {
        let store = makeStore()
        store.send(.push)
        store.send(.searcher(0, .refresh))
        await clock.waitForSleepers()
        store.send(.pop(0))
        await store.core.waitUntilIdle()
        #expect(clock.sleeperCount == 0)
        #expect(store.currentState.path.isEmpty)
    }

    @Test func aStoresOwnWorkHasIdsApartFromItsChildren() async {
        let store = withDependencies { $0.clock = clock } operation: {
            ScreenStore(Searcher(), initialState: .init(), errorEffect: { .failed("\($0)") })
        }
        store.send(.refresh)
        await clock.waitForSleepers()
        store.send(.refresh)
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(1))
        await store.core.waitUntilIdle()
        #expect(store.currentState.refreshes == 2, "without cancelInFlight, both run")
    }
}

private final class OutcomeLog {
    var outcomes: [String] = []
    var effects: [SearchStack.Effect] = []
}
