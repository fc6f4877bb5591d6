import Stateful
import StatefulSnapshot
import Testing

private struct Form: Sendable, Mutable, Redactable {
    static let redactedLabels: Set<String> = ["secret"]
    var name = ""
    var secret = ""
    var tags: [String] = []
}

private enum FormCommand: Sendable, Redactable {
    static let redactedLabels: Set<String> = ["setSecret", "holdSecret"]
    case setName(String)
    case setSecret(String)
    case addTags([String])
    case submit
    /// Waits until the store's gate opens.
    case hold
    /// Waits until the store's gate opens, carrying a secret.
    case holdSecret(String)
}

private enum FormAction: ViewAction, Sendable, Redactable {
    static let redactedLabels: Set<String> = ["secret"]
    case name(String)
    case secret(String)
    case tags([String])

    static func transform(_ state: Form, action: FormAction) -> Form {
        switch action {
        case .name(let name): state.mutate(keyPath: \.name, value: name)
        case .secret(let secret): state.mutate(keyPath: \.secret, value: secret)
        case .tags(let tags): state.mutate(keyPath: \.tags, value: state.tags + tags)
        }
    }
}

private enum FormEffect: Sendable {
    case toast(String)
    case error(any Error)
}

private enum SubmitError: Error { case rejected(code: Int) }

@MainActor
private final class FormStore: CoreViewStore {
    typealias State = Form
    typealias Command = FormCommand
    typealias Effect = FormEffect

    let core = StoreCore<FormCommand, FormAction, FormEffect>(initialState: Form(), errorEffect: { .error($0) })
    /// The Commands waiting in `.hold` or `.holdSecret`, resumed by `openGate()`.
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func openGate() {
        let resumed = waiting
        waiting = []
        resumed.forEach { $0.resume() }
    }

    func handleCommand(_ command: FormCommand, context: CommandContext<FormAction, FormEffect>) async throws {
        switch command {
        case .setName(let name): context.dispatchAction(.name(name))
        case .setSecret(let secret): context.dispatchAction(.secret(secret))
        case .addTags(let tags): context.dispatchAction(.tags(tags))
        case .submit:
            context.dispatchEffect(.toast("sending"))
            throw SubmitError.rejected(code: 7)
        case .hold, .holdSecret:
            await withCheckedContinuation { waiting.append($0) }
        }
    }
}

@MainActor
@Suite struct TranscriptRecorderTests {
    @Test func recordsCommandsActionsEffectsAndFailures() async {
        let store = FormStore()
        let recorder = TranscriptRecorder(store: store)
        await store.dispatchCommand(.setName("Ann"))
        await store.dispatchCommand(.setSecret("hunter2"))
        await store.dispatchCommand(.submit)
        #expect(recorder.transcript.text == """
            state Form(name: "", secret: "", tags: [])
            > setName("Ann")
              action name("Ann")
                  Form(
                -   name: ""
                +   name: "Ann"
                    ... (2 unchanged)
                  )
            > setSecret("********")
              action secret("********")
                  Form(
                    ... (1 unchanged)
                -   secret: ""
                +   secret: "********"
                    ... (1 unchanged)
                  )
            > submit
              effect toast("sending")
              effect error(SubmitError.rejected(code: 7))
              failed SubmitError.rejected(code: 7)

            """)
        #expect(!recorder.transcript.text.contains("hunter2"))
    }

    @Test func longCommandsContinueOnIndentedLines() async {
        let store = FormStore()
        let recorder = TranscriptRecorder(store: store)
        let tags = ["first-long-tag-name", "second-long-tag-name", "third"]
        await store.dispatchCommand(.addTags(tags))
        #expect(recorder.transcript.text == """
            state Form(name: "", secret: "", tags: [])
            > addTags(
                ["first-long-tag-name", "second-long-tag-name", "third"]
              )
              action tags(
                ["first-long-tag-name", "second-long-tag-name", "third"]
              )
                  Form(
                    ... (2 unchanged)
                    tags: [
                +     "first-long-tag-name"
                +     "second-long-tag-name"
                +     "third"
                    ]
                  )

            """)
    }

    @Test func eventsOutsideAnyCommandGetTheirOwnBlock() async {
        let store = FormStore()
        let recorder = TranscriptRecorder(store: store)
        store.core.dispatchAction(.name("Bo"))
        store.core.dispatchEffect(.toast("hi"))
        await store.dispatchCommand(.setName("Bo"))
        #expect(recorder.transcript.text == """
            state Form(name: "", secret: "", tags: [])
            > (no command)
              action name("Bo")
                  Form(
                -   name: ""
                +   name: "Bo"
                    ... (2 unchanged)
                  )
              effect toast("hi")
            > setName("Bo")
              action name("Bo") (no visible change)

            """)
    }

    @Test func aCommandArrivingWhileOthersRunNamesThemAsTheirBlocksDo() async {
        let store = FormStore()
        let recorder = TranscriptRecorder(store: store)
        store.send(.holdSecret("hunter2"))
        store.send(.hold)
        await store.dispatchCommand(.setName("A"))
        store.openGate()
        await store.core.waitUntilIdle()
        #expect(recorder.transcript.text == """
            state Form(name: "", secret: "", tags: [])
            > holdSecret("********")
            > hold
              (while holdSecret("********") is running)
            > setName("A")
              (while holdSecret("********") and hold are running)
              action name("A")
                  Form(
                -   name: ""
                +   name: "A"
                    ... (2 unchanged)
                  )

            """)
        #expect(!recorder.transcript.text.contains("hunter2"))
    }

    @Test func stoppingEndsTheRecording() async {
        let store = FormStore()
        let recorder = TranscriptRecorder(store: store)
        await store.dispatchCommand(.setName("A"))
        recorder.stop()
        await store.dispatchCommand(.setName("B"))
        #expect(recorder.transcript.blocks.count == 1)
        #expect(recorder.transcript.blocks[0].outcome == .completed)
    }

    @Test func theInitialStateIsTheStateWhenRecordingStarts() async {
        let store = FormStore()
        await store.dispatchCommand(.setName("A"))
        let recorder = TranscriptRecorder(core: store.core)
        #expect(recorder.transcript.text == "state Form(name: \"A\", secret: \"\", tags: [])\n")
    }

    @Test func aTranscriptCanBeBuiltAndWrittenByHand() {
        let transcript = Transcript(
            initialState: .leaf("0"),
            blocks: [
                .init(commandID: CommandID(rawValue: 1), command: .leaf(".tap"), steps: [.effect(.leaf(".beep"))], outcome: .cancelled),
                .init(commandID: CommandID(rawValue: 2), command: .leaf(".tap"), runningAtStart: [CommandID(rawValue: 1)], outcome: .ignored),
            ])
        #expect(transcript.text == """
            state 0
            > tap
              effect beep
              cancelled
            > tap
              (while #1 is running)
              ignored: #1 is running

            """)
    }
}
