import Stateful
import StatefulTesting
import Testing

/// Whether `issue` says that `endpoint` was called without an override.
private func reportsUnimplemented(_ endpoint: String) -> @Sendable (Issue) -> Bool {
    { issue in
        issue.comments.contains { $0.rawValue.hasPrefix("Unimplemented dependency endpoint '\(endpoint)' was called.") }
    }
}

@Suite struct UnimplementedEndpointTests {
    @Test func anAsyncThrowingEndpointFailsTheTestNamingItAndThrows() async {
        let greeter = Dependencies.test.greeter
        await withKnownIssue {
            do {
                _ = try await greeter.fetchGreeting("Ann")
                Issue.record("the endpoint returned")
            } catch {
                #expect(error as? UnimplementedEndpointError == UnimplementedEndpointError(endpoint: "GreeterClient.fetchGreeting"))
            }
        } matching: { reportsUnimplemented("GreeterClient.fetchGreeting")($0) }
    }

    @Test func aSyncThrowingEndpointFailsTheTestNamingIt() {
        let greeter = Dependencies.test.greeter
        withKnownIssue {
            #expect(throws: UnimplementedEndpointError(endpoint: "GreeterClient.loadCached")) {
                try greeter.loadCached("Ann")
            }
        } matching: { reportsUnimplemented("GreeterClient.loadCached")($0) }
    }

    @Test func aNonThrowingEndpointFailsTheTestAndReturnsItsPlaceholder() async {
        let greeter = Dependencies.test.greeter
        withKnownIssue {
            #expect(greeter.count() == 0)
        } matching: { reportsUnimplemented("GreeterClient.count")($0) }
        await withKnownIssue {
            await greeter.record("Hello", 2)
        } matching: { reportsUnimplemented("GreeterClient.record")($0) }
    }

    @Test func anOverriddenEndpointDoesNotFail() async throws {
        let greeting = try await withTestDependencies {
            $0.greeter.fetchGreeting = { "Howdy, \($0)" }
        } operation: {
            try await Dependencies.current.greeter.fetchGreeting("Ann")
        }
        #expect(greeting == "Howdy, Ann")
    }

    @Test func sleepingOnTheTestClockFailsTheTestNamingTheClock() async {
        let clock = Dependencies.test.clock
        await withKnownIssue {
            await #expect(throws: UnimplementedEndpointError(endpoint: "Dependencies.clock.sleep")) {
                try await clock.sleep(for: .seconds(1))
            }
        } matching: { reportsUnimplemented("Dependencies.clock.sleep")($0) }
    }

    @Test func theLiveValueNeverReports() async throws {
        #expect(try await Dependencies.live.greeter.fetchGreeting("Ann") == "Hello, Ann")
    }
}

@Suite struct TestDependencyScopeTests {
    @Test func testScopesNestAndEndWithTheirOperation() {
        withTestDependencies { $0.greeter.count = { 1 } } operation: {
            #expect(Dependencies.current.context == .test)
            withTestDependencies { $0.greeter.loadCached = { "cached \($0)" } } operation: {
                #expect(Dependencies.current.greeter.count() == 1)
                #expect((try? Dependencies.current.greeter.loadCached("Ann")) == "cached Ann")
            }
            #expect(Dependencies.current.isOverridden(GreeterClientKey.self))
        }
        #expect(Dependencies.current.context == .live)
    }

    @Test(.dependencies { $0.greeter.count = { 7 } })
    func theTraitRunsTheTestWithTestDependencies() {
        #expect(Dependencies.current.context == .test)
        #expect(Dependencies.current.greeter.count() == 7)
        withTestDependencies { $0.greeter.loadCached = { $0 } } operation: {
            #expect(Dependencies.current.greeter.count() == 7)
        }
    }
}

@Suite(.dependencies { $0.greeter.count = { 3 } })
struct DependenciesSuiteTraitTests {
    @Test func eachTestOfTheSuiteStartsFromTheSuitesSet() {
        #expect(Dependencies.current.greeter.count() == 3)
    }

    @Test(.dependencies { $0.greeter.loadCached = { "own \($0)" } })
    func aTestsOwnTraitAddsToTheSuitesSet() {
        #expect(Dependencies.current.greeter.count() == 3)
        #expect((try? Dependencies.current.greeter.loadCached("Ann")) == "own Ann")
    }
}

@MainActor
@Suite struct DependenciesWithTestStoreTests {
    @Test func theClockDependencyRunsUnderTheTestStoresTestClock() async {
        let clock = TestClock()
        let store = withTestDependencies {
            $0.clock = clock
            $0.greeter.fetchGreeting = { "Hello, \($0)" }
        } operation: { GreeterStore() }
        let testStore = TestStore(store, clock: clock)
        await testStore.send(.greet("Ann", delay: .seconds(2)))   // waits on the clock
        await testStore.advance(by: .seconds(2)) { $0 = ["Hello, Ann"] }
        await testStore.finish()
    }

    @Test func aStoreCallingAnEndpointNobodyOverrodeFailsTheTest() async {
        let store = withTestDependencies { _ in } operation: { GreeterStore() }
        let testStore = TestStore(store)
        await withKnownIssue {
            await testStore.send(.greet("Ann", delay: nil))
        } matching: { reportsUnimplemented("GreeterClient.fetchGreeting")($0) }
        await testStore.receive(.failed("unimplemented dependency endpoint 'GreeterClient.fetchGreeting'"))
        await testStore.finish()
    }

    @Test func aStoreWaitingOnAClockNobodyOverrodeFailsTheTest() async {
        let store = withTestDependencies { $0.greeter.fetchGreeting = { $0 } } operation: { GreeterStore() }
        let testStore = TestStore(store)
        await withKnownIssue {
            await testStore.send(.greet("Ann", delay: .seconds(1)))
        } matching: { reportsUnimplemented("Dependencies.clock.sleep")($0) }
        await testStore.receive(.failed("unimplemented dependency endpoint 'Dependencies.clock.sleep'"))
        await testStore.finish()
    }
}
