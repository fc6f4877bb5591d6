import LoginFeature
import Stateful

/// Runs the bundled login flow against the in-memory backend and prints what happened.
@MainActor
func runLoginFlow() async {
    let server = InMemoryAuthServer()
    let store = LoginViewStoreImpl(authClient: server.client)
    store.core.observe { event in
        switch event {
        case let .commandStarted(_, command): print("> \(command)")
        case let .action(action, _, after, _): print("  action \(action) -> \(after.content.map(String.init(describing:)) ?? "\(after)")")
        case let .effect(effect, _): print("  effect \(effect)")
        case let .commandFinished(_, outcome) where outcome.isFailureOrIgnored: print("  (\(outcome))")
        case .commandFinished: break
        }
    }
    await store.dispatchCommand(.inputLoginId(InMemoryAuthServer.Account.demo.loginId))
    await store.dispatchCommand(.inputPassword(InMemoryAuthServer.Account.demo.password))
    await store.dispatchCommand(.logIn)
}

extension CommandOutcome {
    fileprivate var isFailureOrIgnored: Bool {
        if case .completed = self { return false }
        return true
    }
}

await runLoginFlow()
