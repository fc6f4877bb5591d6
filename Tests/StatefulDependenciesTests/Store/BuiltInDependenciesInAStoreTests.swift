import Foundation
import Stateful
import StatefulDependencies
import StatefulTesting
import Testing

/// A list of notes: adding one stamps it with a new id and the date.
private struct Notes: ScreenLogic {
    struct Note: Equatable, Sendable {
        var id: UUID
        var created: Date
    }
    struct State: Equatable, Sendable { var notes: [Note] = [] }
    enum Command: Sendable { case addTapped }
    enum Action: ViewAction {
        case added(Note)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .added(let note): state.notes.append(note)
            }
            return state
        }
    }
    enum Effect: Sendable {}

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .addTapped:
            let dependencies = Dependencies.current
            context.dispatchAction(.added(Note(id: dependencies.uuid(), created: dependencies.date.now)))
        }
    }
}

@MainActor
@Suite struct BuiltInDependenciesInAStoreTests {
    private let someDate = Date(timeIntervalSince1970: 1_234_567_890)

    @Test func aStoreMadeInWithTestDependenciesKeepsTheOverrides() async {
        let store = withTestDependencies {
            $0.uuid = .incrementing()
            $0.date = .constant(someDate)
        } operation: {
            TestStore(Notes(), initialState: Notes.State())
        }
        await store.send(.addTapped) { $0.notes = [Notes.Note(id: UUID(0), created: someDate)] }
        await store.send(.addTapped) { $0.notes.append(Notes.Note(id: UUID(1), created: someDate)) }
        await store.finish()
    }

    @Test func aStoreWhoseWorkMakesAUUIDWithoutAnOverrideFailsTheTest() async {
        let store = withTestDependencies {
            $0.date.now = someDate
        } operation: {
            TestStore(Notes(), initialState: Notes.State())
        }
        await withKnownIssue {
            await store.send(.addTapped) { $0.notes = [Notes.Note(id: UUID(0), created: someDate)] }
        } matching: { reportsUnimplemented("Dependencies.uuid")($0) }
        await store.finish()
    }
}
