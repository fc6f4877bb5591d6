import Stateful
import StatefulTesting
import Testing

/// A screen that counts taps in its own State and in a count it shares.
struct SharedTally: ScreenLogic {
    struct State: Equatable, Sendable {
        @Shared(.inMemory("count")) var count = 0
        var taps = 0
    }
    enum Command: Sendable { case tap, tapTwiceInWork, bumpOutsideAnAction, tapLater }
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
        switch command {
        case .tap:
            context.dispatchAction(.tapped)
        case .tapTwiceInWork:
            context.dispatchAction(.tapped)
            try await Dependencies.current.clock.sleep(for: .seconds(1))
            context.dispatchAction(.tapped)
        case .bumpOutsideAnAction:
            // Work may change a shared value directly, from any thread.
            context.state.$count.withLock { $0 += 10 }
        case .tapLater:
            try await Dependencies.current.clock.sleep(for: .seconds(1))
            context.dispatchAction(.tapped)
        }
    }
}

/// The test store asserts shared changes like any State change: exactly,
/// wherever they were made.
@MainActor
@Suite struct SharedTestStoreTests {
    @Test func aSharedChangeIsAssertedLikeAnyOther() async {
        let store = TestStore(SharedTally(), initialState: SharedTally.State())
        await store.send(.tap) {
            $0.taps = 1
            $0.$count.withLock { $0 = 1 }
        }
        await store.finish()
    }

    @Test func anUnassertedSharedChangeFailsWithItsDiff() async {
        let store = TestStore(SharedTally(), initialState: SharedTally.State())
        await withKnownIssue {
            await store.send(.tap) { $0.taps = 1 }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("""
                send(.tap): State differs from the expected State: (- expected, + actual)

                  SharedTally.State(
                -   count: @Shared(.inMemory("count")) 0
                +   count: @Shared(.inMemory("count")) 1
                    ... (1 unchanged)
                  )
                """)
        }
    }

    @Test func anExpectedChangeToASharedValueNeverChangesTheApp() async {
        let store = TestStore(SharedTally(), initialState: SharedTally.State())
        await withKnownIssue {
            await store.send(.tap) {
                $0.taps = 1
                $0.$count.withLock { $0 = 5 }   // wrong: the app counted 1
            }
        }
        #expect(store.state.count == 1)
    }

    @Test func aChangeMadeByWorkOutsideAnActionIsAssertedToo() async {
        let store = TestStore(SharedTally(), initialState: SharedTally.State())
        await store.send(.bumpOutsideAnAction) {
            $0.$count.withLock { $0 = 10 }
        }
        await withKnownIssue {
            await store.send(.bumpOutsideAnAction)
        }
    }

    @Test func receivedActionsCarryTheSharedValuesOfTheirMoment() async {
        let clock = TestClock()
        let store = TestStore(
            SharedTally(), initialState: SharedTally.State(),
            dependencies: Dependencies.test.updating { $0.clock = clock }, clock: clock, actions: .received)
        await store.send(.tapTwiceInWork) {
            $0.taps = 1
            $0.$count.withLock { $0 = 1 }
        }
        await store.advance(by: .seconds(1))
        await store.receive(action: .tapped) {
            $0.taps = 2
            $0.$count.withLock { $0 = 2 }
        }
        await store.finish()
    }

    @Test func anActionReceivedInAStepIsCheckedAgainstItsOwnSharedChange() async {
        let clock = TestClock()
        let store = TestStore(
            SharedTally(), initialState: SharedTally.State(),
            dependencies: Dependencies.test.updating { $0.clock = clock }, clock: clock)
        await store.send(.tapLater)
        await store.advance(by: .seconds(1)) {
            $0.taps = 1
            $0.$count.withLock { $0 = 1 }
        }
        await store.receive(action: .tapped) {
            $0.taps = 1
            $0.$count.withLock { $0 = 1 }
        }
        await store.finish()
    }

    @Test func withExhaustivityOffOnlyWhatIsAssertedIsChecked() async {
        let store = TestStore(SharedTally(), initialState: SharedTally.State(), exhaustivity: .off)
        await store.send(.tap) { $0.taps = 1 }
        await store.send(.tap) { $0.$count.withLock { $0 = 2 } }
        await store.finish()
    }

    @Test func eachTestStoreHasSharedValuesOfItsOwn() async {
        let first = TestStore(SharedTally(), initialState: SharedTally.State())
        let second = TestStore(SharedTally(), initialState: SharedTally.State())
        await first.send(.tap) {
            $0.taps = 1
            $0.$count.withLock { $0 = 1 }
        }
        #expect(second.state.count == 0)
        await first.finish()
        await second.finish()
    }
}
