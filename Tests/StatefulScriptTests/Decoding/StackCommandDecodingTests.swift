import Foundation
import Stateful
import StatefulScript
import Testing

/// A stack routed with `StackCommand`, as Many Screens teaches, whose root
/// Command a flow writes.
private enum NotePath: Hashable, Sendable, PathElement {
    case note(NoteScreen.State)

    enum Command: Sendable, Hashable, Decodable { case note(NoteScreen.Command) }
    enum Action: Sendable { case note(NoteScreen.Action) }
    enum Effect: Sendable { case note(Never) }

    static var screens: [PathScreen<NotePath>] {
        [.screen(NoteScreen(), state: Self.note, command: Command.note, action: Action.note, effect: Effect.note)]
    }
}

/// The same element, with a `Decodable` State, so that `push` decodes too.
private enum DecodableNotePath: Equatable, Sendable, Decodable, PathElement {
    case note(NoteScreen.State)

    enum Command: Sendable, Hashable, Decodable { case note(NoteScreen.Command) }
    enum Action: Sendable { case note(NoteScreen.Action) }
    enum Effect: Sendable { case note(Never) }

    static var screens: [PathScreen<DecodableNotePath>] {
        [.screen(NoteScreen(), state: Self.note, command: Command.note, action: Action.note, effect: Effect.note)]
    }
}

private struct NoteScreen: ScreenLogic {
    struct State: Hashable, Sendable, Decodable { var text = "" }
    enum Command: Sendable, Hashable, Decodable { case edit(String) }
    enum Action: ViewAction {
        case edited(String)
        static func transform(_ state: State, action: Action) -> State { State(text: "\(action)") }
    }
    func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {}
}

private enum RootCommand: Sendable, Hashable, Decodable { case path(StackCommand<NotePath>) }
private enum DecodableRootCommand: Sendable, Equatable, Decodable { case path(StackCommand<DecodableNotePath>) }

@Suite struct StackCommandDecodingTests {
    private func start<Command: Decodable & Sendable>(_ type: Command.Type, _ text: String) throws -> Command {
        var parser = FlowScriptParser<Command, NoBackend>()
        let script = try parser.parse(source: "start \(text)\n", path: "stack.flow", directory: FileManager.default.temporaryDirectory)
        guard case .start(let command, _) = try #require(script.steps.first).statement else {
            Issue.record("`start` did not parse as a start step")
            throw CancellationError()
        }
        return command
    }

    @Test func aFlowWritesAnElementsCommandAndAPop() throws {
        #expect(try start(RootCommand.self, "path(element(id: 1, command: note(edit(\"hi\"))))")
            == .path(.element(id: 1, command: .note(.edit("hi")))))
        #expect(try start(RootCommand.self, "path(popFrom(id: 2))") == .path(.popFrom(id: 2)))
    }

    @Test func aPushDecodesWhenTheElementIsDecodable() throws {
        #expect(try start(DecodableRootCommand.self, "path(push(note(NoteScreen.State(text: \"x\")), id: 4))")
            == .path(.push(.note(NoteScreen.State(text: "x")), id: 4)))
        #expect(try start(DecodableRootCommand.self, "path(push(note(NoteScreen.State(text: \"x\"))))")
            == .path(.push(.note(NoteScreen.State(text: "x")))))
    }

    @Test func aPushOfAnElementThatIsNotDecodableIsAnErrorThatSaysWhy() {
        #expect {
            _ = try start(RootCommand.self, "path(push(note(NoteScreen.State(text: \"x\"))))")
        } throws: { error in
            "\(error)".contains("NotePath is not Decodable, so its screens cannot be pushed by name; tap what pushes them")
        }
    }
}
