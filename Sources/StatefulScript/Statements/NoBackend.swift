/// The `Backend` of a feature that has no scriptable backend: no value exists,
/// so every `backend` line of a flow for it is a located script error.
///
/// ```swift
/// struct CounterFeature: ScriptableFeature {
///     // typealias Backend = NoBackend  — the default
///     let name = "counter"
///     let summary = "a counter"
///
///     func makeSession(_ context: ScriptContext) throws -> ScriptSession<ScreenStore<Counter>, NoBackend> {
///         let store = ScreenStore(Counter(), initialState: Counter.State())
///         return ScriptSession(store: store, host: ScreenHost(store: store) { CounterScreen($0).screen } effects: { _ in .none })
///     }
/// }
/// ```
public enum NoBackend: Decodable, Sendable, Hashable {
    /// Always throws: there is nothing to decode into.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "this feature has no backend settings"))
    }
}
