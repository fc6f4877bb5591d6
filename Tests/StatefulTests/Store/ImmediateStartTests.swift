import Stateful
import StatefulInternalTestSupport
import Testing

/// A Command's work starts synchronously when it is sent: what it does
/// before it first suspends has happened when the sending call returns.
@MainActor
@Suite struct ImmediateStartTests {
    @Test func aCommandThatNeverSuspendsHasChangedTheStateWhenSendReturns() {
        let store = CounterStore()
        store.send(.increment)
        #expect(store.currentState.count == 1)
        #expect(store.core.runningCommandCount == 0)
        store.send(.increment)
        #expect(store.currentState.count == 2)
    }

    @Test func dispatchCommandOfWorkThatNeverSuspendsReturnsWithItsChange() async {
        let store = CounterStore()
        let log = EventLog(store.core)
        await store.dispatchCommand(.increment)
        #expect(store.currentState.count == 1)
        #expect(log.lines == ["#1 > increment", "#1 action add(1) 0->1", "#1 < completed"])
    }

    @Test func theFirstPartRunsAtOnceAndTheRestAfterTheSuspension() async throws {
        let store = CounterStore()
        let log = EventLog(store.core)
        store.send(.slowIncrement)
        // Everything before the gate has happened; the work waits there.
        #expect(log.lines == ["#1 > slowIncrement", "#1 effect started"])
        #expect(store.currentState.count == 0)
        #expect(store.core.runningCommandCount == 1)
        #expect(store.core.isRunning(CommandID(rawValue: 1)))
        store.gate.open()
        await store.core.waitUntilIdle()
        #expect(store.currentState.count == 1)
        #expect(log.lines == [
            "#1 > slowIncrement", "#1 effect started", "#1 action add(1) 0->1", "#1 effect finished", "#1 < completed",
        ])
    }

    @Test func anErrorThrownBeforeAnySuspensionIsAnEffectWhenSendReturns() {
        let store = CounterStore()
        let log = EventLog(store.core)
        store.send(.fail("no network"))
        #expect(log.lines == [
            "#1 > fail(\"no network\")", "#1 effect started",
            "#1 effect error(\"CounterError(reason: \\\"no network\\\")\")",
            "#1 < failed(CounterError)",
        ])
    }

    @Test func effectsOfTheFirstPartReachASubscriberInOrder() async {
        let store = CounterStore()
        var effects = store.effect.makeAsyncIterator()
        store.send(.slowIncrement)
        store.send(.fail("late"))
        #expect(await effects.next() == .started)
        #expect(await effects.next() == .started)
        #expect(await effects.next() == .error("CounterError(reason: \"late\")"))
        store.core.cancelAll()
        await store.core.waitUntilIdle()
    }

    @Test func workCancelledWhileSuspendedEndsCancelled() async {
        let store = CounterStore()
        let log = EventLog(store.core)
        store.send(.slowIncrement)
        store.core.cancel(CommandID(rawValue: 1))
        await store.core.waitUntilIdle()
        #expect(store.currentState.count == 0)
        #expect(log.lines.last == "#1 < cancelled")
    }

    @Test func workSentFromACancelledTaskStartsCancelled() async {
        let store = CounterStore()
        let log = EventLog(store.core)
        let sender = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            await store.dispatchCommand(.slowIncrement)
        }
        await sender.value
        #expect(store.currentState.count == 0)
        #expect(log.lines.last == "#1 < cancelled")
    }

    @Test func aBindingOfACoreStoreShowsTheChangeRightAfterItIsSet() {
        let store = CounterStore()
        let count = store.binding(\.count, send: { _ in CounterCommand.increment })
        count.set(5)
        #expect(count.value == 1)
        count.set(5)
        #expect(count.value == 2)
    }

    @Test func aChildCommandThatNeverSuspendsChangesTheChildWhenSendReturns() {
        let store = ScreenStore(TickerStack(), initialState: .init(), errorEffect: { .failed("\($0)") })
        store.send(.push)
        store.send(.push)
        let id = store.currentState.path.ids[0]
        store.send(.ticker(id, .close))
        #expect(store.currentState.path.isEmpty)
        #expect(store.core.runningCommandCount == 0)
    }

    @Test func aScopedStoreSendsThroughItsParentSynchronously() throws {
        let store = ScreenStore(TickerStack(), initialState: .init(), errorEffect: { .failed("\($0)") })
        store.send(.push)
        let id = try #require(store.currentState.path.topID)
        let child = ScopedStore(
            parent: store, state: { $0.path[id: id] }, command: { TickerStack.Command.ticker(id, $0) },
            effect: { _ -> Ticker.Effect? in nil })
        #expect(child != nil)
        child?.send(.finish)
        #expect(store.currentState.reports == ["#0 ticked 0 times"])
    }
}
