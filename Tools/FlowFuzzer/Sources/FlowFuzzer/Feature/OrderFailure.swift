/// How the fuzzer's backend fails, as `backend fail(submit, server(503))` says.
enum OrderFailure: Error, Sendable, Equatable, Decodable, CustomStringConvertible {
    case network
    case server(Int)
    case rejected(reason: String)

    var description: String {
        switch self {
        case .network: "The network is down."
        case .server(let status): "The server had a problem (HTTP \(status))."
        case .rejected(let reason): "The order was rejected: \(reason)"
        }
    }
}
