import Stateful

/// What a flow's `backend` lines say to the fuzzer's in-memory backend:
///
/// ```
/// backend latency(300ms)
/// backend fail(submit, server(503))
/// backend restore(submit)
/// backend account(name: "Ada", pin: "4711")
/// backend reset
/// ```
enum OrderBackend: Sendable, Decodable, Redactable {
    case latency(Duration)
    case fail(Endpoint, OrderFailure)
    case restore(Endpoint)
    case account(name: String, pin: String)
    case reset

    /// An account's PIN is secret.
    static let redactedLabels: Set<String> = ["pin"]

    /// The backend's steps.
    enum Endpoint: String, Sendable, Hashable, Decodable {
        case submit, refresh, unlock
    }
}
