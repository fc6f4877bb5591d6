import Stateful
import StatefulTesting
import Testing

// The stack assertions of the TheTestStore article, run.

private enum StackScreen: Equatable, Sendable { case a, b }

private struct StackOfScreens: ScreenLogic {
    struct State: Equatable, Sendable { var path = StackState<StackScreen>() }
    enum Command: Sendable { case push(StackScreen), popFrom(StackElementID) }
    enum Action: ViewAction {
        case pushed(StackScreen), popped(StackElementID)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .pushed(let screen): state.path.append(screen)
            case .popped(let id): state.path.pop(from: id)
            }
            return state
        }
    }
    enum Effect: Sendable {}

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .push(let screen): context.dispatchAction(.pushed(screen))
        case .popFrom(let id): context.dispatchAction(.popped(id))
        }
    }
}

@Suite struct StackAssertionTests {
@MainActor
@Test func aStackAssertedByAssignmentAndByItsChange() async {
    let store = TestStore(StackOfScreens(), initialState: StackOfScreens.State())
    await store.send(.push(.a)) { $0.path = [.a] }          // ids 0..<1: a literal is equal
    await store.send(.push(.b)) { $0.path = [.a, .b] }      // ids 0, 1
    await store.send(.popFrom(1)) { $0.path.pop(from: 1) }
    await store.send(.push(.b)) { $0.path.append(.b) }      // id 2, as the store numbers it
    await store.finish()
}

@MainActor
@Test func afterAPopALiteralNoLongerMatchesTheStoresIds() {
    var path: StackState<StackScreen> = [.a, .b]
    path.pop(from: 1)
    path.append(.b)
    #expect(path != [.a, .b])
    #expect(path.ids == [0, 2])
}
}
