import Stateful
import Testing

/// A stack of numbered pages, pushed and popped by Commands.
private struct Pages: ScreenLogic {
    struct State: Equatable, Sendable { var path = StackState<Int>() }
    enum Command: Sendable, Equatable { case push(Int), popFrom(StackElementID) }
    enum Action: ViewAction {
        case pushed(Int), popped(StackElementID)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .pushed(let page): state.path.append(page)
            case .popped(let id): state.path.pop(from: id)
            }
            return state
        }
    }
    enum Effect: Sendable { case failed(String) }
    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .push(let page): context.dispatchAction(.pushed(page))
        case .popFrom(let id): context.dispatchAction(.popped(id))
        }
    }
}

@Suite struct NavigationPathTests {
    @Test func aShorterBottomOfTheStackIsAPopFromTheFirstIdItNoLongerHolds() {
        let path: StackState<Int> = [10, 20, 30]
        #expect(path.popID(toShow: [0, 1]) == 2)
        #expect(path.popID(toShow: [0]) == 1)
        #expect(path.popID(toShow: []) == 0)
    }

    @Test func theSamePathALongerOneOrADifferentOneAsksForNothing() {
        let path: StackState<Int> = [10, 20, 30]
        #expect(path.popID(toShow: [0, 1, 2]) == nil)
        #expect(path.popID(toShow: [0, 1, 2, 3]) == nil)
        #expect(path.popID(toShow: [0, 2]) == nil)
        #expect(path.popID(toShow: [1]) == nil)
        #expect(StackState<Int>().popID(toShow: []) == nil)
    }

    @Test func idsAfterAPopAreTheOnesTheStoreGave() {
        var path: StackState<Int> = [10, 20, 30]
        path.pop(from: 1)
        path.append(40)
        #expect(path.ids == [0, 3])
        #expect(path.popID(toShow: [0]) == 3)
        #expect(path.popID(toShow: [0, 1]) == nil)
    }

    @MainActor @Test func theBindingReadsTheStacksIdsAndASystemPopSendsThePopCommand() async {
        let store = ScreenStore(Pages(), initialState: Pages.State(), errorEffect: { .failed("\($0)") })
        for page in [1, 2, 3] { await store.dispatchCommand(.push(page)) }
        let binding = store.navigationPath(\.path, pop: Pages.Command.popFrom)
        #expect(binding.value == [0, 1, 2])

        await binding.send([0, 1, 2, 7])
        #expect(store.currentState.path.ids == [0, 1, 2])

        binding.set([0])
        #expect(store.currentState.path.ids == [0])
        #expect(Array(store.currentState.path) == [1])

        await binding.send([])
        #expect(binding.value == [])
    }
}
