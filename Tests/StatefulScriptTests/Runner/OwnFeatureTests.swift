import Foundation
import Stateful
import StatefulScript
import StatefulText
import Testing

// A feature of its own, scripted with no per-command code: the script layer
// (parser and runner) on its own, without the command-line tool.

struct Counter: Sendable, Equatable, Mutable {
    var count = 0
    var note = ""
}

enum CounterCommand: Sendable, Decodable {
    case increment
    case add(Int)
    case annotate(note: String)
    case fail
}

enum CounterAction: Sendable, ViewAction {
    case set(Int)
    case note(String)

    static func transform(_ state: Counter, action: CounterAction) -> Counter {
        switch action {
        case .set(let count): state.mutate(keyPath: \.count, value: count)
        case .note(let note): state.mutate(keyPath: \.note, value: note)
        }
    }
}

enum CounterEffect: Sendable {
    case alert(String)
}

@MainActor
final class CounterStore: CoreViewStore {
    typealias State = Counter
    typealias Command = CounterCommand
    typealias Effect = CounterEffect
    typealias Action = CounterAction

    let core = StoreCore<CounterCommand, CounterAction, CounterEffect>(
        initialState: Counter(), errorEffect: { .alert("\($0)") })

    func handleCommand(_ command: CounterCommand, context: CommandContext<CounterAction, CounterEffect>) async throws {
        switch command {
        case .increment: context.dispatchAction(.set(currentState.count + 1))
        case .add(let amount): context.dispatchAction(.set(currentState.count + amount))
        case .annotate(let note): context.dispatchAction(.note(note))
        case .fail: throw CounterFailure.tooHigh
        }
    }
}

enum CounterFailure: Error { case tooHigh }

struct CounterScreen {
    var state: Counter
    var screen: Screen {
        Screen("Counter") {
            Text("Count: \(state.count)")
            if !state.note.isEmpty { Text(state.note) }
        }
    }
}

struct CounterFeature: ScriptableFeature {
    let name = "counter"
    let summary = "the counter screen"
    func makeSession(_ context: ScriptContext) throws -> ScriptSession<CounterStore, NoBackend> {
        let store = CounterStore()
        let host = ScreenHost(store: store, screen: { CounterScreen(state: $0).screen }, effects: { _ in .none })
        return ScriptSession(store: store, host: host)
    }
}

@MainActor
@Suite struct OwnFeatureTests {
    private func parse(_ flow: String) throws(FlowScriptError) -> FlowScript<CounterCommand, NoBackend> {
        try FlowRun.parse(flow, for: CounterFeature(), path: "counter.flow")
    }

    private func run(_ flow: String) async throws -> FlowRun {
        try await FlowRun.run(flow, feature: CounterFeature(), path: "counter.flow")
    }

    @Test func commandsDecodeWithNoPerCommandCode() async throws {
        let run = try await run("""
            increment
            add(41)
            annotate(note: "the answer")
            expect state count == 42
            expect state note == "the answer"
            expect screen contains "Count: 42"
            """)
        #expect(run.failures.isEmpty, "\(run.failures)")
        #expect(run.transcript.contains("> add(41)"))
        #expect(run.screen.contains("| the answer"))
    }

    @Test func aThrownErrorBecomesTheFeaturesErrorEffect() async throws {
        let run = try await run("""
            fail
            expect effect alert
            expect no effect
            """)
        #expect(run.failures.isEmpty, "\(run.failures)")
        #expect(run.transcript.contains("  failed CounterFailure.tooHigh"))
    }

    @Test func aMisspeltCommandOfThisFeatureGetsASuggestion() throws {
        #expect {
            try parse("incremnt\n")
        } throws: { error in
            (error as? FlowScriptError)?.description.contains(
                "counter.flow:1:1: error: unknown case `incremnt` of `CounterCommand`; did you mean `increment`?") == true
        }
    }

    @Test func backendLinesAreAScriptErrorWhenTheFeatureHasNoBackend() throws {
        #expect {
            try parse("increment\nbackend latency(1s)\n")
        } throws: { error in
            (error as? FlowScriptError)?.description.contains(
                "counter.flow:2:1: error: this feature has no scriptable backend") == true
        }
    }

    @Test func aFailedExpectationDoesNotStopTheFlow() async throws {
        let run = try await run("""
            expect state count == 1
            increment
            expect state count == 5
            expect screen contains "Count: 9"
            increment
            expect state count == 2
            """)
        #expect(run.failures.map(\.location.line) == [1, 3, 4])
        #expect(run.failures[0].message == "expected state count == 1, found 0")
        // The steps after the failures ran: the count reached 2.
        #expect(run.screen.contains("Count: 2"))
    }

    @Test func aScreenDrawnAgainShowsWhatChangedAndMasksSecretsAddedSince() async throws {
        let session = try FlowSession(feature: CounterFeature(), name: "counter", settings: FlowSettings())
        for step in try parse("annotate(note: \"open-sesame\")\n").flattenedSteps {
            #expect(await session.execute(step).failure == nil)
        }
        #expect(try session.screen().contains("open-sesame"))
        #expect(session.outline.contains("open-sesame"))
        // Unchanged: the same text again.
        #expect(try session.screen() == session.screen())

        var secrets = SecretMasker()
        secrets.add("open-sesame")
        session.addSecrets(secrets)
        #expect(!(try session.screen()).contains("open-sesame"))
        #expect(try session.screen().contains("| ********"))
        #expect(!session.outline.contains("open-sesame"))

        for step in try parse("increment\n").flattenedSteps {
            #expect(await session.execute(step).failure == nil)
        }
        #expect(try session.screen().contains("Count: 1"))
        #expect(try session.screen(width: .regular).contains("Count: 1"))
        #expect(try session.screen(width: .regular) != session.screen(width: .compact))
        await session.finish()
    }
}
