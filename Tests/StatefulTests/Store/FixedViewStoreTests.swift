import Stateful
import Testing

@MainActor
@Suite struct FixedViewStoreTests {
    @Test func alwaysHasItsStateAndRecordsCommands() async {
        let store = FixedViewStore<Counter, CounterCommand, CounterEffect>(state: Counter(count: 5))
        await store.dispatchCommand(.increment)
        await store.dispatchCommand(.fail("x"))
        #expect(store.currentState == Counter(count: 5))
        #expect(store.receivedCommands == [.increment, .fail("x")])
        var states = store.state.makeAsyncIterator()
        #expect(await states.next() == Counter(count: 5))
    }

    @Test func emitSendsAnEffectToSubscribers() async {
        let store = FixedViewStore<Counter, CounterCommand, CounterEffect>(state: Counter())
        var effects = store.effect.makeAsyncIterator()
        store.emit(.started)
        #expect(await effects.next() == .started)
    }

    @Test func worksWhereAnyViewStoreIsExpected() {
        func draw<S: ViewStore<Counter, CounterCommand, CounterEffect>>(_ store: S) -> String {
            "count: \(store.currentState.count)"
        }
        #expect(draw(FixedViewStore<Counter, CounterCommand, CounterEffect>(state: Counter(count: 2))) == "count: 2")
        #expect(draw(CounterStore()) == "count: 0")
    }
}
