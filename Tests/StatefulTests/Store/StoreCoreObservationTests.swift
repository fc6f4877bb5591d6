import Stateful
import StatefulInternalTestSupport
import Testing

/// Observers: their order, leaving and joining while an event is delivered,
/// and a State that stays right whether or not anything observes it.
@MainActor
@Suite struct StoreCoreObservationTests {
    @Test func observersAreCalledInTheOrderTheyRegisteredAfterOthersLeave() {
        let store = CounterStore()
        var calls: [String] = []
        let a = store.core.observe { _ in calls.append("a") }
        let b = store.core.observe { _ in calls.append("b") }
        let c = store.core.observe { _ in calls.append("c") }
        b.cancel()
        let d = store.core.observe { _ in calls.append("d") }
        store.core.dispatchAction(.add(1))
        #expect(calls == ["a", "c", "d"])
        _ = (a, c, d)
    }

    @Test func anObserverCancelledDuringAnEventIsNotCalledForIt() {
        let store = CounterStore()
        var calls: [String] = []
        var second: StoreObservation?
        let first = store.core.observe { _ in
            calls.append("first")
            second?.cancel()
        }
        second = store.core.observe { _ in calls.append("second") }
        store.core.dispatchAction(.add(1))
        store.core.dispatchAction(.add(1))
        #expect(calls == ["first", "first"])
        _ = first
    }

    @Test func anObserverRegisteredDuringAnEventSeesTheNextOne() {
        let store = CounterStore()
        var calls: [String] = []
        var late: StoreObservation?
        let first = store.core.observe { _ in
            calls.append("first")
            if late == nil {
                late = store.core.observe { event in
                    if case let .action(_, before, after, _) = event { calls.append("late \(before.count)->\(after.count)") }
                }
            }
        }
        store.core.dispatchAction(.add(1))
        store.core.dispatchAction(.add(1))
        #expect(calls == ["first", "first", "late 1->2"])
        _ = first
    }

    @Test func theStateIsRightWhetherOrNotAnythingObservesIt() async {
        let store = CounterStore()
        var states = store.core.stateStream(bufferingPolicy: .unbounded).makeAsyncIterator()
        store.core.dispatchAction(.add(1))            // observed by nothing
        store.core.dispatchAction(.add(2))
        let log = EventLog(store.core)
        store.core.dispatchAction(.add(3))            // observed
        #expect(log.lines == ["- action add(3) 3->6"], "an observer's first `before` is the State left unobserved")
        var observation: StoreObservation? = store.core.observe { _ in }
        observation?.cancel()
        observation = nil
        store.core.dispatchAction(.add(4))
        #expect(store.currentState == Counter(count: 10))
        #expect(await collect(5, from: &states) == [0, 1, 3, 6, 10].map { Counter(count: $0) })
    }

    @Test func effectsReachSubscribersWhetherOrNotAnythingObservesThem() async {
        let store = CounterStore()
        var effects = store.effect.makeAsyncIterator()
        store.core.dispatchEffect(.started)
        let log = EventLog(store.core)
        store.core.dispatchEffect(.finished)
        #expect(await collect(2, from: &effects) == [.started, .finished])
        #expect(log.lines == ["- effect finished"])
    }
}
