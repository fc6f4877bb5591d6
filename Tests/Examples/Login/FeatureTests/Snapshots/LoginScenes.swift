import StatefulExampleLogin
import Stateful
import StatefulText

/// The login screens worth recording, each reached the way the app reaches it:
/// through the store, and the host's Effect mapping.
enum LoginScene: String, CaseIterable {
    case empty, filled, loggingIn, error, home

    /// What the host shows in this scene.
    @MainActor
    func presented(labels: LoginLabels) async -> PresentedScreen {
        let server = InMemoryAuthServer()
        let store = LoginViewStoreImpl(authClient: server.client)
        let host = ScreenHost(login: store, labels: labels)
        let observation = host.observe(store.core)
        defer { observation.cancel() }
        if self != .empty {
            await store.dispatchCommand(.inputLoginId("login-test@example.com"))
            await store.dispatchCommand(.inputPassword("testpass"))
        }
        switch self {
        case .empty, .filled:
            break
        case .loggingIn:
            // The login's first Effect, as the host receives it mid-flight.
            host.handle(.showProgress)
        case .error:
            server.setFailure(.wrongPassword, for: .logIn)
            await store.dispatchCommand(.logIn)
        case .home:
            await store.dispatchCommand(.logIn)
        }
        return host.presented
    }
}

/// The two widths every login screen is recorded at.
let loginWidths: [(name: String, width: ScreenWidth)] = [("compact", .compact), ("regular", .regular)]
