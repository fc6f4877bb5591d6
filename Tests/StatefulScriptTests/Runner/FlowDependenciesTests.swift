import Stateful
import StatefulScript
import Testing

private enum GreetingKey: DependencyKey {
    static let liveValue = "live greeting"
    static let testValue = "test greeting"
}

@MainActor
@Suite struct FlowDependenciesTests {
    @Test func theContextCarriesTheScriptsClockAsTheClockDependency() {
        let clock = TestClock()
        let context = ScriptContext(clock: clock)
        #expect((context.dependencies.clock as? TestClock) === clock)
        #expect(context.dependencies[GreetingKey.self] == "live greeting")
    }

    @Test func aStoreBuiltByTheFeatureKeepsTheFlowsDependencies() throws {
        let session = try FlowSession(feature: CounterFeature(), name: "counter", settings: FlowSettings())
        let dependencies = session.session.store.core.dependencies
        #expect((dependencies.clock as? TestClock) === session.clock)
        #expect(dependencies[GreetingKey.self] == "live greeting")
    }

    @Test func aFlowStartedInsideWithDependenciesRunsWithItsOverrides() throws {
        let session = try withDependencies { $0[GreetingKey.self] = "this flow's greeting" } operation: {
            try FlowSession(feature: CounterFeature(), name: "counter", settings: FlowSettings())
        }
        let dependencies = session.session.store.core.dependencies
        #expect(dependencies[GreetingKey.self] == "this flow's greeting")
        #expect((dependencies.clock as? TestClock) === session.clock)
        #expect(Dependencies.current[GreetingKey.self] == "live greeting")
    }
}
