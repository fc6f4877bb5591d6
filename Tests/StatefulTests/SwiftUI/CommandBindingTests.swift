import Observation
import Stateful
import StatefulInternalTestSupport
import Testing

/// A form with two fields, each set by its own Command.
private struct Form: Sendable, Equatable {
    var name = ""
    var agreed = false
}

private enum FormAction: ViewAction, Sendable {
    case nameChanged(String)
    case agreedChanged(Bool)

    static func transform(_ state: Form, action: FormAction) -> Form {
        var state = state
        switch action {
        case .nameChanged(let name): state.name = name
        case .agreedChanged(let agreed): state.agreed = agreed
        }
        return state
    }
}

private enum FormCommand: Sendable, Equatable {
    case setName(String)
    case setAgreed(Bool)
}

@MainActor
private final class FormStore: CoreViewStore {
    typealias State = Form
    typealias Command = FormCommand
    typealias Effect = Never
    typealias Action = FormAction

    let core = StoreCore<FormCommand, FormAction, Never>(initialState: Form(), errorEffect: { fatalError("\($0)") })

    func handleCommand(_ command: FormCommand, context: CommandContext<FormAction, Never>) async throws {
        switch command {
        case .setName(let name): context.dispatchAction(.nameChanged(name))
        case .setAgreed(let agreed): context.dispatchAction(.agreedChanged(agreed))
        }
    }
}

@MainActor
@Suite struct CommandBindingTests {
    @Test func theValueIsDerivedFromTheStateNow() async {
        let store = FormStore()
        let name = store.binding(\.name, send: FormCommand.setName)
        let greeting = store.binding({ "Hello, \($0.name)" }, send: FormCommand.setName)
        #expect(name.value == "")
        await store.dispatchCommand(.setName("Ada"))
        #expect(name.value == "Ada")
        #expect(greeting.value == "Hello, Ada")
    }

    @Test func sendDispatchesTheCommandAndReturnsWhenItsWorkEnded() async {
        let store = FormStore()
        let agreed = store.binding(\.agreed, send: FormCommand.setAgreed)
        await agreed.send(true)
        #expect(agreed.value)
        #expect(store.currentState == Form(name: "", agreed: true))
    }

    @Test func setRunsTheCommandsFirstPartBeforeItReturnsAndTellsTheReaders() async {
        let store = FormStore()
        let name = store.binding(\.name, send: FormCommand.setName)
        await withCheckedContinuation { (changed: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                _ = name.value
            } onChange: {
                changed.resume()
            }
            name.set("Grace")
            // The Command's work started at once and dispatched before any
            // await: a view reading the value in the same turn draws it.
            #expect(name.value == "Grace")
        }
        #expect(store.core.runningCommandCount == 0)
    }

    @Test func aBindingMadeWithAnAsyncSenderOnlySendsFromANewTask() async {
        let store = FormStore()
        let name = CommandBinding(
            get: { store.currentState.name },
            send: { await store.dispatchCommand(.setName($0)) })
        await withCheckedContinuation { (changed: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                _ = name.value
            } onChange: {
                changed.resume()
            }
            name.set("Grace")
            // Nothing ran yet: the Command is sent on a later turn.
            #expect(name.value == "")
        }
        await store.core.waitUntilIdle()
        #expect(name.value == "Grace")
    }

    @Test func readingTheBindingTracksTheStateItIsDerivedFrom() async {
        let store = FormStore()
        let name = store.binding(\.name, send: FormCommand.setName)
        let reads = ObservedReads { name.value }
        await name.send("Ada")
        #expect(reads.changeCount == 1)
        reads.readAgain()
        #expect(reads.value == "Ada")
        await name.send("Ada")
        #expect(reads.changeCount == 1, "the same name again leaves the State equal")
    }

    @Test func aBindingToAFixedViewStoreRecordsTheCommand() async {
        let store = FixedViewStore<Form, FormCommand, Never>(state: Form(name: "Ada"))
        let name = store.binding(\.name, send: FormCommand.setName)
        await name.send("Grace")
        #expect(name.value == "Ada")
        #expect(store.receivedCommands == [.setName("Grace")])
    }

    @Test func aBindingMadeFromClosuresReadsAndWritesThroughThem() async {
        let field = Field()
        let binding = CommandBinding(get: { field.stored * 10 }, send: { field.written.append($0) })
        #expect(binding.value == 10)
        await binding.send(7)
        field.stored = 2
        #expect(binding.value == 20)
        #expect(field.written == [7])
    }
}

/// What a hand-made binding reads and writes.
@MainActor
private final class Field {
    var stored = 1
    var written: [Int] = []
}
