import Stateful

/// A screen that flow scripts can drive: its store, its screen host, the
/// words of its test backend and its own command-line options.
///
/// Everything a script may say about a feature comes from the feature's own
/// types: Commands from `Store.Command` (`Decodable`), `backend` lines from
/// ``Backend`` (`Decodable`, in the same case syntax), secrets from their
/// ``/Stateful/Redactable`` conformances, options from ``options``.
///
/// ```swift
/// struct ProfileScriptFeature: ScriptableFeature {
///     let name = "profile"
///     let summary = "the profile screen"
///     let options = [FeatureOption(name: "--latency", valueName: "MS", summary: "how long the fake server takes")]
///
///     enum Backend: Decodable, Sendable {      // backend fail(saveProfile)
///         case fail(ProfileEndpoint)
///         case restore(ProfileEndpoint)
///     }
///
///     func makeSession(_ context: ScriptContext) throws -> ScriptSession<ProfileStore, Backend> {
///         let latency = Int(context.options["--latency"] ?? "0") ?? 0
///         let server = FakeProfileServer(latency: .milliseconds(latency), clock: context.clock)
///         let store = ProfileStore(client: server.client)
///         let host = ScreenHost(store: store, screen: { ProfileScreen(state: $0).screen }, effects: { _ in .none })
///         return ScriptSession(store: store, host: host) { setting in
///             switch setting {
///             case .fail(let endpoint): server.fail(endpoint)
///             case .restore(let endpoint): server.restore(endpoint)
///             }
///         }
///     }
/// }
/// ```
@MainActor
public protocol ScriptableFeature {
    /// The feature's store.
    associatedtype Store: CoreViewStore where Store.Command: Decodable
    /// What a `backend` line says, decoded from the script's case syntax;
    /// ``NoBackend`` (the default) for a feature with no scriptable backend.
    associatedtype Backend: Decodable & Sendable = NoBackend

    /// The name `--feature` selects the feature by.
    var name: String { get }
    /// One line for the tool's `--help`.
    var summary: String { get }
    /// The command-line options of this feature (`--server URL`, say): the
    /// tool accepts and documents them only where the feature is registered,
    /// and hands their values to ``makeSession(_:)`` in ``ScriptContext/options``.
    /// None by default.
    var options: [FeatureOption] { get }
    /// The State property names whose values are secret, for `expect state`
    /// lines: the redacted labels of the State's ``/Stateful/Redactable``
    /// types. By default, the labels of `Store.State` if it is `Redactable`.
    var secretStateLabels: Set<String> { get }

    /// A fresh store, host and backend for one run of a flow.
    ///
    /// - Throws: An error whose description says what is wrong (an unusable
    ///   option value, say); the tool reports it and exits with status 2.
    func makeSession(_ context: ScriptContext) throws -> ScriptSession<Store, Backend>

    /// Why a flow tagged `tags` cannot run with the feature's options
    /// `options`, or `nil` when it can: the tool then skips the flow, lists it
    /// with this reason, and counts it as skipped in its JUnit report.
    ///
    /// A feature with a real backend option says here which flows need its
    /// test backend. The login example skips flows tagged `embedded-backend`
    /// under `--server`:
    ///
    /// ```swift
    /// func reasonToSkip(flowTaggedWith tags: Set<FlowTag>, options: [String: String]) -> String? {
    ///     guard options["--server"] != nil, let tag = FlowTag("embedded-backend"), tags.contains(tag) else { return nil }
    ///     return "tagged embedded-backend, which --server cannot run"
    /// }
    /// ```
    ///
    /// None is skipped by default.
    ///
    /// - Parameters:
    ///   - tags: The tags of the flow's `tags:` line.
    ///   - options: The values of the feature's own options (``options``), by name.
    /// - Returns: The reason, in words a person reads after `skipped:`, or `nil`.
    func reasonToSkip(flowTaggedWith tags: Set<FlowTag>, options: [String: String]) -> String?
}

extension ScriptableFeature {
    /// No options.
    public var options: [FeatureOption] { [] }

    /// Every flow can run: none is skipped.
    ///
    /// - Parameters:
    ///   - tags: The tags of the flow's `tags:` line.
    ///   - options: The values of the feature's own options, by name.
    public func reasonToSkip(flowTaggedWith tags: Set<FlowTag>, options: [String: String]) -> String? { nil }

    /// The redacted labels of `Store.State`, if it is ``/Stateful/Redactable``.
    public var secretStateLabels: Set<String> {
        (Store.State.self as? any Redactable.Type)?.redactedLabels ?? []
    }
}
