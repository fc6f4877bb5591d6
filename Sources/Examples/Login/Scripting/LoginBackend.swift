import StatefulExampleLogin
import Stateful

/// What a login flow's `backend` lines say to the embedded in-memory
/// backend, written in the script's case syntax:
///
/// ```
/// backend account(loginId: "a@example.com", password: "pw", userId: "u-1")
/// backend clearAccounts
/// backend latency(300ms)
/// backend fail(logIn, wrongPassword)
/// backend fail(fetchUserId, server(503))
/// backend restore(logIn)
/// ```
///
/// The `password` of an account is secret: masked wherever the flow is echoed.
public enum LoginBackend: Decodable, Sendable, Hashable, Redactable {
    /// Add (or replace) an account.
    case account(loginId: String, password: String, userId: String)
    /// Remove every account, the demo account included.
    case clearAccounts
    /// Each step of the backend takes this long, on the script's clock.
    case latency(Duration)
    /// The endpoint fails this way from now on.
    case fail(Endpoint, Failure)
    /// The endpoint works again.
    case restore(Endpoint)

    /// An account's password is secret.
    public static let redactedLabels: Set<String> = ["password"]

    /// One of the backend's two steps.
    public enum Endpoint: String, Decodable, Sendable, Hashable, CaseIterable {
        /// ID and password → tokens.
        case logIn
        /// Access token → user ID.
        case fetchUserId

        var serverEndpoint: InMemoryAuthServer.Endpoint {
            switch self {
            case .logIn: .logIn
            case .fetchUserId: .fetchUserId
            }
        }
    }

    /// A failure the backend can be told to produce.
    public enum Failure: Decodable, Sendable, Hashable {
        /// The credentials are rejected, whatever they are.
        case wrongPassword
        /// The network seems down.
        case network
        /// The server answers with this HTTP status (100…599).
        case server(Int)

        /// Decodes as written (`wrongPassword`, `network`, `server(503)`),
        /// rejecting a status outside 100…599.
        public init(from decoder: any Decoder) throws {
            let written = try Written(from: decoder)
            switch written {
            case .wrongPassword: self = .wrongPassword
            case .network: self = .network
            case .server(let status):
                guard (100...599).contains(status) else {
                    throw DecodingError.dataCorrupted(DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "an HTTP status is between 100 and 599"))
                }
                self = .server(status)
            }
        }

        /// The synthesized form, before the status is checked.
        private enum Written: Decodable {
            case wrongPassword, network
            case server(Int)
        }

        var serverFailure: InMemoryAuthServer.Failure {
            switch self {
            case .wrongPassword: .wrongPassword
            case .network: .network
            case .server(let status): .server(status: status)
            }
        }
    }
}
