import Stateful
import Testing

/// A dependency whose values say which one was taken.
private enum GreetingKey: DependencyKey {
    static let liveValue = "live greeting"
    static let testValue = "test greeting"
}

private enum NameKey: DependencyKey {
    static let liveValue = "live name"
    static let testValue = "test name"
}

extension Dependencies {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

@Suite struct DependenciesTests {
    @Test func withoutOverridesTheCurrentSetIsLive() {
        #expect(Dependencies.current.context == .live)
        #expect(Dependencies.current.greeting == "live greeting")
        #expect(!Dependencies.current.isOverridden(GreetingKey.self))
    }

    @Test func aTestSetTakesEachTestValue() {
        let dependencies = Dependencies(context: .test)
        #expect(dependencies.greeting == "test greeting")
        #expect(dependencies[NameKey.self] == "test name")
    }

    @Test func anOverrideHoldsForItsScopeOnly() {
        let inside = withDependencies { $0.greeting = "hello" } operation: { Dependencies.current.greeting }
        #expect(inside == "hello")
        #expect(Dependencies.current.greeting == "live greeting")
    }

    @Test func anOverrideWinsOverTheTestValue() {
        let dependencies = Dependencies(context: .test).updating { $0.greeting = "hello" }
        #expect(dependencies.greeting == "hello")
        #expect(dependencies.isOverridden(GreetingKey.self))
        #expect(dependencies[NameKey.self] == "test name")
        #expect(!dependencies.isOverridden(NameKey.self))
    }

    @Test func nestedScopesStartFromTheOuterSet() async {
        await withDependencies { $0.greeting = "outer" } operation: {
            await Task.yield()
            withDependencies { $0[NameKey.self] = "inner name" } operation: {
                #expect(Dependencies.current.greeting == "outer")
                #expect(Dependencies.current[NameKey.self] == "inner name")
            }
            withDependencies { $0.greeting = "inner" } operation: {
                #expect(Dependencies.current.greeting == "inner")
            }
            #expect(Dependencies.current.greeting == "outer")
            #expect(Dependencies.current[NameKey.self] == "live name")
        }
    }

    @Test func overridesReachChildTasksGroupsAndUnstructuredTasks() async {
        await withDependencies { $0.greeting = "shared" } operation: {
            async let child = Dependencies.current.greeting
            let fromGroup = await withTaskGroup(of: String.self) { group in
                for _ in 0..<3 { group.addTask { Dependencies.current.greeting } }
                var seen: [String] = []
                for await greeting in group { seen.append(greeting) }
                return seen
            }
            let unstructured = await Task { Dependencies.current.greeting }.value
            #expect(await child == "shared")
            #expect(fromGroup == ["shared", "shared", "shared"])
            #expect(unstructured == "shared")
        }
        let detached = await Task.detached { Dependencies.current.greeting }.value
        #expect(detached == "live greeting")
    }

    @Test func theLiveClockIsContinuous() {
        #expect(Dependencies.live.clock is ContinuousClock)
        #expect(Dependencies(context: .test).clock is UnimplementedClock)
    }

    @Test func aCallIsReportedWithAMessageNamingTheEndpoint() {
        let call = UnimplementedEndpointCall(endpoint: "Greeter.fetch", fileID: "M/F.swift", filePath: "/M/F.swift", line: 3, column: 1)
        #expect(call.message.hasPrefix("Unimplemented dependency endpoint 'Greeter.fetch' was called."))
        #expect(UnimplementedEndpointError(endpoint: "Greeter.fetch").description
            == "unimplemented dependency endpoint 'Greeter.fetch'")
    }
}

// MARK: - A store keeps its dependencies

private enum GreetCommand: Sendable {
    case greet
    case greetLater
}

private enum GreetAction: ViewAction {
    case greeted(String)

    static func transform(_ state: [String], action: GreetAction) -> [String] {
        switch action {
        case .greeted(let greeting): state + [greeting]
        }
    }
}

@MainActor
private final class GreetStore: CoreViewStore {
    typealias State = [String]
    typealias Command = GreetCommand
    typealias Effect = String
    let core: StoreCore<GreetCommand, GreetAction, String>

    init(dependencies: Dependencies = .current) {
        core = StoreCore(initialState: [], dependencies: dependencies, errorEffect: { "failed: \($0)" })
    }

    func handleCommand(_ command: GreetCommand, context: CommandContext<GreetAction, String>) async throws {
        switch command {
        case .greet:
            context.dispatchAction(.greeted(Dependencies.current.greeting))
        case .greetLater:
            try await Dependencies.current.clock.sleep(for: .seconds(1))
            let greeting = await Task { Dependencies.current.greeting }.value
            context.dispatchAction(.greeted(greeting))
        }
    }
}

@MainActor
@Suite struct StoreDependenciesTests {
    @Test func aStoreKeepsTheSetCurrentAtItsCreationAfterTheScopeEnds() async {
        let store = withDependencies { $0.greeting = "from the store's scope" } operation: { GreetStore() }
        await store.dispatchCommand(.greet)
        #expect(store.currentState == ["from the store's scope"])
        #expect(store.core.dependencies.greeting == "from the store's scope")
    }

    @Test func aStoresSetWinsOverTheCallersScope() async {
        let store = GreetStore(dependencies: Dependencies.live.updating { $0.greeting = "given" })
        await withDependencies { $0.greeting = "caller" } operation: {
            await store.dispatchCommand(.greet)
        }
        #expect(store.currentState == ["given"])
    }

    @Test func aStoreWaitsOnItsClockDependency() async {
        let clock = TestClock()
        let store = withDependencies {
            $0.clock = clock
            $0.greeting = "after a second"
        } operation: { GreetStore() }
        let work = Task { await store.dispatchCommand(.greetLater) }
        await clock.waitForSleepers(1)
        #expect(store.currentState == [])
        clock.advance(by: .seconds(1))
        await work.value
        #expect(store.currentState == ["after a second"])
    }
}
