import Stateful
import StatefulTesting
import Testing

// A parent of rows, each a child screen its Commands are forwarded to.

struct RowLogic: ScreenLogic {
    struct State: Equatable, Sendable, Identifiable { var id: Int; var text = "" }
    enum Command: Sendable { case setText(String), setTextLater(String) }
    enum Action: ViewAction, Equatable {
        case textChanged(String)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action { case .textChanged(let text): state.text = text }
            return state
        }
    }
    func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
        switch command {
        case .setText(let text):
            context.dispatchAction(.textChanged(text))
        case .setTextLater(let text):
            context.dispatchAction(.textChanged(""))
            try await Dependencies.current.clock.sleep(for: .seconds(1))
            context.dispatchAction(.textChanged(text))
        }
    }
}

struct RowsParent: ScreenLogic {
    struct State: Equatable, Sendable { var rows: IdentifiedArrayOf<RowLogic.State> = [RowLogic.State(id: 1)] }
    enum Command: Sendable { case row(Int, RowLogic.Command) }
    enum Action: ViewAction, Equatable {
        case row(Int, RowLogic.Action)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case let .row(id, action):
                if let row = state.rows[id: id] { state.rows[id: id] = RowLogic.Action.transform(row, action: action) }
            }
            return state
        }
    }
    func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
        switch command {
        case let .row(id, command):
            try await context.forward(command, to: RowLogic(), id: id, state: { $0.rows[id: id] }, action: { .row(id, $0) })
        }
    }
}

/// A forwarded child's change belongs to the `send` that caused it, in
/// every mode, as it does in a store: its first part is the Command's.
@MainActor
@Suite struct ForwardedChildTests {
    @Test func aChildsChangeBelongsToTheSendInReceivedMode() async {
        let store = TestStore(RowsParent(), initialState: RowsParent.State(), actions: .received)
        await store.send(.row(1, .setText("a"))) { $0.rows[id: 1]?.text = "a" }
        await store.finish()
    }

    @Test func aChildsChangeBelongsToTheSendPerStep() async {
        let store = TestStore(RowsParent(), initialState: RowsParent.State())
        await store.send(.row(1, .setText("a"))) { $0.rows[id: 1]?.text = "a" }
        await store.finish()
    }

    @Test func aChildsChangeIsSeenWhenSendReturnsInAStore() async {
        let store = ScreenStore(RowsParent(), initialState: RowsParent.State())
        await store.send(.row(1, .setText("a")))
        #expect(store.currentState.rows[id: 1]?.text == "a")
    }

    @Test func whatAChildDoesAfterItSuspendsIsReceivedOnItsOwn() async {
        let clock = TestClock()
        let store = TestStore(
            RowsParent(), initialState: RowsParent.State(),
            dependencies: Dependencies.test.updating { $0.clock = clock }, clock: clock, actions: .received)
        await store.send(.row(1, .setText("x"))) { $0.rows[id: 1]?.text = "x" }
        await store.send(.row(1, .setTextLater("b"))) { $0.rows[id: 1]?.text = "" }
        await store.advance(by: .seconds(1))
        await store.receive(action: .row(1, .textChanged("b"))) { $0.rows[id: 1]?.text = "b" }
        await store.finish()
    }
}
