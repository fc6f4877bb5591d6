import Stateful

/// A screen that flow scripts can drive: how to build its store, its screen
/// host and its backend for one run of a flow.
///
/// Register features with a ``StatefulTool`` in a tiny executable:
///
/// ```swift
/// import StatefulScript
///
/// struct CounterFeature: ScriptableFeature {
///     let name = "counter"
///     let summary = "a counter screen"
///     func makeSession(_ context: ScriptContext) throws -> ScriptSession<CounterStore> {
///         let store = CounterStore()
///         let host = ScreenHost(store: store, screen: { CounterScreen(state: $0).screen }, effects: { _ in .none })
///         return ScriptSession(store: store, host: host)
///     }
/// }
///
/// await StatefulTool(features: [CounterFeature()]).main()
/// ```
///
/// Commands are decoded from the script's case syntax with the Command's own
/// `Decodable` conformance: no per-command code.
@MainActor
public protocol ScriptableFeature {
    /// The feature's store.
    associatedtype Store: CoreViewStore where Store.Command: Decodable

    /// The name `--feature` selects the feature by.
    var name: String { get }
    /// One line for `stateful --help`.
    var summary: String { get }

    /// A fresh store, host and backend for one run of a flow.
    ///
    /// - Throws: An error whose description says what is wrong (an unusable
    ///   `--server` URL, say); the tool reports it and exits with status 2.
    func makeSession(_ context: ScriptContext) throws -> ScriptSession<Store>
}
