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

    /// Creates a session. Without `configureBackend`, every `backend` line
    /// fails, saying the session's backend cannot be configured.
    public init(
        store: Store,
        host: ScreenHost<Store>,
        configureBackend: @escaping (Backend) throws -> Void = { _ in
            throw BackendUnavailable(reason: "this feature's backend cannot be configured from a script")
        }
    ) {
        self.store = store
        self.host = host
        self.configureBackend = configureBackend
    }
}
