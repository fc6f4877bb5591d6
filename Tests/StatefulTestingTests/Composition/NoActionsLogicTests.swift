import Stateful
import StatefulTesting
import Testing

/// A screen that changes no State declares no Action type: it sends Effects.
private struct ShareButton: ScreenLogic {
    struct State: Equatable, Sendable { var link = "https://example.com/a1" }
    enum Command: Sendable { case shareTapped }
    enum Effect: Equatable, Sendable { case showShareSheet(String) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        context.dispatchEffect(.showShareSheet(context.state.link))
    }
}

/// A parent that shows the button as a child, forwarding to it.
private struct Article: ScreenLogic {
    struct State: Equatable, Sendable {
        var title = "Shared state"
        var share = ShareButton.State()
    }
    enum Command: Sendable { case share(ShareButton.Command) }
    enum Action: ViewAction, Equatable {
        case share(NoActions<ShareButton.State>)
        static func transform(_ state: State, action: Action) -> State { state }
    }
    enum Effect: Equatable, Sendable { case share(ShareButton.Effect) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .share(let command):
            try await context.forward(command, to: ShareButton(), state: \.share, action: Action.share) { effect, context in
                context.dispatchEffect(.share(effect))
            }
        }
    }
}

@MainActor
@Suite struct NoActionsLogicTests {
    @Test func aLogicWithoutActionsHasNoActionsAsItsAction() async {
        #expect(ShareButton.Action.self == NoActions<ShareButton.State>.self)
        let store = TestStore(ShareButton(), initialState: ShareButton.State())
        await store.send(.shareTapped)
        await store.receive(.showShareSheet("https://example.com/a1"))
        await store.finish()
    }

    @Test func aChildWithoutActionsIsForwardedTo() async {
        let store = TestStore(Article(), initialState: Article.State())
        await store.send(.share(.shareTapped))
        await store.receive(.share(.showShareSheet("https://example.com/a1")))
        await store.finish()
    }
}
