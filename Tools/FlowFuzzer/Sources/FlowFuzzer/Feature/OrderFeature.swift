import Stateful
import StatefulScript
import StatefulText

/// The fuzzer's own scriptable feature: the order screen with its
/// in-memory backend, on the script's clock.
struct OrderFeature: ScriptableFeature {
    typealias Backend = OrderBackend

    let name = "order"
    let summary = "the fuzzer's order screen"

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<OrderStore, OrderBackend> {
        let server = OrderServer(clock: context.clock)
        let store = OrderStore(server: server, clock: context.clock)
        let host = ScreenHost(store: store, screen: { OrderScreen(state: $0).screen }, effects: OrderScreen.change(for:))
        return ScriptSession(store: store, host: host) { setting in
            server.configure(setting)
        }
    }
}
