import StatefulExampleLogin
import Stateful
import StatefulInternalTestSupport

/// An AuthClient whose `logIn` waits on a gate, to catch a login mid-flight.
final class GatedAuth: Sendable {
    let gate = Gate()
    let server: InMemoryAuthServer
    /// Yields once each time a login reaches the gate.
    let reached = PublishRelay<Void>()

    init(server: InMemoryAuthServer = InMemoryAuthServer()) {
        self.server = server
    }

    var client: AuthClient {
        let inner = server.client
        return AuthClient(
            logIn: { [self] loginId, password in
                reached.accept(())
                try await gate.wait()
                return try await inner.logIn(loginId, password)
            },
            fetchUserId: inner.fetchUserId)
    }
}

/// The events of a login store, as short readable lines.
@MainActor
final class LoginEventLog {
    private(set) var lines: [String] = []

    init(_ store: LoginViewStoreImpl) {
        store.core.observe { [weak self] event in
            switch event {
            case let .commandStarted(_, command): self?.lines.append("> \(command)")
            case let .action(action, _, _, _): self?.lines.append("action \(action)")
            case let .effect(effect, _): self?.lines.append("effect \(Self.describe(effect))")
            case let .commandFinished(_, outcome): self?.lines.append("< \(outcome)")
            }
        }
    }

    var effects: [String] {
        lines.filter { $0.hasPrefix("effect ") }.map { String($0.dropFirst("effect ".count)) }
    }

    static func describe(_ effect: LoginViewEffect) -> String {
        switch effect {
        case .showProgress: "showProgress"
        case .dismissProgress: "dismissProgress"
        case .presentError(let error): "presentError(\(error))"
        case .complete(let userId): "complete(\(userId))"
        }
    }
}

@MainActor
func fill(_ store: some LoginViewStore, loginId: String = "login-test@example.com", password: String = "testpass") async {
    await store.dispatchCommand(.inputLoginId(loginId))
    await store.dispatchCommand(.inputPassword(password))
}
