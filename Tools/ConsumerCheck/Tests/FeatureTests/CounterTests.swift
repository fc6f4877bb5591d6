import Feature
import StatefulTesting
import TestSupport
import Testing

@MainActor
struct CounterTests {
    @Test func incrementThenReset() async {
        let store = TestStore(CounterStore())
        await store.send(.increment) { $0.count = 1 }
        await store.send(.increment) { $0.count = 2 }
        await store.send(.reset) { $0.count = 0 }
        await store.finish()
    }

    @Test func screenAtHalfway() {
        assertSnapshot(of: CounterScreen.screen(halfwayCounter), as: .screen(width: .compact))
    }
}
