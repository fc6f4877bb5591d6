import Stateful
import StatefulTesting
import XCTest

/// Dependencies under XCTest. (`XCTExpectFailure` does not exist on Linux,
/// so the failure an unimplemented endpoint reports is checked under Swift
/// Testing, in `UnimplementedEndpointTests`; here, that overrides work and
/// that the message XCTest would receive names the endpoint.)
final class DependenciesXCTests: XCTestCase {
    @MainActor
    func testAStoreKeepsTheTestDependenciesItWasCreatedWith() async {
        let clock = TestClock()
        let store = withTestDependencies {
            $0.clock = clock
            $0.greeter.fetchGreeting = { "Hej, \($0)" }
        } operation: { GreeterStore() }
        XCTAssertEqual(Dependencies.current.context, .live)
        let testStore = TestStore(store, clock: clock)
        await testStore.send(.greet("Ann", delay: .seconds(1)))
        await testStore.advance(by: .seconds(1)) { $0 = ["Hej, Ann"] }
        await testStore.finish()
    }

    func testTheReportedMessageNamesTheEndpoint() {
        let call = UnimplementedEndpointCall(
            endpoint: "GreeterClient.fetchGreeting", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        XCTAssertTrue(call.message.contains("'GreeterClient.fetchGreeting'"), call.message)
    }
}
