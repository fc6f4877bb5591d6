import Stateful
import Testing

/// A store of your own whose Commands change no State: its Action is
/// `NoActions<State>`, so it declares no enum of its own.
@MainActor
private final class ShareStore: CoreViewStore {
    struct State: Equatable, Sendable { var link = "https://example.com/a1" }
    enum Command: Sendable { case shareTapped }
    enum Effect: Equatable, Sendable { case showShareSheet(String), failed(String) }

    let core = StoreCore<Command, NoActions<State>, Effect>(
        initialState: State(), errorEffect: { .failed(String(describing: $0)) })

    func handleCommand(_ command: Command, context: CommandContext<NoActions<State>, Effect>) async throws {
        switch command {
        case .shareTapped: context.dispatchEffect(.showShareSheet(context.state.link))
        }
    }
}

@MainActor
@Suite struct NoActionsStoreTests {
    @Test func aStoreWithoutActionsSendsEffectsAndKeepsItsState() async {
        let store = ShareStore()
        var effects = store.effect.makeAsyncIterator()
        await store.dispatchCommand(.shareTapped)
        #expect(await effects.next() == .showShareSheet("https://example.com/a1"))
        #expect(store.currentState == ShareStore.State())
    }
}
