import Stateful
import StatefulTesting
import Testing

// A sheet whose result closes it: the parent's effect closure dismisses the
// sheet first and keeps the result second. Work that dismisses its own
// screen goes on until it next suspends, so the result lands whatever the
// order, in a test store (whose work starts as jobs of its executor) as in a
// store (whose work starts inline); and it is still cancelled at its next
// suspension.

/// An editor sheet that reports its text, at once or after a wait.
struct TitleEditor: ScreenLogic {
    struct State: Equatable, Sendable { var title = "" }
    enum Command: Sendable, Equatable {
        /// Reports the title at once.
        case save
        /// Waits for the clock, then reports the title.
        case saveLater
        /// Reports the title, then waits and dispatches `.noted` (cut short:
        /// reporting closes the sheet).
        case saveThenNote
    }
    enum Action: ViewAction, Equatable {
        case noted
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            state.title += " (noted)"
            return state
        }
    }
    enum Effect: Sendable, Equatable { case saved(String) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .save:
            context.dispatchEffect(.saved(context.state.title))
        case .saveLater:
            try await Dependencies.current.clock.sleep(for: .seconds(1))
            context.dispatchEffect(.saved(context.state.title))
        case .saveThenNote:
            context.dispatchEffect(.saved(context.state.title))
            try await Dependencies.current.clock.sleep(for: .seconds(1))
            context.dispatchAction(.noted)
        }
    }
}

/// The sheet's parent: it closes the sheet, then keeps the title.
struct TitleHost: ScreenLogic {
    struct State: Equatable, Sendable {
        var editor: TitleEditor.State?
        var titles: [String] = []
    }
    enum Command: Sendable, Equatable { case edit(String), editor(TitleEditor.Command) }
    enum Action: ViewAction, Equatable {
        case editorPresented(TitleEditor.State?), editor(TitleEditor.Action), kept(String)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .editorPresented(let editor): state.editor = editor
            case .editor(let action): state.editor.apply(action)
            case .kept(let title): state.titles.append(title)
            }
            return state
        }
    }
    enum Effect: Sendable, Equatable { case failed(String) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .edit(let title):
            context.dispatchAction(.editorPresented(TitleEditor.State(title: title)))
        case .editor(let command):
            try await context.forward(command, to: TitleEditor(), presentedIn: \.editor, action: Action.editor) { effect, host in
                switch effect {
                case .saved(let title):
                    host.dispatchAction(.editorPresented(nil))   // closes the sheet first
                    host.dispatchAction(.kept(title))            // then keeps its result
                }
            }
        }
    }
}

@MainActor
@Suite struct SelfDismissalTests {
    private let clock = TestClock()

    private func makeStore() -> ScreenStore<TitleHost> {
        withTestDependencies { $0.clock = clock } operation: {
            ScreenStore(TitleHost(), initialState: .init(), errorEffect: { .failed("\($0)") })
        }
    }

    /// A store whose waits suspend once (a yield) and go on at once.
    private func makeStoreWithImmediateClock() -> ScreenStore<TitleHost> {
        withTestDependencies { $0.clock = ImmediateClock() } operation: {
            ScreenStore(TitleHost(), initialState: .init(), errorEffect: { .failed("\($0)") })
        }
    }

    @Test func aResultThatClosesItsSheetFirstStillLandsInATestStore() async {
        let store = TestStore(makeStore(), clock: clock)
        await store.send(.edit("Soup")) { $0.editor = TitleEditor.State(title: "Soup") }
        await store.send(.editor(.save)) {
            $0.editor = nil
            $0.titles = ["Soup"]
        }
        await store.finish()
    }

    @Test func aResultThatClosesItsSheetAfterASuspensionStillLands() async {
        let store = TestStore(makeStore(), clock: clock)
        await store.send(.edit("Stew")) { $0.editor = TitleEditor.State(title: "Stew") }
        await store.send(.editor(.saveLater))
        await store.advance(by: .seconds(1)) {
            $0.editor = nil
            $0.titles = ["Stew"]
        }
        await store.finish()
    }

    @Test func workThatClosedItsSheetIsCancelledAtItsNextSuspension() async {
        let store = TestStore(makeStore(), clock: clock)
        await store.send(.edit("Salad")) { $0.editor = TitleEditor.State(title: "Salad") }
        await store.send(.editor(.saveThenNote)) {
            $0.editor = nil
            $0.titles = ["Salad"]
        }
        // The wait was cancelled: nothing is left to run, and `.noted` never comes.
        await store.finish()
        await store.advance(by: .seconds(2))
    }

    @Test func aResultThatClosesItsSheetFirstStillLandsInAStore() async {
        let store = makeStore()
        await store.dispatchCommand(.edit("Soup"))
        await store.dispatchCommand(.editor(.save))
        #expect(store.currentState == TitleHost.State(editor: nil, titles: ["Soup"]))
    }

    @Test func aResultThatClosesItsSheetAfterASuspensionStillLandsInAStore() async {
        let store = makeStoreWithImmediateClock()
        await store.dispatchCommand(.edit("Stew"))
        await store.dispatchCommand(.editor(.saveLater))
        #expect(store.currentState == TitleHost.State(editor: nil, titles: ["Stew"]))
    }

    @Test func workThatClosedItsSheetInAStoreIsCancelledAtItsNextSuspension() async {
        let store = makeStoreWithImmediateClock()
        await store.dispatchCommand(.edit("Salad"))
        await store.dispatchCommand(.editor(.saveThenNote))
        #expect(store.currentState == TitleHost.State(editor: nil, titles: ["Salad"]))
    }
}
