import Foundation
import Stateful
import StatefulScript
import StatefulText
import Synchronization
import Testing

// The README's "script your own features" example, compiled and run: a
// feature that is not the login screen, scriptable with no per-command code.

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
    func makeSession(_ context: ScriptContext) throws -> ScriptSession<CounterStore> {
        let store = CounterStore()
        let host = ScreenHost(store: store, screen: { CounterScreen(state: $0).screen }, effects: { _ in .none })
        return ScriptSession(store: store, host: host)
    }
}

/// Both output streams of a tool run, collected.
private final class Streams: Sendable {
    private let text = Mutex((standard: "", error: ""))
    var output: ToolOutput {
        ToolOutput(standard: { line in self.text.withLock { $0.standard += line } },
                   error: { line in self.text.withLock { $0.error += line } })
    }
    var standard: String { text.withLock { $0.standard } }
    var error: String { text.withLock { $0.error } }
}

@MainActor
@Suite struct OwnFeatureTests {
    private func run(_ flow: String, _ arguments: [String] = []) async throws -> (status: Int32, streams: Streams) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("own-feature-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("// package\n".utf8).write(to: directory.appendingPathComponent("Package.swift"))
        try Data(flow.utf8).write(to: directory.appendingPathComponent("counter.flow"))
        let streams = Streams()
        let status = await StatefulTool(features: [CounterFeature()]).run(
            arguments: ["run", "counter.flow", "--show", "transcript"] + arguments, environment: [:],
            currentDirectory: directory, input: .lines([]), output: streams.output)
        return (status, streams)
    }

    @Test func commandsDecodeWithNoPerCommandCode() async throws {
        let (status, streams) = try await run("""
            increment
            add(41)
            annotate(note: "the answer")
            expect state count == 42
            expect state note == "the answer"
            expect screen contains "Count: 42"
            """)
        #expect(status == 0, "\(streams.error)")
        #expect(streams.standard.contains("> add(41)"))
        #expect(streams.standard.hasSuffix("ok: counter.flow (6 steps)\nflows: 1 passed, 0 failed\n"))
    }

    @Test func aThrownErrorBecomesTheFeaturesErrorEffect() async throws {
        let (status, streams) = try await run("""
            fail
            expect effect alert
            expect no effect
            """)
        #expect(status == 0, "\(streams.error)")
        #expect(streams.standard.contains("  failed CounterFailure.tooHigh"))
    }

    @Test func aMisspeltCommandOfThisFeatureGetsASuggestion() async throws {
        let (status, streams) = try await run("incremnt\n")
        #expect(status == 2)
        #expect(streams.error.contains("unknown case `incremnt` of `CounterCommand`; did you mean `increment`?"))
    }

    @Test func backendStatementsAreRefusedWhenTheFeatureHasNone() async throws {
        let (status, streams) = try await run("backend latency 1s\n")
        #expect(status == 1)
        #expect(streams.error.contains("cannot configure the backend: this feature has no configurable backend"))
    }
}
