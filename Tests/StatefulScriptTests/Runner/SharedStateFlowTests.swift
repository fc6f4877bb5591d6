import Stateful
import StatefulScript
import StatefulText
import Testing

/// A counter that keeps its count in a value saved through a key of its own
/// (as a file would be) and its taps in memory, both shared.
private struct SavedCounter: ScreenLogic {
    struct State: Equatable, Sendable {
        @Shared(SavedKey()) var count = 0
        @Shared(.inMemory("taps")) var taps = 0
    }
    enum Command: Sendable, Hashable, Decodable { case add, bumpInWork }
    enum Action: ViewAction {
        case added
        static func transform(_ state: State, action: Action) -> State {
            state.$count.withLock { $0 += 1 }
            state.$taps.withLock { $0 += 1 }
            return state
        }
    }
    func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
        switch command {
        case .add: context.dispatchAction(.added)
        case .bumpInWork: context.state.$taps.withLock { $0 += 10 }   // no Action
        }
    }
}

/// Saves to a box of the storage, which a relaunched storage keeps, as a
/// file strategy keeps its files.
private struct SavedKey: SharedKey {
    var id: String { "count" }
    var name: String { ".saved(\"count\")" }
    func load(from storage: SharedStorage) -> Int? { storage.resource(SavedBox.self) { _ in SavedBox() }.value.withLock { $0 } }
    func save(_ value: Int, to storage: SharedStorage) {
        storage.resource(SavedBox.self) { _ in SavedBox() }.value.withLock { $0 = value }
    }
}

private final class SavedBox: Sendable {
    let value = Protected<Int?>(nil)
}

@MainActor
private struct SavedCounterFeature: ScriptableFeature {
    let name = "saved-counter"
    let summary = "a count saved, and taps in memory"
    /// The storages the sessions were made with, for the test to look at.
    let storages = Protected<[SharedStorage]>([])

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<ScreenStore<SavedCounter>, NoBackend> {
        storages.withLock { $0.append(context.dependencies.sharedStorage) }
        let store = ScreenStore(SavedCounter(), initialState: SavedCounter.State())
        let host = ScreenHost(store: store) { state in
            Screen("Counter") { Text("Count \(state.count), taps \(state.taps)") }
        }
        return ScriptSession(store: store, host: host)
    }
}

/// A flow's shared values: in memory, its own, read by `expect state`, shown
/// once in the transcript, and after `relaunch` what was saved stays while
/// what was in memory goes.
@MainActor
@Suite struct SharedStateFlowTests {
    @Test func aRelaunchKeepsWhatWasSavedAndForgetsWhatWasInMemory() async throws {
        let feature = SavedCounterFeature()
        let run = try await FlowRun.run("""
            add
            add
            expect state count == 2
            expect state taps == 2
            relaunch
            expect state count == 2
            expect state taps == 0
            add
            expect screen contains "Count 3, taps 1"
            """, feature: feature, path: "Flows/saved.flow")
        #expect(run.failures.isEmpty, "\(run.failures)")
        let storages = feature.storages.withLock { $0 }
        #expect(storages.count == 2)
        #expect(storages.allSatisfy { $0.isInMemory }, "a flow never uses the app's storage")
        #expect(storages.count == 2 && !storages[0].isSame(as: storages[1]), "the relaunched app has a storage of its own")
    }

    @Test func theTranscriptShowsEachSharedChangeOnce() async throws {
        let run = try await FlowRun.run("add", feature: SavedCounterFeature(), path: "Flows/once.flow")
        #expect(run.failures.isEmpty)
        #expect(run.transcript.contains("""
            state SavedCounter.State(
              count: @Shared(.saved("count")) 0
              taps: @Shared(.inMemory("taps")) 0
            )
            > add
              action added
                  SavedCounter.State(
                -   count: @Shared(.saved("count")) 0
                +   count: @Shared(.saved("count")) 1
                -   taps: @Shared(.inMemory("taps")) 0
                +   taps: @Shared(.inMemory("taps")) 1
                  )
            """), "\(run.transcript)")
    }

    @Test func aSharedChangeMadeOutsideAnActionIsOnTheScreen() async throws {
        let run = try await FlowRun.run("""
            expect screen contains "Count 0, taps 0"
            bumpInWork
            expect screen contains "Count 0, taps 10"
            expect state taps == 10
            """, feature: SavedCounterFeature(), path: "Flows/outside.flow")
        #expect(run.failures.isEmpty, "\(run.failures)")
    }

    @Test func twoFlowsNeverShareValues() async throws {
        let first = try await FlowRun.run("add\nadd", feature: SavedCounterFeature(), path: "Flows/a.flow")
        let second = try await FlowRun.run("expect state count == 0", feature: SavedCounterFeature(), path: "Flows/b.flow")
        #expect(first.failures.isEmpty && second.failures.isEmpty, "\(second.failures)")
    }
}
