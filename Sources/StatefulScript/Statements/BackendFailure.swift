/// A failure the embedded login backend can be told to produce:
/// `wrongPassword`, `network`, or `server(503)`.
public enum BackendFailure: Sendable, Hashable, CustomStringConvertible {
    /// The credentials are rejected, whatever they are.
    case wrongPassword
    /// The network seems down.
    case network
    /// The server answers with this HTTP status (100…599).
    case server(status: Int)

    /// As written in a script: `wrongPassword`, `network`, `server(503)`.
    public var description: String {
        switch self {
        case .wrongPassword: "wrongPassword"
        case .network: "network"
        case .server(let status): "server(\(status))"
        }
    }
}
