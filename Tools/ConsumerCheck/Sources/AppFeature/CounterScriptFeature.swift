import Feature
import StatefulScript
import StatefulText

/// The counter, registered for flow scripts.
public struct CounterScriptFeature: ScriptableFeature {
    public let name = "counter"
    public let summary = "a counter from 0 to 10"

    public init() {}

    public func makeSession(_ context: ScriptContext) throws -> ScriptSession<CounterStore, NoBackend> {
        let store = CounterStore()
        let host = ScreenHost(store: store, screen: CounterScreen.screen, effects: CounterScreen.change(for:))
        return ScriptSession(store: store, host: host)
    }
}
