import Stateful

/// The tokens a successful login returns. Both are secret.
public struct AuthTokens: Sendable, Hashable, Codable {
    /// The token that authorises requests.
    public var accessToken: String
    /// The token that renews the access token.
    public var refreshToken: String

    /// Creates a pair of tokens.
    public init(accessToken: String, refreshToken: String) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }
}

extension AuthTokens: Redactable {
    public static let redactedLabels: Set<String> = ["accessToken", "refreshToken"]
}

extension AuthTokens: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        "AuthTokens(accessToken: \(Redaction.masked(accessToken).debugDescription), refreshToken: \(Redaction.masked(refreshToken).debugDescription))"
    }
    public var debugDescription: String { description }
}
