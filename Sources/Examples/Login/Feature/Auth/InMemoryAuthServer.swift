import Stateful


/// A login backend in memory, with configurable accounts, latency and
/// failures: the default backend of the `stateful` CLI, and a realistic
/// dependency for tests.
///
/// ```swift
/// let server = InMemoryAuthServer(accounts: [.init(loginId: "a@example.com", password: "pw", userId: "u-1")])
/// server.setFailure(.network, for: .logIn)
/// let store = LoginViewStoreImpl(authClient: server.client)
/// ```
///
/// Tokens are numbered in the order logins succeed (`access-1`, `refresh-1`,
/// …), so every run gives the same results.
public final class InMemoryAuthServer: Sendable {
    /// An account the server knows.
    public struct Account: Sendable, Hashable {
        /// The ID the user logs in with.
        public var loginId: String
        /// The account's password.
        public var password: String
        /// The user's ID, returned by ``AuthClient/fetchUserId``.
        public var userId: String

        /// Creates an account.
        public init(loginId: String, password: String, userId: String) {
            self.loginId = loginId
            self.password = password
            self.userId = userId
        }

        /// The account the bundled flows use: `login-test@example.com`,
        /// password `testpass`, user `u-42`.
        public static let demo = Account(
            loginId: "login-test@example.com", password: "testpass", userId: "u-42")
    }

    /// One of the server's two steps.
    public enum Endpoint: String, Sendable, Hashable, CaseIterable {
        /// ID and password → tokens.
        case logIn
        /// Access token → user ID.
        case fetchUserId
    }

    /// A failure the server can be told to produce.
    public enum Failure: Sendable, Hashable {
        /// Reject the credentials, whatever they are.
        case wrongPassword
        /// Fail as if the network were down.
        case network
        /// Answer with an HTTP error status.
        case server(status: Int)
    }

    private struct Storage {
        var accounts: [String: Account] = [:]
        var latency: Duration = .zero
        var failures: [Endpoint: Failure] = [:]
        var sessions: [String: String] = [:]  // access token → user ID
        var issuedTokens = 0
        var requests: [Endpoint: Int] = [:]
    }

    // Guards the accounts, settings and counters; held only briefly, never
    // across a suspension.
    private let storage: Protected<Storage>
    private let clock: any Clock<Duration>

    /// Creates a server.
    ///
    /// - Parameters:
    ///   - accounts: The accounts it knows; by default ``Account/demo``.
    ///   - latency: How long each step takes. Zero by default.
    ///   - clock: The clock the latency is measured on. Tests that use a
    ///     latency pass a clock they control.
    public init(
        accounts: [Account] = [.demo],
        latency: Duration = .zero,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        var storage = Storage()
        for account in accounts {
            storage.accounts[account.loginId] = account
        }
        storage.latency = latency
        self.storage = Protected(storage)
        self.clock = clock
    }

    /// Adds `account`, replacing any with the same login ID.
    public func addAccount(_ account: Account) {
        storage.withLock { $0.accounts[account.loginId] = account }
    }

    /// Removes every account.
    public func removeAllAccounts() {
        storage.withLock { $0.accounts.removeAll() }
    }

    /// The accounts, sorted by login ID.
    public var accounts: [Account] {
        storage.withLock { $0.accounts.values.sorted { $0.loginId < $1.loginId } }
    }

    /// How long each step takes.
    public var latency: Duration {
        get { storage.withLock { $0.latency } }
        set { storage.withLock { $0.latency = newValue } }
    }

    /// Makes `endpoint` fail with `failure` from now on; `nil` makes it work again.
    public func setFailure(_ failure: Failure?, for endpoint: Endpoint) {
        storage.withLock { $0.failures[endpoint] = failure }
    }

    /// The failure set for `endpoint`, if any.
    public func failure(for endpoint: Endpoint) -> Failure? {
        storage.withLock { $0.failures[endpoint] }
    }

    /// How many requests `endpoint` has received.
    public func requestCount(_ endpoint: Endpoint) -> Int {
        storage.withLock { $0.requests[endpoint, default: 0] }
    }

    /// A client talking to this server.
    public var client: AuthClient {
        AuthClient(
            logIn: { [self] loginId, password in try await logIn(loginId: loginId, password: password) },
            fetchUserId: { [self] accessToken in try await fetchUserId(accessToken: accessToken) }
        )
    }

    private func logIn(loginId: String, password: String) async throws -> AuthTokens {
        let (latency, failure) = begin(.logIn)
        try await wait(latency)
        if let failure { throw error(for: failure) }
        return try storage.withLock { storage in
            guard let account = storage.accounts[loginId], account.password == password else {
                throw AuthError.invalidCredentials
            }
            storage.issuedTokens += 1
            let number = storage.issuedTokens
            let tokens = AuthTokens(accessToken: "access-\(number)", refreshToken: "refresh-\(number)")
            storage.sessions[tokens.accessToken] = account.userId
            return tokens
        }
    }

    private func fetchUserId(accessToken: String) async throws -> String {
        let (latency, failure) = begin(.fetchUserId)
        try await wait(latency)
        if let failure { throw error(for: failure) }
        return try storage.withLock { storage in
            guard let userId = storage.sessions[accessToken] else {
                throw AuthError.invalidAccessToken
            }
            return userId
        }
    }

    private func begin(_ endpoint: Endpoint) -> (Duration, Failure?) {
        storage.withLock { storage in
            storage.requests[endpoint, default: 0] += 1
            return (storage.latency, storage.failures[endpoint])
        }
    }

    private func wait(_ latency: Duration) async throws {
        if latency > .zero {
            try await clock.sleep(for: latency, tolerance: nil)
        }
        try Task.checkCancellation()
    }

    private func error(for failure: Failure) -> AuthError {
        switch failure {
        case .wrongPassword: .invalidCredentials
        case .network: .network(reason: "the network connection was lost")
        case .server(let status): .server(status: status)
        }
    }
}
