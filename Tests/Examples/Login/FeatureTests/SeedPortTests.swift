import StatefulExampleLogin
import Stateful
import StatefulInternalTestSupport
import Testing

// The seed write-up's SwiftUI-era `LoginViewStoreImpl`, ported to Stateful by
// the mechanical replacements only:
//   @Published var state      → BehaviorRelay + `state: AsyncStream`, reads via `currentState`
//   PassthroughSubject        → PublishRelay
//   AnyPublisher              → AsyncStream
//   requestService.response   → the injected AuthClient's two steps
// Its logic is the seed's, line for line — including `defer`, which emits
// `dismissProgress` after `complete` (LoginViewStoreImpl chooses the other order).

private final class SeedLoginViewStoreImpl: LoginViewStore {
    private let _state: BehaviorRelay<LoginViewState> = .init(value: .completed(.init()))
    private let _effect: PublishRelay<LoginViewEffect> = .init()

    // Middlewares
    private let authClient: AuthClient

    init(authClient: AuthClient) {
        self.authClient = authClient
    }
}

extension SeedLoginViewStoreImpl {
    var state: AsyncStream<LoginViewState> { _state.stream() }
    var effect: AsyncStream<LoginViewEffect> { _effect.stream() }
    var currentState: LoginViewState { _state.value }

    func dispatchCommand(_ command: LoginViewCommand) async {
        do {
            try await handleCommand(command)
        } catch {
            guard !Task.isCancelled else { return }
            dispatchEffect(.presentError(error))
        }
    }
}

private extension SeedLoginViewStoreImpl {
    func dispatchAction(_ action: LoginViewAction) {
        _state.accept(LoginViewAction.transform(currentState, action: action))
    }

    func dispatchEffect(_ effect: LoginViewEffect) {
        _effect.accept(effect)
    }

    func handleCommand(_ command: LoginViewCommand) async throws {
        switch command {
        case let .inputLoginId(loginId):
            dispatchAction(.loginIdInput(loginId))
        case let .inputPassword(password):
            dispatchAction(.passwordInput(password))
        case .logIn:
            try await logIn()
        }
    }
}

private extension SeedLoginViewStoreImpl {
    func logIn() async throws {
        guard case let .completed(content) = currentState else {
            assertionFailure("Invalid state")
            return
        }
        let loginId = content.loginId
        let password = content.password

        dispatchEffect(.showProgress)
        defer { dispatchEffect(.dismissProgress) }

        let res = try await authClient.logIn(loginId, password)
        let (accessToken, _) = (res.accessToken, res.refreshToken)
        let userId = try await authClient.fetchUserId(accessToken)
        dispatchEffect(.complete(userId: userId))
    }
}

@MainActor
@Suite struct SeedPortTests {
    @Test func theSeedsStoreRunsOnTheLibraryUnchanged() async {
        let store = SeedLoginViewStoreImpl(authClient: InMemoryAuthServer().client)
        var effects = store.effect.makeAsyncIterator()
        await fill(store)
        await store.dispatchCommand(.logIn)
        #expect(store.currentState.content?.loginId == "login-test@example.com")
        // The seed's `defer` order: complete, then dismissProgress.
        #expect(await collect(3, from: &effects) == [.showProgress, .complete(userId: "u-42"), .dismissProgress])
    }

    @Test func theSeedsStoreAndTheLibrarysStoreAreInterchangeableBehindTheProtocol() async {
        func loginId(after store: some LoginViewStore) async -> String? {
            await store.dispatchCommand(.inputLoginId("x"))
            return store.currentState.content?.loginId
        }
        #expect(await loginId(after: SeedLoginViewStoreImpl(authClient: .unimplemented)) == "x")
        #expect(await loginId(after: LoginViewStoreImpl(authClient: .unimplemented)) == "x")
    }
}
