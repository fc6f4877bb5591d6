import Stateful
import StatefulSnapshot
import Testing

// A shared value a Command's work changes itself (`withLock`), with no
// Action, gets a `shared changed` line in that Command's block: before the
// Effect that follows it, or before the Command ends. A change followed by
// an Action stays in that Action's diff, as any change the Action shows.

private struct Basket: Sendable, Equatable {
    var items: [String] = []
}

private struct Shop: Sendable {
    @Shared var basket: Basket
    var note = ""
}

private enum ShopCommand: Sendable {
    /// Adds an item to the shared basket, and nothing else.
    case add(String)
    /// Adds an item, then announces it.
    case addAndAnnounce(String)
    /// Adds an item, then writes a note.
    case addAndNote(String)
}

private enum ShopAction: ViewAction, Sendable {
    case note(String)

    static func transform(_ state: Shop, action: ShopAction) -> Shop {
        var state = state
        switch action {
        case .note(let note): state.note = note
        }
        return state
    }
}

private enum ShopEffect: Sendable {
    case added(String)
}

@MainActor
private final class ShopStore: CoreViewStore {
    typealias State = Shop
    typealias Command = ShopCommand
    typealias Effect = ShopEffect

    let core: StoreCore<ShopCommand, ShopAction, ShopEffect>

    init(basket: Shared<Basket>) {
        core = StoreCore(initialState: Shop(basket: basket), errorEffect: { _ in .added("error") })
    }

    func handleCommand(_ command: ShopCommand, context: CommandContext<ShopAction, ShopEffect>) async throws {
        switch command {
        case .add(let item):
            currentState.$basket.withLock { $0.items.append(item) }
        case .addAndAnnounce(let item):
            currentState.$basket.withLock { $0.items.append(item) }
            context.dispatchEffect(.added(item))
        case .addAndNote(let item):
            currentState.$basket.withLock { $0.items.append(item) }
            context.dispatchAction(.note("added " + item))
        }
    }
}

@MainActor
@Suite struct SharedChangeTranscriptTests {
    @Test func aSharedChangeWithNoActionIsWrittenInTheBlockOfTheCommandThatMadeIt() async {
        let store = ShopStore(basket: Shared(value: Basket()))
        let recorder = TranscriptRecorder(store: store)
        await store.dispatchCommand(.add("tea"))
        await store.dispatchCommand(.addAndAnnounce("jam"))
        #expect(recorder.transcript.text == """
            state Shop(basket: @Shared(#1) Basket(items: []), note: "")
            > add("tea")
              shared changed
                  Shop(
                    basket: @Shared(#1) Basket(
                      items: [
                +       "tea"
                      ]
                    )
                    ... (1 unchanged)
                  )
            > addAndAnnounce("jam")
              shared changed
                  Shop(
                    basket: @Shared(#1) Basket(
                      items: [
                        ... (1 unchanged)
                +       "jam"
                      ]
                    )
                    ... (1 unchanged)
                  )
              effect added("jam")

            """)
    }

    @Test func aSharedChangeFollowedByAnActionIsInThatActionsDiff() async {
        let store = ShopStore(basket: Shared(value: Basket()))
        let recorder = TranscriptRecorder(store: store)
        await store.dispatchCommand(.addAndNote("tea"))
        let text = recorder.transcript.text
        #expect(!text.contains("shared changed"), "\(text)")
        #expect(text.contains("+       \"tea\""), "\(text)")
        #expect(text.contains("+   note: \"added tea\""), "\(text)")
    }

    @Test func aChangeMadeOutsideTheStoreIsWrittenWhenTheNextCommandStarts() async {
        let basket = Shared(value: Basket())
        let store = ShopStore(basket: basket)
        let recorder = TranscriptRecorder(store: store)
        basket.withLock { $0.items = ["bread"] }
        await store.dispatchCommand(.addAndNote("tea"))
        let blocks = recorder.transcript.blocks
        #expect(blocks.count == 2)
        #expect(blocks.first?.command == nil)
        guard case .sharedChanged(let diff)? = blocks.first?.steps.first else {
            Issue.record("the first block is \(String(describing: blocks.first))")
            return
        }
        #expect(diff.contains("+       \"bread\""))
    }
}
