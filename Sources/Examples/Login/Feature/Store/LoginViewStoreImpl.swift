import Stateful

/// The login screen's store: the seed's `LoginViewStoreImpl`, on ``StoreCore``.
///
/// - `inputLoginId` / `inputPassword` change the State;
/// - `logIn` with both fields filled shows progress, logs in and fetches the
///   user ID through the ``AuthClient``, hides progress, then completes with
///   the user ID or presents the error. With either field empty it does
///   nothing. While a login is in flight, another `logIn` does nothing.
public final class LoginViewStoreImpl: LoginViewStore, CoreViewStore {
    public let core: StoreCore<LoginViewCommand, LoginViewAction, LoginViewEffect>
    private let authClient: AuthClient

    private enum Work: Hashable, Sendable {
        case logIn
    }

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - authClient: How to log in.
    ///   - initialState: The State the screen starts with; empty fields by default.
    public init(authClient: AuthClient, initialState: LoginViewState = .completed(.init())) {
        self.authClient = authClient
        core = StoreCore(initialState: initialState, errorEffect: { .presentError($0) })
    }

    public func handleCommand(
        _ command: LoginViewCommand,
        context: CommandContext<LoginViewAction, LoginViewEffect>
    ) async throws {
        switch command {
        case let .inputLoginId(loginId):
            context.dispatchAction(.loginIdInput(loginId))
        case let .inputPassword(password):
            context.dispatchAction(.passwordInput(password))
        case .logIn:
            try await core.exclusive(Work.logIn) {
                try await logIn(context)
            }
        }
    }

    private func logIn(_ context: CommandContext<LoginViewAction, LoginViewEffect>) async throws {
        guard case let .completed(content) = currentState,
              !content.loginId.isEmpty, !content.password.isEmpty
        else { return }
        context.dispatchEffect(.showProgress)
        let userId: String
        do {
            let tokens = try await authClient.logIn(content.loginId, content.password)
            userId = try await authClient.fetchUserId(tokens.accessToken)
        } catch {
            // The HUD goes away before the error is presented.
            context.dispatchEffect(.dismissProgress)
            throw error
        }
        // …and before the screen moves on.
        context.dispatchEffect(.dismissProgress)
        context.dispatchEffect(.complete(userId: userId))
    }
}
