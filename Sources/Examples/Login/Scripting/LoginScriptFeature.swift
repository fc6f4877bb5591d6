import Foundation
import StatefulExampleLogin
import StatefulExampleLoginHTTP
import Stateful
import StatefulScript
import StatefulText

/// The seed's login screen, scriptable: the embedded in-memory backend by
/// default (waiting on the script's clock, configured by ``LoginBackend``
/// lines), or a real server with the feature's own `--server URL` option.
///
/// ```swift
/// await StatefulTool(name: "stateful", features: [LoginScriptFeature()]).main()
/// ```
public struct LoginScriptFeature: ScriptableFeature {
    public typealias Backend = LoginBackend

    public let name = "login"
    public let summary = "the seed's login screen (embedded backend, or a real one with --server URL)"
    /// The labels the screens are drawn with.
    public var labels: LoginLabels

    /// Creates the feature; English labels by default.
    public init(labels: LoginLabels = .english) {
        self.labels = labels
    }

    /// `--server URL`: a real HTTP backend instead of the embedded one.
    public static let serverOption = FeatureOption(
        name: "--server", valueName: "URL", summary: "use a real HTTP backend at URL instead of the embedded one"
    ) { value in
        guard let url = URL(string: value), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              url.host != nil
        else { return "--server takes an http or https URL such as http://127.0.0.1:8080, not '\(value)'" }
        return nil
    }

    public var options: [FeatureOption] { [Self.serverOption] }

    /// The tag of a flow that configures the embedded backend with `backend`
    /// lines, which a real server (`--server`) cannot run.
    public static let embeddedBackendTag = FlowTag("embedded-backend")

    /// Under `--server`, flows tagged `embedded-backend` are skipped: their
    /// `backend` lines configure the embedded backend only. (A flow with
    /// `backend` lines and no such tag runs, and fails at its first `backend`
    /// line, saying to tag it.)
    ///
    /// - Parameters:
    ///   - tags: The flow's tags.
    ///   - options: The feature's options given, by name.
    public func reasonToSkip(flowTaggedWith tags: Set<FlowTag>, options: [String: String]) -> String? {
        guard options[Self.serverOption.name] != nil, let tag = Self.embeddedBackendTag, tags.contains(tag) else { return nil }
        return "tagged \(tag): it needs the embedded backend, and --server is given"
    }

    /// The password of the login form.
    public var secretStateLabels: Set<String> { LoginViewContent.redactedLabels }

    public func makeSession(_ context: ScriptContext) throws -> ScriptSession<LoginViewStoreImpl, LoginBackend> {
        if let server = context.options[Self.serverOption.name].flatMap(URL.init(string:)) {
            let store = LoginViewStoreImpl(authClient: .http(baseURL: server))
            // The server answers in real time, not on the script's clock: a
            // step waits for the Commands' work to end.
            return ScriptSession(
                store: store, host: ScreenHost(login: store, labels: labels), settling: .untilCommandsEnd
            ) { _ in
                throw BackendUnavailable(
                    reason: "the backend is the server at \(server.absoluteString); `backend` lines configure only the embedded backend; "
                        + "tag the flow `tags: embedded-backend` to skip it under --server")
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
                backend.setFailure(failure.serverFailure, for: endpoint.serverEndpoint)
            case .restore(let endpoint):
                backend.setFailure(nil, for: endpoint.serverEndpoint)
            }
        }
    }
}
