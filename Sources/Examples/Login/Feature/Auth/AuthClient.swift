/// The login screen's door to the outside: the seed's two steps, each an
/// injectable `@Sendable` closure.
///
/// 1. ``logIn``: the login ID and password for a pair of tokens;
/// 2. ``fetchUserId``: the access token for the user's ID.
///
/// Use ``InMemoryAuthServer/client`` for a working backend with no network,
/// ``unimplemented`` in tests that must not reach a backend, or build one from
/// closures:
///
/// ```swift
/// let client = AuthClient(
///     logIn: { _, _ in AuthTokens(accessToken: "a", refreshToken: "r") },
///     fetchUserId: { _ in "u-42" })
/// ```
public struct AuthClient: Sendable {
    /// Exchanges a login ID and password for tokens.
    public var logIn: @Sendable (_ loginId: String, _ password: String) async throws -> AuthTokens
    /// Fetches the ID of the user an access token belongs to.
    public var fetchUserId: @Sendable (_ accessToken: String) async throws -> String

    /// Creates a client from its two steps.
    public init(
        logIn: @escaping @Sendable (_ loginId: String, _ password: String) async throws -> AuthTokens,
        fetchUserId: @escaping @Sendable (_ accessToken: String) async throws -> String
    ) {
        self.logIn = logIn
        self.fetchUserId = fetchUserId
    }
}

extension AuthClient {
    /// A client whose every step throws ``AuthError/unimplemented(_:)``, naming
    /// the step: a test that reaches it fails with a clear reason.
    public static let unimplemented = AuthClient(
        logIn: { _, _ in throw AuthError.unimplemented("logIn") },
        fetchUserId: { _ in throw AuthError.unimplemented("fetchUserId") }
    )
}
