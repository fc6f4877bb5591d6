/// Why a login failed. The message is what the login screen's alert shows.
public enum AuthError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The login ID or password is wrong.
    case invalidCredentials
    /// The access token is not (or no longer) valid.
    case invalidAccessToken
    /// The server could not be reached.
    case network(reason: String)
    /// The server answered with an error status.
    case server(status: Int)
    /// The server's answer could not be understood.
    case malformedResponse(reason: String)
    /// A test used ``AuthClient/unimplemented`` and reached this step.
    case unimplemented(String)

    /// A sentence a user can act on. Never contains a password or a token.
    public var description: String {
        switch self {
        case .invalidCredentials:
            "The login ID or password is incorrect."
        case .invalidAccessToken:
            "Your session has expired. Please log in again."
        case .network(let reason):
            "Could not reach the server (\(reason)). Check your connection and try again."
        case .server(let status):
            "The server had a problem (HTTP \(status)). Please try again later."
        case .malformedResponse(let reason):
            "The server's response could not be read (\(reason))."
        case .unimplemented(let step):
            "AuthClient.\(step) is unimplemented in this test."
        }
    }
}
