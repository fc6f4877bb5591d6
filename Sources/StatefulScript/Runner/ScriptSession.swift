import Stateful
import StatefulText

/// A feature's store, screen host and backend controls, for one run of a flow.
@MainActor
public struct ScriptSession<Store: CoreViewStore, Backend: Sendable> {
    /// The store the flow's Commands go to.
    public var store: Store
    /// The host whose screen `print screen` and `expect screen` see.
    public var host: ScreenHost<Store>
    /// Applies a `backend …` line. Throws ``BackendUnavailable`` (or any
    /// error with a clear description) when the backend cannot do it.
    public var configureBackend: (Backend) throws -> Void
    /// When a step has let the store's work run far enough to go on:
    /// ``/Stateful/WorkSettling/exact`` (the default) once the work can do
    /// nothing more until the script's clock moves;
    /// ``/Stateful/WorkSettling/untilCommandsEnd`` for a store whose work
    /// waits on something outside the process, such as a real server, whose
    /// answer the exact rule cannot see coming.
    public var settling: WorkSettling
}

extension ScriptSession where Store.Command: Decodable {
    /// Creates a session. Without `configureBackend`, every `backend` line
    /// fails, saying the session's backend cannot be configured.
    public init(
        store: Store,
        host: ScreenHost<Store>,
        settling: WorkSettling = .exact,
        configureBackend: @escaping (Backend) throws -> Void = { _ in
            throw BackendUnavailable(reason: "this feature's backend cannot be configured from a script")
        }
    ) {
        self.store = store
        self.host = host
        self.settling = settling
        self.configureBackend = configureBackend
    }
}

extension ScriptSession {
    /// Not available: a flow decodes the Commands it sends, so a scripted
    /// feature's Command must be `Decodable`.
    @available(*, unavailable, message: "a scripted feature's Command must be Decodable: declare the store's Command type `Decodable` (an enum whose payloads are Decodable gets it by adding `Decodable` to its declaration)")
    public init(
        store: Store,
        host: ScreenHost<Store>,
        settling: WorkSettling = .exact,
        configureBackend: @escaping (Backend) throws -> Void = { _ in }
    ) {
        self.store = store
        self.host = host
        self.settling = settling
        self.configureBackend = configureBackend
    }
}
