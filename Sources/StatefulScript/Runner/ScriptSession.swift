import Stateful
import StatefulText

/// A feature's store, screen host and backend controls, for one run of a flow.
@MainActor
public struct ScriptSession<Store: CoreViewStore> {
    /// The store the flow's Commands go to.
    public var store: Store
    /// The host whose screen `print screen` and `expect screen` see.
    public var host: ScreenHost<Store>
    /// Applies a `backend …` statement. Throws ``BackendUnavailable`` (or any
    /// error with a clear description) when the backend cannot do it.
    public var configureBackend: (BackendSetting) throws -> Void

    /// Creates a session. Without `configureBackend`, every `backend`
    /// statement fails, saying the feature has no configurable backend.
    public init(
        store: Store,
        host: ScreenHost<Store>,
        configureBackend: @escaping (BackendSetting) throws -> Void = { _ in
            throw BackendUnavailable(reason: "this feature has no configurable backend")
        }
    ) {
        self.store = store
        self.host = host
        self.configureBackend = configureBackend
    }
}
