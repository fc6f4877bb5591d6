import Stateful
import StatefulTesting
import Testing

/// A note editor: one per element of a stack.
private struct NoteEditor: ScreenLogic {
    struct State: Equatable, Sendable { var text = "" }
    enum Command: Sendable { case edit(String) }
    enum Action: ViewAction, Equatable {
        case edited(String)
        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case .edited(let text): State(text: text)
            }
        }
    }
    enum Effect: Sendable, Equatable {}

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .edit(let text): context.dispatchAction(.edited(text))
        }
    }
}

private struct NoteStack: ScreenLogic {
    struct State: Equatable, Sendable { var path = StackState<NoteEditor.State>() }
    enum Command: Sendable { case push, pop(StackElementID), note(StackElementID, NoteEditor.Command) }
    enum Action: ViewAction, Equatable {
        case pushed, popped(StackElementID), note(StackElementID, NoteEditor.Action)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .pushed: state.path.append(NoteEditor.State())
            case .popped(let id): state.path.pop(from: id)
            case let .note(id, action): state.path.modify(id: id) { NoteEditor.Action.reduce(&$0, action: action) }
            }
            return state
        }
    }
    enum Effect: Sendable, Equatable { case failed(String) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .push: context.dispatchAction(.pushed)
        case .pop(let id): context.dispatchAction(.popped(id))
        case let .note(id, command):
            try await context.forward(
                command, to: NoteEditor(), id: id,
                state: { $0.path[id: id] },
                action: { .note(id, $0) },
                effect: { _, _ in })
        }
    }
}

@MainActor
@Suite struct MissingStackElementTests {
    private func makeStore() -> TestStore<ScreenStore<NoteStack>> {
        TestStore(ScreenStore(NoteStack(), initialState: .init(), errorEffect: { .failed("\($0)") }))
    }

    @Test func aCommandForAMissingElementFailsTheTestNamingTheId() async {
        let store = makeStore()
        await store.send(.push) { $0.path = [NoteEditor.State()] }
        await withKnownIssue {
            await store.send(.note(3, .edit("lost")))
        } matching: { issue in
            "\(issue)".contains("a Command was forwarded to NoteEditor #3, which is not there")
                && issue.sourceLocation?.fileName == "MissingStackElementTests.swift"
        }
        await store.receive(.failed("no NoteEditor #3 screen is presented: the Command was not forwarded"))
        await store.send(.note(0, .edit("kept"))) { $0.path[id: 0]?.text = "kept" }
        await store.finish()
    }

    @Test func withoutAnErrorEffectAMissingElementFailsTheTestOnceNotTwice() async {
        let store = TestStore(NoteStack(), initialState: .init())
        await store.send(.push) { $0.path = [NoteEditor.State()] }
        // Any other issue (such as "threw … and its store has no error
        // Effect") does not match, and fails the test.
        await withKnownIssue {
            await store.send(.note(3, .edit("lost")))
        } matching: { issue in
            "\(issue)".contains("a Command was forwarded to NoteEditor #3, which is not there")
        }
        await store.finish()
    }

    @Test func poppingAMissingIdFailsTheTestNamingTheId() async {
        let store = makeStore()
        await store.send(.push) { $0.path = [NoteEditor.State()] }
        await withKnownIssue {
            await store.send(.pop(7))
        } matching: { issue in
            "\(issue)".contains("StackState.pop(from: #7): no element #7 is on the stack (the stack holds #0); nothing changed")
        }
        #expect(store.state.path.ids == [0])
        await store.finish()
    }

    @Test func aCommandForAPresentElementReportsNothing() async {
        let store = makeStore()
        await store.send(.push) { $0.path = [NoteEditor.State()] }
        await store.send(.note(0, .edit("a"))) { $0.path[id: 0]?.text = "a" }
        await store.send(.pop(0)) { $0.path = [] }
        await store.finish()
    }
}

@Suite struct StackCallerIDTests {
    @Test func pushingAnIdAlreadyOnTheStackIsRefusedAndFailsTheTest() {
        _ = Dependencies.test  // StatefulTesting's reporter fails the running test
        var stack: StackState = ["a", "b"]
        withKnownIssue {
            #expect(stack.append("c", id: 1) == false)
        } matching: { issue in
            "\(issue)".contains("StackState.append(_:id: #1): #1 is already on the stack (the stack holds #0, #1); nothing was pushed")
        }
        #expect(Array(stack) == ["a", "b"])
    }

    @Test func removingAMissingIdFailsTheTest() {
        _ = Dependencies.test
        var stack: StackState = ["a"]
        withKnownIssue {
            #expect(stack.remove(id: 4) == nil)
        } matching: { issue in
            "\(issue)".contains("StackState.remove(id: #4): no element #4 is on the stack (the stack holds #0); nothing changed")
        }
    }
}
