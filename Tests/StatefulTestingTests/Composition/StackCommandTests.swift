import Stateful
import StatefulTesting
import Testing

@MainActor
@Suite struct StackCommandTests {
    private let clock = TestClock()

    private func makeStore() -> TestStore<ScreenStore<StackCommandStack>> {
        let store = withTestDependencies { $0.clock = clock } operation: {
            ScreenStore(StackCommandStack(), initialState: .init(), errorEffect: { .failed("\($0)") })
        }
        return TestStore(store, clock: clock)
    }

    @Test func pushesElementCommandsAndPopsGoThroughOneCaseEach() async {
        let store = makeStore()
        await store.send(.path(.push(.tally(StackTally.State())))) { $0.path = [.tally(StackTally.State())] }
        await store.send(.path(.push(.note(StackNote.State())))) { $0.path.append(.note(StackNote.State())) }
        await store.send(.path(.element(id: 1, command: .note(.edit("hello"))))) {
            $0.path[id: 1, case: RegisteredPath.note]?.text = "hello"
        }
        await store.send(.path(.element(id: 0, command: .tally(.increment)))) {
            $0.path[id: 0, case: RegisteredPath.tally]?.count = 1
        }
        await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
        await store.send(.path(.element(id: 0, command: .tally(.finish)))) {
            $0.finished = [1]
            $0.path = []
        }
        await store.finish()
    }

    @Test func anElementsEffectKnowsItsIdAndCanPopIt() async {
        let store = makeStore()
        await store.send(.path(.push(.note(StackNote.State())))) { $0.path = [.note(StackNote.State())] }
        await store.send(.path(.push(.totals(StackTotals.State(totals: [3]))))) {
            $0.path.append(.totals(StackTotals.State(totals: [3])))
        }
        await store.send(.path(.element(id: 1, command: .totals(.close)))) { $0.path.pop(from: 1) }
        await store.finish()
    }

    @Test func removingAnElementCancelsItsWorkAndItsLateActionIsDropped() async {
        let store = makeStore()
        await store.send(.path(.push(.tally(StackTally.State())))) { $0.path = [.tally(StackTally.State())] }
        await store.send(.path(.element(id: 0, command: .tally(.incrementLater))))
        await store.send(.path(.popFrom(id: 0))) { $0.path = [] }
        await store.advance(by: .seconds(1))
        await store.finish()
    }

    @Test func poppingAnIdNotOnTheStackFailsTheTestNamingIt() async {
        let store = makeStore()
        await store.send(.path(.push(.note(StackNote.State())))) { $0.path = [.note(StackNote.State())] }
        await withKnownIssue {
            await store.send(.path(.popFrom(id: 4)))
        } matching: { issue in
            "\(issue)".contains("a pop was asked from #4, which is not on the stack (the stack holds #0): nothing was popped")
        }
        await store.receive(.failed("no RegisteredPath #4 screen is presented: the Command was not forwarded"))
        await store.finish()
    }

    @Test func aTestPushesWithItsOwnIdThroughTheCommand() async {
        let store = makeStore()
        await store.send(.path(.push(.note(StackNote.State()), id: 7))) { $0.path[id: 7] = .note(StackNote.State()) }
        await store.send(.path(.element(id: 7, command: .note(.edit("deep"))))) {
            $0.path[id: 7, case: RegisteredPath.note]?.text = "deep"
        }
        await withKnownIssue {
            await store.send(.path(.push(.note(StackNote.State()), id: 7)))
        } matching: { issue in
            "\(issue)".contains("StackState.append(_:id: #7): #7 is already on the stack (the stack holds #7); nothing was pushed")
        }
        await store.finish()
    }

    @Test func aStackActionPushesWithAGivenIdAndReducesAnElement() {
        var path = StackState<RegisteredPath>()
        path.apply(.push(.tally(StackTally.State()), id: 5))
        path.apply(.element(id: 5, action: .tally(.added)))
        path.apply(.push(.note(StackNote.State())))
        #expect(path.ids == [5, 6])
        #expect(path[id: 5] == .tally(StackTally.State(count: 1)))
        path.apply(.popFrom(id: 5))
        #expect(path.isEmpty)
    }
}
