/// Why a ``RequestService`` request failed. No message contains a request
/// body, a header value (such as a token) or a response body.
public enum RequestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server could not be reached or the connection failed.
    case transport(reason: String)
    /// The server answered with a status outside 200…299.
    case status(Int)
    /// The server's answer could not be decoded as the expected response.
    case undecodable(reason: String)
    /// The request could not be built (for example, its body failed to encode).
    case invalidRequest(reason: String)
    /// The task was cancelled.
    case cancelled

    /// A sentence saying what happened.
    public var description: String {
        switch self {
        case .transport(let reason): "The request failed: \(reason)."
        case .status(let status): "The server answered with HTTP status \(status)."
        case .undecodable(let reason): "The response could not be decoded: \(reason)."
        case .invalidRequest(let reason): "The request could not be built: \(reason)."
        case .cancelled: "The request was cancelled."
        }
    }
}
