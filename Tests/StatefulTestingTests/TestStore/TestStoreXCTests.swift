import StatefulTesting
import XCTest

/// The test store runs under XCTest as well: a passing flow records no failure.
final class TestStoreXCTests: XCTestCase {
    @MainActor
    func testAnExhaustiveFlowPassesUnderXCTest() async {
        let (store, _) = makeCounterStore()
        await store.send(.increment) { $0.count = 1 }
        await store.send(.incrementLater(.seconds(1)))
        await store.receive(.said("waiting"))
        await store.advance(by: .seconds(1)) { $0.count = 2 }
        await store.receive(.said("done"))
        await store.finish()
        XCTAssertEqual(store.state.count, 2)
    }
}
