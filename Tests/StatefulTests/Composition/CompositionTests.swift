import Stateful
import StatefulInternalTestSupport
import Testing

@MainActor
@Suite struct CompositionTests {
    private let clock = TestClock()

    private func makeStore() -> ScreenStore<TickerStack> {
        withDependencies { $0.clock = clock } operation: {
            ScreenStore(TickerStack(), initialState: .init(), errorEffect: { .failed("\($0)") })
        }
    }

    /// The events of a store, collected as they happen.
    private func record(_ store: ScreenStore<TickerStack>) -> (TickerEvents, StoreObservation) {
        let log = TickerEvents()
        let observation = store.core.observe { event in
            switch event {
            case .effect(let effect, _): log.effects.append(effect)
            case .commandFinished(_, let outcome): log.outcomes.append("\(outcome)")
            case .action, .commandStarted: break
            }
        }
        return (log, observation)
    }

    @Test func aChildsActionsChangeItsStateInsideTheParents() async {
        let store = makeStore()
        await store.dispatchCommand(.push)
        await store.dispatchCommand(.push)
        let ticking = Task { await store.dispatchCommand(.ticker(1, .start)) }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        #expect(store.currentState.path[id: 1]?.ticks == 2)
        #expect(store.currentState.path[id: 0]?.ticks == 0, "only the child the Command was forwarded to")
        ticking.cancel()
        await ticking.value
    }

    @Test func aChildsResultReachesTheParentAsAnAction() async {
        let store = makeStore()
        await store.dispatchCommand(.push)
        let ticking = Task { await store.dispatchCommand(.ticker(0, .start)) }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        await store.dispatchCommand(.ticker(0, .finish))
        #expect(store.currentState.reports == ["#0 ticked 1 times"])
        ticking.cancel()
        await ticking.value
    }

    @Test func aChildsEffectCanBecomeTheParentsEffectAndItReadsItsOwnState() async {
        let store = makeStore()
        let (log, observation) = record(store)
        defer { observation.cancel() }
        await store.dispatchCommand(.push)
        await store.dispatchCommand(.ticker(0, .readState))
        #expect(log.effects == [.tickerRead(0, ticks: 0)])
    }

    @Test func dismissingAChildCancelsItsWorkAtOnce() async {
        let store = makeStore()
        let (log, observation) = record(store)
        defer { observation.cancel() }
        await store.dispatchCommand(.push)
        let ticking = Task { await store.dispatchCommand(.ticker(0, .start)) }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        #expect(store.currentState.path[id: 0]?.ticks == 1)

        await store.dispatchCommand(.pop(0))
        await ticking.value  // ends by itself: popping cancelled it
        #expect(clock.sleeperCount == 0)
        #expect(store.core.runningCommandCount == 0)
        #expect(log.outcomes.sorted() == ["cancelled", "completed", "completed"], "push and pop completed; the ticking was cancelled")
        #expect(log.effects.isEmpty, "a dismissed child's cancellation is not an error")
        clock.advance(by: .seconds(5))
        #expect(store.currentState.path.isEmpty)
    }

    /// The child's work dismisses the child and ends at once: it ran to its
    /// end, so it completed, every time, whichever of the dismissal and the
    /// end the scheduler sees first.
    @Test func workThatDismissesItsOwnChildAndEndsCompletes() async {
        for _ in 0..<100 {
            let store = makeStore()
            let (log, observation) = record(store)
            await store.dispatchCommand(.push)
            await store.dispatchCommand(.ticker(0, .close))
            observation.cancel()
            #expect(store.currentState.path.isEmpty)
            #expect(log.outcomes == ["completed", "completed"])
        }
    }

    @Test func dismissingAnotherChildLeavesAChildsWorkRunning() async {
        let store = makeStore()
        await store.dispatchCommand(.push)
        await store.dispatchCommand(.push)
        let ticking = Task { await store.dispatchCommand(.ticker(0, .start)) }
        await clock.waitForSleepers()
        await store.dispatchCommand(.pop(1))
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        #expect(store.currentState.path[id: 0]?.ticks == 1)
        #expect(store.core.runningCommandCount == 1)
        ticking.cancel()
        await ticking.value
    }

    @Test func aCommandForAChildThatIsNotShownIsAnError() async {
        let store = makeStore()
        let (log, observation) = record(store)
        defer { observation.cancel() }
        await store.dispatchCommand(.ticker(3, .finish))
        #expect(log.effects == [.failed("no Ticker screen is presented: the Command was not forwarded")])
        #expect(store.currentState.reports.isEmpty)
    }

    @Test func aChildContextIsMadeOnlyWhenTheChildIsInTheState() async {
        let store = ScreenStore(ScopeProbe(), initialState: .init(), errorEffect: { _ in .none })
        let (absent, present) = await store.probe()
        #expect(absent == false)
        #expect(present == true)
    }

    @Test func workThatStartsAfterItsChildWasDismissedDoesNotRun() async {
        let store = ScreenStore(ScopeProbe(), initialState: .init(), errorEffect: { _ in .none })
        let ran = await store.runWhileAbsent()
        #expect(ran == false)
    }

    @Test func aScreenStoreRunsALogicAlone() async {
        let store = withDependencies { $0.clock = clock } operation: {
            ScreenStore(Ticker(), initialState: .init(ticks: 41), errorEffect: { _ in .finished(ticks: -1) })
        }
        var effects: [Ticker.Effect] = []
        let observation = store.core.observe { if case .effect(let effect, _) = $0 { effects.append(effect) } }
        defer { observation.cancel() }
        let ticking = Task { await store.dispatchCommand(.start) }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        await store.dispatchCommand(.finish)
        #expect(effects == [.finished(ticks: 42)])
        ticking.cancel()
        await ticking.value
    }
}

@MainActor
private final class TickerEvents {
    var effects: [TickerStack.Effect] = []
    var outcomes: [String] = []
}

/// A store whose Commands report what `scope` and `run(while:)` did.
private struct ScopeProbe: ScreenLogic {
    struct State: Equatable, Sendable {
        var child: Ticker.State?
        var answers: [Bool] = []
    }

    enum Command: Sendable { case probe, runWhileAbsent }

    enum Action: ViewAction {
        case answered(Bool)
        case showChild

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .answered(let answer): state.answers.append(answer)
            case .showChild: state.child = Ticker.State()
            }
            return state
        }
    }

    enum Effect: Sendable { case none }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        let scoped: () -> CommandContext<Ticker.Action, Ticker.Effect>? = {
            context.scope(state: { $0.child }, action: { _ in .answered(false) }, effect: { _, _ in })
        }
        switch command {
        case .probe:
            context.dispatchAction(.answered(scoped() != nil))
            context.dispatchAction(.showChild)
            context.dispatchAction(.answered(scoped() != nil))
        case .runWhileAbsent:
            do {
                try await context.run(while: { $0.child != nil }) { context.dispatchAction(.answered(true)) }
            } catch is CancellationError {
                context.dispatchAction(.answered(false))
            }
        }
    }
}

extension ScreenStore where Logic == ScopeProbe {
    fileprivate func probe() async -> (Bool?, Bool?) {
        await dispatchCommand(.probe)
        let answers = currentState.answers
        return (answers.first, answers.last)
    }

    fileprivate func runWhileAbsent() async -> Bool? {
        await dispatchCommand(.runWhileAbsent)
        return currentState.answers.last
    }
}
