import Foundation
import LoginFeature
import LoginFeatureHTTP
import Stateful
import StatefulScript
import StatefulText

/// The seed's login screen, scriptable: the embedded in-memory backend by
/// default (waiting on the script's clock), or a real server with `--server`.
///
/// ```swift
/// await StatefulTool(features: [LoginScriptFeature()]).main()
/// ```
public struct LoginScriptFeature: ScriptableFeature {
    public let name = "login"
    public let summary = "the seed's login screen (embedded backend, or a real one with --server URL)"
    /// The labels the screens are drawn with.
    public var labels: LoginLabels

    /// Creates the feature; English labels by default.
    public init(labels: LoginLabels = .english) {
        self.labels = labels
    }

    public func makeSession(_ context: ScriptContext) throws -> ScriptSession<LoginViewStoreImpl> {
        if let server = context.server {
            let store = LoginViewStoreImpl(authClient: .http(baseURL: server))
            return ScriptSession(store: store, host: ScreenHost(login: store, labels: labels)) { _ in
                throw BackendUnavailable(
                    reason: "the backend is the server at \(server.absoluteString); `backend` statements configure only the embedded backend")
            }
        }
        let backend = InMemoryAuthServer(clock: context.clock)
        let store = LoginViewStoreImpl(authClient: backend.client)
        return ScriptSession(store: store, host: ScreenHost(login: store, labels: labels)) { setting in
            switch setting {
            case let .account(loginId, password, userId):
                backend.addAccount(.init(loginId: loginId, password: password, userId: userId))
            case .clearAccounts:
                backend.removeAllAccounts()
            case .latency(let latency):
                backend.latency = latency
            case let .fail(endpoint, failure):
                backend.setFailure(Self.failure(failure), for: Self.endpoint(endpoint))
            case .restore(let endpoint):
                backend.setFailure(nil, for: Self.endpoint(endpoint))
            }
        }
    }

    private static func endpoint(_ endpoint: BackendEndpoint) -> InMemoryAuthServer.Endpoint {
        switch endpoint {
        case .logIn: .logIn
        case .fetchUserId: .fetchUserId
        }
    }

    private static func failure(_ failure: BackendFailure) -> InMemoryAuthServer.Failure {
        switch failure {
        case .wrongPassword: .wrongPassword
        case .network: .network
        case .server(let status): .server(status: status)
        }
    }
}
