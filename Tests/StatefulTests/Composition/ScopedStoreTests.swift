import Observation
import Stateful
import StatefulInternalTestSupport
import Testing

@MainActor
@Suite struct ScopedStoreTests {
    private let clock = TestClock()

    private func makeParent() -> ScreenStore<TickerStack> {
        withDependencies { $0.clock = clock } operation: {
            ScreenStore(TickerStack(), initialState: .init(), errorEffect: { .failed("\($0)") })
        }
    }

    private func scoped(_ parent: ScreenStore<TickerStack>, _ id: StackElementID)
        -> ScopedStore<ScreenStore<TickerStack>, Ticker.State, Ticker.Command, Int>?
    {
        ScopedStore(
            parent: parent,
            state: { $0.path[id: id] },
            command: { .ticker(id, $0) },
            effect: { if case let .tickerRead(effectID, ticks) = $0, effectID == id { ticks } else { nil } })
    }

    @Test func thereIsNoStoreForAChildThatIsNotShown() {
        #expect(scoped(makeParent(), 0) == nil)
    }

    @Test func itsStateIsTheChildsAndItsCommandsReachTheChild() async throws {
        let parent = makeParent()
        await parent.dispatchCommand(.push)
        await parent.dispatchCommand(.push)
        let child = try #require(scoped(parent, 1))
        let ticking = Task { await child.dispatchCommand(.start) }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        #expect(child.currentState.ticks == 1)
        #expect(parent.currentState.path[id: 0]?.ticks == 0)
        ticking.cancel()
        await ticking.value
    }

    @Test func onceDismissedItKeepsTheLastStateItSaw() async throws {
        let parent = makeParent()
        await parent.dispatchCommand(.push)
        let child = try #require(scoped(parent, 0))
        let ticking = Task { await child.dispatchCommand(.start) }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        #expect(child.currentState.ticks == 1)
        await parent.dispatchCommand(.pop(0))
        await ticking.value
        #expect(parent.currentState.path.isEmpty)
        #expect(child.currentState.ticks == 1)
    }

    @Test func itsEffectsAreTheParentsEffectsThatAreTheChilds() async throws {
        let parent = makeParent()
        await parent.dispatchCommand(.push)
        await parent.dispatchCommand(.push)
        let first = try #require(scoped(parent, 0))
        let effects = first.effect
        await parent.dispatchCommand(.ticker(1, .readState))
        await first.dispatchCommand(.readState)
        var iterator = effects.makeAsyncIterator()
        #expect(await iterator.next() == 0, "the other child's Effect is not this one's")
    }

    @Test func itsStateStreamFollowsTheChildAndSkipsRepeats() async throws {
        // Parent States in which the child (`count`) repeats while the parent changes.
        let parent = ScriptedParent(states: [
            .init(count: 0, other: 0), .init(count: 0, other: 1), .init(count: nil, other: 2),
            .init(count: 1, other: 3), .init(count: 1, other: 4), .init(count: 2, other: 5),
        ])
        let scoped = ScopedStore(parent: parent, state: { $0.count }, command: { $0 }, effect: { $0 })
        let child = try #require(scoped)
        var seen: [Int] = []
        for await count in child.state {
            seen.append(count)
        }
        #expect(seen == [0, 1, 2], "each child State once, none while the child is absent")
    }

    @Test func readingItsStateIsTrackedByObservation() async throws {
        let parent = makeParent()
        await parent.dispatchCommand(.push)
        let child = try #require(scoped(parent, 0))
        let reads = ObservedReads { child.currentState.ticks }
        #expect(reads.changeCount == 0)
        let ticking = Task { await child.dispatchCommand(.start) }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        #expect(reads.changeCount == 1)
        ticking.cancel()
        await ticking.value
    }
}

/// A parent whose State stream is a fixed list of States, delivered in full.
@MainActor
private final class ScriptedParent: ViewStore {
    struct State: Sendable, Equatable {
        var count: Int?
        var other: Int
    }

    private let states: [State]

    init(states: [State]) {
        self.states = states
    }

    var currentState: State { states[0] }

    var state: AsyncStream<State> {
        let (stream, continuation) = AsyncStream<State>.makeStream()
        for state in states { continuation.yield(state) }
        continuation.finish()
        return stream
    }

    var effect: AsyncStream<Int> { AsyncStream { $0.finish() } }

    func dispatchCommand(_ command: Int) async {}
}
