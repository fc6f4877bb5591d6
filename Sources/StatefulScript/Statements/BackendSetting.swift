import Stateful

/// A `backend` line: how the embedded login backend behaves from this step on.
///
/// ```
/// backend account "login-test@example.com" password "testpass" user "u-42"
/// backend clear accounts
/// backend latency 300ms
/// backend fail logIn wrongPassword
/// backend fail fetchUserId server(503)
/// backend restore logIn
/// ```
public enum BackendSetting: Sendable, Hashable, CustomStringConvertible {
    /// Add (or replace) an account.
    case account(loginId: String, password: String, userId: String)
    /// Remove every account, the default demo account included.
    case clearAccounts
    /// Each step takes this long.
    case latency(Duration)
    /// The endpoint fails this way from now on.
    case fail(BackendEndpoint, BackendFailure)
    /// The endpoint works again.
    case restore(BackendEndpoint)

    /// The setting as written, with the password masked.
    public var description: String {
        switch self {
        case let .account(loginId, password, userId):
            "account \(ScriptLiteral.quoted(loginId)) password \(ScriptLiteral.quoted(Redaction.masked(password))) user \(ScriptLiteral.quoted(userId))"
        case .clearAccounts:
            "clear accounts"
        case .latency(let duration):
            "latency \(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)ms"
        case let .fail(endpoint, failure):
            "fail \(endpoint.rawValue) \(failure)"
        case .restore(let endpoint):
            "restore \(endpoint.rawValue)"
        }
    }
}
