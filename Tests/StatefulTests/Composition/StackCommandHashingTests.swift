import Stateful
import Testing

/// A stack Command is `Hashable` when its element's Commands are, even when
/// the element's States are only `Equatable` (a State holding a shared value,
/// say): a control can carry it.
@Suite struct StackCommandHashingTests {
    /// A pushed screen whose State is Equatable, not Hashable.
    struct Note: ScreenLogic {
        struct State: Equatable, Sendable { var text = "" }
        enum Command: Sendable, Hashable { case edit(String) }
        enum Action: ViewAction, Equatable {
            case edited(String)
            static func transform(_ state: State, action: Action) -> State { State(text: "") }
        }
        func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {}
    }

    enum Path: PathElement, Equatable, Sendable {
        case note(Note.State)
        enum Command: Sendable, Hashable { case note(Note.Command) }
        enum Action: Sendable, Equatable { case note(Note.Action) }
        static var screens: [PathScreen<Path>] {
            [.screen(Note(), state: Self.note, command: Command.note, action: Action.note)]
        }
    }

    private func isHashable<T: Hashable>(_ value: T) -> Bool { true }

    @Test func equalCommandsHashEquallyAndAPushedStateIsStillCompared() {
        let commands: [StackCommand<Path>] = [
            .push(.note(Note.State(text: "a"))), .push(.note(Note.State(text: "b"))), .push(.note(Note.State(text: "a")), id: 3),
            .popFrom(id: 1), .popFrom(id: 2), .element(id: 1, command: .note(.edit("x"))), .element(id: 1, command: .note(.edit("y"))),
        ]
        #expect(isHashable(commands[0]))
        for (i, first) in commands.enumerated() {
            for (j, second) in commands.enumerated() {
                #expect((first == second) == (i == j), "\(first) and \(second)")
            }
            #expect(first.hashValue == commands[i].hashValue)
        }
        // Pushes that differ only in their State are unequal, though they hash alike.
        #expect(commands[0] != commands[1])
        #expect(commands[0].hashValue == commands[1].hashValue)
        #expect(Set(commands).count == commands.count)
    }
}
