import Stateful

/// A dependency client for the tests: one endpoint of each kind.
struct GreeterClient: Sendable {
    var fetchGreeting: @Sendable (_ name: String) async throws -> String
    var loadCached: @Sendable (_ name: String) throws -> String
    var count: @Sendable () -> Int
    var record: @Sendable (_ greeting: String, _ times: Int) async -> Void
}

enum GreeterClientKey: DependencyKey {
    static let liveValue = GreeterClient(
        fetchGreeting: { "Hello, \($0)" }, loadCached: { "Hi, \($0)" }, count: { 1 }, record: { _, _ in })
    static let testValue = GreeterClient(
        fetchGreeting: unimplemented("GreeterClient.fetchGreeting"),
        loadCached: unimplemented("GreeterClient.loadCached"),
        count: unimplemented("GreeterClient.count", placeholder: 0),
        record: unimplemented("GreeterClient.record", placeholder: ()))
}

extension Dependencies {
    var greeter: GreeterClient {
        get { self[GreeterClientKey.self] }
        set { self[GreeterClientKey.self] = newValue }
    }
}

enum GreeterCommand: Sendable {
    /// Fetches a greeting, after waiting `delay` on the clock dependency if given.
    case greet(String, delay: Duration?)
}

enum GreeterAction: ViewAction, Sendable {
    case greeted(String)

    static func transform(_ state: [String], action: GreeterAction) -> [String] {
        switch action {
        case .greeted(let greeting): state + [greeting]
        }
    }
}

enum GreeterEffect: Equatable, Sendable {
    case failed(String)
}

/// A store that uses only its dependencies: the greeter and the clock.
@MainActor
final class GreeterStore: CoreViewStore {
    typealias State = [String]
    typealias Command = GreeterCommand
    typealias Effect = GreeterEffect

    let core = StoreCore<GreeterCommand, GreeterAction, GreeterEffect>(
        initialState: [], errorEffect: { .failed("\($0)") })

    func handleCommand(_ command: GreeterCommand, context: CommandContext<GreeterAction, GreeterEffect>) async throws {
        switch command {
        case let .greet(name, delay):
            if let delay { try await Dependencies.current.clock.sleep(for: delay) }
            let greeting = try await Dependencies.current.greeter.fetchGreeting(name)
            context.dispatchAction(.greeted(greeting))
        }
    }
}
