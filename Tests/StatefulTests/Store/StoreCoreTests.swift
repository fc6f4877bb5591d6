import Stateful
import StatefulInternalTestSupport
import Testing

@MainActor
@Suite struct StoreCoreTests {
    @Test func actionsTransformTheStateAndPublishIt() async {
        let store = CounterStore()
        var states = store.state.makeAsyncIterator()
        #expect(await states.next() == Counter(count: 0))
        await store.dispatchCommand(.increment)
        #expect(store.currentState == Counter(count: 1))
        #expect(await states.next() == Counter(count: 1))
    }

    @Test func observersSeeEveryStepInOrderTaggedWithItsCommand() async {
        let store = CounterStore()
        let log = EventLog(store.core)
        await store.dispatchCommand(.increment)
        await store.dispatchCommand(.increment)
        store.core.dispatchAction(.add(10))
        #expect(log.lines == [
            "#1 > increment", "#1 action add(1) 0->1", "#1 < completed",
            "#2 > increment", "#2 action add(1) 1->2", "#2 < completed",
            "- action add(10) 2->12",
        ])
    }

    @Test func aThrownErrorBecomesTheErrorEffect() async {
        let store = CounterStore()
        let log = EventLog(store.core)
        var effects = store.effect.makeAsyncIterator()
        await store.dispatchCommand(.fail("boom"))
        #expect(await effects.next() == .started)
        #expect(await effects.next() == .error(String(describing: CounterError(reason: "boom"))))
        #expect(log.lines.last == "#1 < failed(CounterError)")
    }

    @Test func cancellingTheCallerCancelsTheWorkAndSwallowsTheError() async {
        let store = CounterStore()
        let log = EventLog(store.core)
        var reached = store.reachedGate.stream().makeAsyncIterator()
        let caller = Task { await store.dispatchCommand(.slowIncrement) }
        _ = await reached.next()
        #expect(store.core.runningCommandCount == 1)
        caller.cancel()
        await caller.value
        #expect(store.core.runningCommandCount == 0)
        #expect(store.currentState.count == 0)
        #expect(log.lines == ["#1 > slowIncrement", "#1 effect started", "#1 effect finished", "#1 < cancelled"])
    }

    @Test func anyErrorThrownAfterCancellationIsSwallowed() async {
        let store = CounterStore()
        let log = EventLog(store.core)
        var reached = store.reachedGate.stream().makeAsyncIterator()
        let caller = Task { await store.dispatchCommand(.failAfterCancellation) }
        _ = await reached.next()
        store.core.cancelAll()
        await caller.value
        #expect(log.lines == ["#1 > failAfterCancellation", "#1 < cancelled"], "no error effect")
    }

    @Test func cancelStopsOneCommandById() async {
        let store = CounterStore()
        let log = EventLog(store.core)
        var reached = store.reachedGate.stream().makeAsyncIterator()
        let caller = Task { await store.dispatchCommand(.slowIncrement) }
        _ = await reached.next()
        store.core.cancel(CommandID(rawValue: 1))
        await caller.value
        #expect(log.lines.last == "#1 < cancelled")
    }

    @Test func ignoreNewKeepsTheRunningWorkAndIgnoresTheSecond() async {
        let store = CounterStore()
        let log = EventLog(store.core)
        var reached = store.reachedGate.stream().makeAsyncIterator()
        let first = Task { await store.dispatchCommand(.exclusiveSlowIncrement(.ignoreNew)) }
        _ = await reached.next()
        await store.dispatchCommand(.exclusiveSlowIncrement(.ignoreNew))
        store.gate.open()
        await first.value
        #expect(store.currentState.count == 1)
        #expect(log.lines == [
            "#1 > exclusiveSlowIncrement(Stateful.InFlightPolicy.ignoreNew)", "#1 effect started",
            "#2 > exclusiveSlowIncrement(Stateful.InFlightPolicy.ignoreNew)", "#2 < ignored",
            "#1 action add(1) 0->1", "#1 effect finished", "#1 < completed",
        ])
    }

    @Test func cancelPreviousCancelsTheRunningWorkThenRuns() async {
        let store = CounterStore()
        let log = EventLog(store.core)
        var reached = store.reachedGate.stream().makeAsyncIterator()
        let first = Task { await store.dispatchCommand(.exclusiveSlowIncrement(.cancelPrevious)) }
        _ = await reached.next()
        let firstGate = store.gate
        store.gate = Gate()
        let second = Task { await store.dispatchCommand(.exclusiveSlowIncrement(.cancelPrevious)) }
        _ = await reached.next()
        store.gate.open()
        await second.value
        await first.value
        firstGate.open()
        #expect(store.currentState.count == 1)
        #expect(log.lines.filter { $0.contains("<") } == ["#1 < cancelled", "#2 < completed"])
        #expect(log.lines.firstIndex(of: "#1 effect finished")! < log.lines.lastIndex(of: "#2 effect started")!,
                "the cancelled work ends before the new work starts")
    }

    @Test func waitUntilIdleReturnsOnceEveryCommandEnded() async {
        let store = CounterStore()
        var reached = store.reachedGate.stream().makeAsyncIterator()
        let caller = Task { await store.dispatchCommand(.slowIncrement) }
        _ = await reached.next()
        let waiter = Task { await store.core.waitUntilIdle(); return store.currentState.count }
        store.gate.open()
        #expect(await waiter.value == 1)
        await caller.value
    }

    @Test func cancelledObservationsReceiveNothingMore() async {
        let store = CounterStore()
        var seen = 0
        let observation = store.core.observe { _ in seen += 1 }
        await store.dispatchCommand(.increment)
        let afterOne = seen
        observation.cancel()
        await store.dispatchCommand(.increment)
        #expect(afterOne == 3)
        #expect(seen == 3)
    }

    @Test func deinitialisingTheStoreFinishesItsStreams() async {
        var store: CounterStore? = CounterStore()
        let states = store?.state
        let effects = store?.effect
        weak let weakStore = store
        store = nil
        #expect(weakStore == nil)
        #expect(await collectAll(states ?? AsyncStream { $0.finish() }) == [Counter()])
        #expect(await collectAll(effects ?? AsyncStream { $0.finish() }).isEmpty)
    }
}
