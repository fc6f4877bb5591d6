import Foundation
import Stateful
import StatefulScript
import StatefulText
import Testing

/// A metronome: a Command that ticks once a second until cancelled, a
/// Command that ends at once, and a stream a backend line feeds.
private struct Metronome: ScreenLogic {
    struct State: Equatable, Sendable {
        var ticks = 0
        var pokes = 0
        var heard: [String] = []
        var laps: [[Int]] = [[0, 1], [2]]
    }

    enum Command: Sendable, Hashable, Decodable {
        case tick, poke, listen
    }

    enum Action: ViewAction {
        case ticked, poked, heard(String)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .ticked: state.ticks += 1
            case .poked: state.pokes += 1
            case .heard(let word): state.heard.append(word)
            }
            return state
        }
    }

    enum Effect: Sendable, Equatable {
        case poked(StackElementID, Where)
        case failed(String)
    }

    enum Where: Sendable, Equatable { case here, there(Int) }

    let words: AsyncStream<String>

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .tick:
            let clock = Dependencies.current.clock
            while true {
                try await clock.sleep(for: .seconds(1))
                context.dispatchAction(.ticked)
            }
        case .poke:
            context.dispatchAction(.poked)
            context.dispatchEffect(.poked(3, .there(7)))
        case .listen:
            for await word in words {
                context.dispatchAction(.heard(word))
            }
        }
    }
}

@MainActor
private struct MetronomeFeature: ScriptableFeature {
    let name = "metronome"
    let summary = "ticks in the background"

    enum Backend: Sendable, Decodable { case say(String) }

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<ScreenStore<Metronome>, Backend> {
        let (words, continuation) = AsyncStream<String>.makeStream()
        let store = ScreenStore(Metronome(words: words), initialState: .init(), errorEffect: { .failed("\($0)") })
        let host = ScreenHost(store: store, screen: { state in Screen("Metronome") { Text("\(state.ticks) ticks") } }, effects: { _ in .none })
        return ScriptSession(store: store, host: host) { setting in
            switch setting {
            case .say(let word): continuation.yield(word)
            }
        }
    }
}

@MainActor
@Suite struct BackgroundWorkFlowTests {
    @Test func advanceWakesWorkAtEveryDeadlineWithinTheDuration() async throws {
        let run = try await FlowRun.run("""
            start tick
            advance 3s
            expect state ticks == 3
            advance 1500ms
            expect state ticks == 4
            advance 500ms
            expect state ticks == 5
            """, feature: MetronomeFeature(), path: "Flows/advance.flow")
        #expect(run.failures.map(\.message) == [])
    }

    @Test func aSentCommandWaitsForItsOwnWorkWhileStartedWorkGoesOn() async throws {
        let run = try await FlowRun.run("""
            start tick
            advance 2s
            poke
            expect state pokes == 1
            expect state ticks == 2
            """, feature: MetronomeFeature(), path: "Flows/poke.flow")
        #expect(run.failures.map(\.message) == [], "poke did not run the ticking to its end")
        #expect(run.transcript.contains("> poke\n  (while tick is running)"))
    }

    @Test func aBackendLineLetsTheWorkItWakesRun() async throws {
        let run = try await FlowRun.run("""
            start listen
            backend say("one")
            expect state heard == ["one"]
            backend say("two")
            expect state heard == ["one", "two"]
            """, feature: MetronomeFeature(), path: "Flows/listen.flow")
        #expect(run.failures.map(\.message) == [])
    }

    @Test func anExpectedEffectMayWriteNestedCasesWithoutDotsAndAnIdAsItsNumber() async throws {
        let run = try await FlowRun.run("""
            poke
            expect effect poked(3, there(7))
            poke
            expect effect poked(3, here)
            """, feature: MetronomeFeature(), path: "Flows/effects.flow")
        #expect(run.failures.map(\.message) == ["expected effect poked(3, here), got poked(3, .there(7))"])
    }

    @Test func aStatePathReadsElementsOfArraysByPosition() async throws {
        let run = try await FlowRun.run("""
            expect state laps[0][1] == 1
            expect state laps[1] == [2]
            expect state laps[2] == [2]
            expect state ticks[0] == 1
            """, feature: MetronomeFeature(), path: "Flows/paths.flow")
        #expect(run.failures.map(\.message) == [
            "there is no element `[2]`; there are: [0], [1]",
            "cannot read `[0]`: `Int` is not an array or a stack",
        ])
    }

    @Test(arguments: [
        ("expect state laps[", "1:19: error: expected a position or stack id, such as `[0]`, `[at: 0]` or `[id: 3]`, found the end of the line"),
        ("expect state laps[x]", "1:19: error: expected a position or stack id, such as `[0]`, `[at: 0]` or `[id: 3]`, found"),
        ("expect state laps[0 == 1", "1:21: error: expected `]`, found"),  // the user's own number is shown, not masked
    ])
    func aMalformedSubscriptIsALocatedError(line: String, headline: String) throws {
        do {
            _ = try FlowRun.parse(line, for: MetronomeFeature(), path: "bad.flow")
            Issue.record("`\(line)` parsed")
        } catch {
            #expect(String(describing: error).contains("bad.flow:" + headline), "\(error)")
        }
    }
}
