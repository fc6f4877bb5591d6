import Stateful
import StatefulScript
import StatefulText
import Testing

/// A note editor: one per element of a stack.
private struct NoteEditor: ScreenLogic {
    struct State: Equatable, Sendable { var text = "" }
    enum Command: Sendable, Decodable { case edit(String) }
    enum Action: ViewAction {
        case edited(String)
        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case .edited(let text): State(text: text)
            }
        }
    }
    enum Effect: Sendable {}

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .edit(let text): context.dispatchAction(.edited(text))
        }
    }
}

/// A stack of note editors, whose Commands are forwarded to an element by
/// its id, and whose `pop` pops the id it is given.
private struct NoteStack: ScreenLogic {
    struct State: Equatable, Sendable { var path = StackState<NoteEditor.State>() }
    enum Command: Sendable, Decodable {
        case push, pop(StackElementID), path(StackElementID, NoteEditor.Command)
        /// Waits a second on the clock, then sends `path(id, command)`.
        case later(StackElementID, NoteEditor.Command)
    }
    enum Action: ViewAction {
        case pushed, popped(StackElementID), path(StackElementID, NoteEditor.Action)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .pushed: state.path.append(NoteEditor.State())
            case .popped(let id): state.path.pop(from: id)
            case let .path(id, action): state.path.modify(id: id) { NoteEditor.Action.reduce(&$0, action: action) }
            }
            return state
        }
    }
    enum Effect: Sendable { case failed(String) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .push: context.dispatchAction(.pushed)
        case .pop(let id): context.dispatchAction(.popped(id))
        case let .later(id, command):
            try await Dependencies.current.clock.sleep(for: .seconds(1))
            try await handle(.path(id, command), context: context)
        case let .path(id, command):
            try await context.forward(
                command, to: NoteEditor(), id: id,
                state: { $0.path[id: id] },
                action: { .path(id, $0) },
                effect: { _, _ in })
        }
    }
}

@MainActor
private struct NoteStackFeature: ScriptableFeature {
    let name = "notes"
    let summary = "a stack of note editors"

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<ScreenStore<NoteStack>, NoBackend> {
        let store = ScreenStore(NoteStack(), initialState: .init(), errorEffect: { .failed("\($0)") })
        let host = ScreenHost(store: store, stack: { state in
            ScreenStack(
                root: Screen("Notes") { Text("\(state.path.count) open") },
                pushed: state.path.map { note in Screen("Note") { Text(note.text) } },
                back: state.path.topID.map { .pop($0) })
        }, effects: { _ in .none })
        return ScriptSession(store: store, host: host)
    }
}

@MainActor
@Suite struct MissingStackElementFlowTests {
    @Test func aCommandForAnElementThatIsNotThereFailsItsStepNamingTheId() async throws {
        let run = try await FlowRun.run("""
            push
            path(0, edit("kept"))
            pop(0)
            send path(7, edit("lost"))
            expect effect failed("no NoteEditor #7 screen is presented: the Command was not forwarded")
            push
            path(1, edit("after"))
            """, feature: NoteStackFeature(), path: "Flows/missing.flow")
        let failure = try #require(run.failures.first)
        #expect(run.failures.count == 1, "only the step that sent the Command fails: \(run.failures)")
        #expect(failure.location.line == 4 && failure.location.column == 1)
        #expect(failure.message == "the feature's code made a mistake: a Command was forwarded to NoteEditor #7, "
            + "which is not there (popped, or never pushed): it did not run")
        #expect(failure.description.hasPrefix("Flows/missing.flow:4:1: error: the feature's code made a mistake: "))
        #expect(failure.description.hasSuffix("\n    send path(7, edit(\"lost\"))"))
        #expect(run.transcript.contains("""
            > path(7, .edit("lost"))
              effect failed(
                "no NoteEditor #7 screen is presented: the Command was not forwarded"
              )
              failed ChildNotPresented(child: "NoteEditor #7")
            """), "the transcript says what the Command did, as before")
        #expect(run.transcript.contains("> path(1, .edit(\"after\"))"), "the later steps ran")
    }

    @Test func poppingAnIdThatIsNotThereFailsItsStepNamingTheId() async throws {
        let run = try await FlowRun.run("""
            push
            pop(9)
            pop(0)
            """, feature: NoteStackFeature(), path: "Flows/pop.flow")
        #expect(run.failures.map(\.location.line) == [2])
        #expect(run.failures.map(\.message) == [
            "the feature's code made a mistake: StackState.pop(from: #9): no element #9 is on the stack "
                + "(the stack holds #0); nothing changed",
        ])
    }

    @Test func workLeftRunningFailsTheStepRunningWhenItMakesTheMistake() async throws {
        let run = try await FlowRun.run("""
            start later(5, edit("late"))
            push
            advance 1s
            push
            """, feature: NoteStackFeature(), path: "Flows/later.flow")
        #expect(run.failures.map(\.location.line) == [3])
        #expect(run.failures.map(\.message) == [
            "the feature's code made a mistake: a Command was forwarded to NoteEditor #5, "
                + "which is not there (popped, or never pushed): it did not run",
        ])
    }

    @Test func aFlowWhoseCommandsFindTheirElementsPasses() async throws {
        let run = try await FlowRun.run("""
            push
            path(0, edit("a"))
            back
            """, feature: NoteStackFeature(), path: "Flows/fine.flow")
        #expect(run.failures.isEmpty)
    }
}
