import Stateful
import StatefulText
import Testing

/// A counter screen with an alert held in its State.
private struct Counter: ScreenLogic {
    struct State: Equatable, Sendable {
        var count = 0
        var isAsking = false
        var editing: String?
    }
    enum Command: Sendable, Hashable { case increment, reset, keep, stopEditing, rename(String) }
    enum Action: ViewAction {
        case added
        static func transform(_ state: State, action: Action) -> State {
            State(count: state.count + 1, isAsking: state.isAsking, editing: state.editing)
        }
    }
    enum Effect: Sendable {}
    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        context.dispatchAction(.added)
    }
}

/// A stack of counters and read-only notes, drawn from its registry.
private enum Path: Equatable, Sendable, DrawnPathElement {
    case counter(Counter.State)
    case note(String)

    enum Command: Sendable, Hashable { case counter(Counter.Command) }
    enum Action: Sendable { case counter(Counter.Action) }
    enum Effect: Sendable { case counter(Counter.Effect) }

    static var screens: [PathScreen<Path>] {
        [.screen(Counter(), state: Path.counter, command: Command.counter, action: Action.counter, effect: Effect.counter)]
    }

    static var drawings: [PathDrawing<Path, String>] {
        [
            .screen(state: Path.counter, command: Command.counter, dismissAlert: .keep, dismissSheet: .stopEditing) { counter, prefix in
                Screen("\(prefix) \(counter.count)") { Button("Add", command: Counter.Command.increment) }
            } alert: { counter, prefix in
                counter.isAsking
                    ? Alert(title: "\(prefix) reset?", message: "", buttons: [AlertButton("Reset", command: Counter.Command.reset)])
                    : nil
            } sheet: { counter, _ in
                counter.editing.map { name in Screen("Rename") { Button("Save", command: Counter.Command.rename(name)) } }
            },
            .screen(state: Path.note) { note, _ in Screen(note) { Text(note) } },
        ]
    }
}

private enum AppCommand: Sendable, Hashable {
    case path(StackElementID, Path.Command)
    case pop(StackElementID)
    case closeSheet
}

@Suite struct ScreenStackPathTests {
    private func stack(_ path: StackState<Path>) -> ScreenStack<AppCommand> {
        ScreenStack(
            root: Screen("Root") { Text("root") }, path: path, context: "Count",
            command: { .path($0, $1) }, back: { .pop($0) },
            sheet: Screen("Sheet") { Text("sheet") }, dismissSheet: .closeSheet)
    }

    @Test func everyElementIsDrawnByItsRegisteredScreenWithItsIdInItsCommands() {
        let drawn = stack([.counter(Counter.State(count: 2)), .note("Hello"), .counter(Counter.State(count: 5))])
        #expect(drawn.pushed.map(\.title) == ["Count 2", "Hello", "Count 5"])
        #expect(drawn.pushed[0].controls.first?.command?.fixedCommand as? AppCommand == .path(0, .counter(.increment)))
        #expect(drawn.pushed[2].controls.first?.command?.fixedCommand as? AppCommand == .path(2, .counter(.increment)))
        #expect(drawn.back == .pop(2))
        #expect(drawn.root.title == "Root")
        #expect(drawn.sheet?.title == "Sheet")
        #expect(drawn.dismissSheet == .closeSheet)
        #expect(drawn.alert == nil)
    }

    @Test func theTopElementsAlertIsDrawnWithItsCommandsAndDismissal() {
        let drawn = stack([.counter(Counter.State(count: 1, isAsking: true)), .counter(Counter.State(count: 3, isAsking: true))])
        #expect(drawn.alert?.title == "Count reset?")
        #expect(drawn.alert?.buttons.first?.command as? AppCommand == .path(1, .counter(.reset)))
        #expect(drawn.dismissAlert == .path(1, .counter(.keep)))
    }

    @Test func theTopElementsSheetReplacesTheStacksOwnWithItsCommandsAndDismissal() {
        let drawn = stack([.counter(Counter.State(editing: "a")), .counter(Counter.State(editing: "b"))])
        #expect(drawn.sheet?.title == "Rename")
        #expect(drawn.sheet?.controls.first?.command?.fixedCommand as? AppCommand == .path(1, .counter(.rename("b"))))
        #expect(drawn.dismissSheet == .path(1, .counter(.stopEditing)))
        let below = stack([.counter(Counter.State(editing: "a")), .note("Top")])
        #expect(below.sheet?.title == "Sheet")
        #expect(below.dismissSheet == .closeSheet)
    }

    @Test func anAlertBelowTheTopIsNotDrawnAndAnEmptyPathHasNoBackButton() {
        let below = stack([.counter(Counter.State(count: 1, isAsking: true)), .note("Top")])
        #expect(below.alert == nil)
        #expect(below.dismissAlert == nil)
        let empty = stack([])
        #expect(empty.pushed.isEmpty)
        #expect(empty.back == nil)
    }
}
