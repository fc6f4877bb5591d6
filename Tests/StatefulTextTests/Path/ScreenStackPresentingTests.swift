import Stateful
import StatefulText
import Testing

/// A rename sheet: typing changes its draft, its own alert asks before clearing.
private struct Rename: ScreenLogic {
    struct State: Equatable, Sendable {
        var draft = ""
        var isAsking = false
    }
    enum Command: Sendable, Hashable { case type(String), clear, keep }
    enum Action: ViewAction {
        case typed(String)
        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case .typed(let text): State(draft: text, isAsking: state.isAsking)
            }
        }
    }
    enum Effect: Sendable {}
    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        if case .type(let text) = command { context.dispatchAction(.typed(text)) }
    }
}

private enum Choice: Sendable, Hashable { case delete }

/// A destination that is the rename sheet or a "Delete?" alert.
private enum Destination: Equatable, Sendable, DrawnPathElement {
    case rename(Rename.State)
    case alert(AlertState<Choice>)

    enum Command: Sendable, Hashable { case rename(Rename.Command), alert(Choice) }
    enum Action: Sendable { case rename(Rename.Action) }
    enum Effect: Sendable { case rename(Rename.Effect) }

    static var screens: [PathScreen<Destination>] {
        [.screen(Rename(), state: Self.rename, command: Command.rename, action: Action.rename, effect: Effect.rename)]
    }

    static var drawings: [PathDrawing<Destination, Void>] {
        [
            .screen(state: Self.rename, command: Command.rename, dismissAlert: .keep) { rename, _ in
                Screen("Rename") {
                    TextField("Name", text: rename.draft, onChange: Rename.Command.type)
                    Button("Clear", command: Rename.Command.clear)
                }
            } alert: { rename, _ in
                rename.isAsking ? Alert(title: "Clear?", message: "", buttons: [AlertButton("Clear", command: Rename.Command.clear)]) : nil
            },
            .alert(state: Self.alert, command: Command.alert) { alert, _ in Alert(alert) },
        ]
    }
}

/// A parent presenting the destination, for the host.
private struct Parent: ScreenLogic {
    struct State: Equatable, Sendable { var destination: Destination? }
    typealias Command = ParentCommand
    enum Action: ViewAction {
        case presented(Destination?), destination(Destination.Action)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .presented(let destination): state.destination = destination
            case .destination(let action): state.destination.apply(action)
            }
            return state
        }
    }
    enum Effect: Sendable { case failed(String) }
    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .dismissed, .destination(.alert): context.dispatchAction(.presented(nil))
        case .destination(let command):
            try await context.forward(command, toPresented: \.destination, action: Action.destination) { _, _ in }
        case .note, .noteDismissed: break
        }
    }
}

private enum ParentCommand: Sendable, Hashable { case destination(Destination.Command), dismissed, note(String), noteDismissed }

@Suite struct ScreenStackPresentingTests {
    private func stack(_ destination: Destination?) -> ScreenStack<ParentCommand> {
        ScreenStack(root: Screen("Root") { Text("root") })
            .presenting(destination, context: (), command: { .destination($0) }, dismiss: .dismissed)
    }

    @Test func aDestinationsSheetIsDrawnWithItsCommandsAndTheSlotsDismissal() {
        let drawn = stack(.rename(Rename.State(draft: "Ann")))
        #expect(drawn.root.title == "Root")
        #expect(drawn.sheet?.title == "Rename")
        #expect(drawn.sheet?.controls.last?.command?.fixedCommand as? ParentCommand == .destination(.rename(.clear)))
        #expect(drawn.dismissSheet == .dismissed)
        #expect(drawn.alert == nil)
        #expect(drawn.sheet?.controls.first?.command?.command(text: "Bob") as? ParentCommand == .destination(.rename(.type("Bob"))))
    }

    @Test func theSheetsOwnAlertIsDrawnOverItWithItsDismissal() {
        let drawn = stack(.rename(Rename.State(draft: "Ann", isAsking: true)))
        #expect(drawn.sheet?.title == "Rename")
        #expect(drawn.alert?.title == "Clear?")
        #expect(drawn.alert?.buttons.first?.command as? ParentCommand == .destination(.rename(.clear)))
        #expect(drawn.dismissAlert == .destination(.rename(.keep)))
    }

    @Test func aDestinationsAlertIsDrawnAsTheAlertWithoutASheet() {
        let drawn = stack(.alert(AlertState(title: "Delete?", buttons: [ButtonState("Yes", role: .destructive, command: .delete), ButtonState("No", role: .cancel)])))
        #expect(drawn.sheet == nil)
        #expect(drawn.alert?.title == "Delete?")
        #expect(drawn.alert?.buttons.map(\.title) == ["Yes", "No"])
        #expect(drawn.alert?.buttons.first?.command as? ParentCommand == .destination(.alert(.delete)))
        #expect(drawn.dismissAlert == .dismissed)
    }

    @Test func noDestinationLeavesTheStackAsItWas() {
        let drawn = stack(nil)
        #expect(drawn == ScreenStack(root: Screen("Root") { Text("root") }))
    }

    @Test func aSingleScreensSlotIsDrawnAsTheSheetWithItsCommands() {
        let base = ScreenStack<ParentCommand>(root: Screen("Root") {})
        let drawn = base.presenting("draft", command: { ParentCommand.note($0) }, dismiss: .noteDismissed) { (text: String) in
            Screen("Note") { Button("Save", command: "saved \(text)") }
        }
        #expect(drawn.sheet?.title == "Note")
        #expect(drawn.sheet?.controls.first?.command?.fixedCommand as? ParentCommand == .note("saved draft"))
        #expect(drawn.dismissSheet == .noteDismissed)
        let closed = base.presenting(String?.none, command: { ParentCommand.note($0) }, dismiss: .noteDismissed) { (text: String) in
            Screen("Note") { Text(text) }
        }
        #expect(closed.sheet == nil)
        #expect(closed.dismissSheet == nil)
    }

    @MainActor
    private func makeHost(_ destination: Destination) -> (ScreenStore<Parent>, ScreenHost<ScreenStore<Parent>>) {
        let store = ScreenStore(Parent(), initialState: Parent.State(destination: destination), errorEffect: { .failed("\($0)") })
        let host = ScreenHost(store: store, stack: { (state: Parent.State) in
            ScreenStack<ParentCommand>(root: Screen("Root") {})
                .presenting(state.destination, context: (), command: { .destination($0) }, dismiss: .dismissed)
        }, effects: { _ in .none })
        host.observeStore()
        return (store, host)
    }

    @MainActor
    @Test func theHostTypesIntoTheSheetAndDismissesItThroughTheSlot() async {
        let (store, host) = makeHost(.rename(Rename.State()))
        let typed = host.stack.sheet?.controls.first?.command?.command(text: "Bob") as? ParentCommand
        #expect(typed == .destination(.rename(.type("Bob"))))
        if let typed { await store.dispatchCommand(typed) }
        #expect(store.currentState.destination == .rename(Rename.State(draft: "Bob")))
        #expect(host.dismissSheet() == .dismissed)
        await store.dispatchCommand(.dismissed)
        #expect(host.stack.sheet == nil)
    }

    @MainActor
    @Test func theHostTapsTheDestinationsAlert() throws {
        let alert = AlertState<Choice>(title: "Delete?", buttons: [ButtonState("Yes", command: .delete), ButtonState("No", role: .cancel)])
        let (_, host) = makeHost(.alert(alert))
        #expect(try host.tap("Yes") == .destination(.alert(.delete)))
        #expect(try host.tap("No") == .dismissed)
        #expect(host.dismissAlert() == .dismissed)
    }
}
