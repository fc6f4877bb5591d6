import Stateful
import StatefulInternalTestSupport

/// A tiny feature for testing the store machinery.
struct Counter: Sendable, Equatable, Mutable {
    var count = 0
}

enum CounterAction: Sendable, Equatable, ViewAction {
    case add(Int)

    static func transform(_ state: Counter, action: CounterAction) -> Counter {
        switch action {
        case .add(let amount): state.mutate(keyPath: \.count, value: state.count + amount)
        }
    }
}

enum CounterEffect: Sendable, Equatable {
    case started
    case finished
    case error(String)
}

struct CounterError: Error, Equatable {
    let reason: String
}

enum CounterCommand: Sendable, Equatable {
    case increment
    case fail(String)
    /// Waits on the store's gate, then adds one.
    case slowIncrement
    /// Like `slowIncrement`, but at most one at a time.
    case exclusiveSlowIncrement(InFlightPolicy)
    /// Waits on the gate and throws `CounterError` when cancelled.
    case failAfterCancellation
}

@MainActor
final class CounterStore: CoreViewStore {
    typealias State = Counter
    typealias Command = CounterCommand
    typealias Effect = CounterEffect
    typealias Action = CounterAction

    let core = StoreCore<CounterCommand, CounterAction, CounterEffect>(
        initialState: Counter(),
        errorEffect: { error in .error(String(describing: error)) })
    var gate = Gate()
    /// Opened when slow work reaches the gate.
    let reachedGate = PublishRelay<Void>()

    func handleCommand(_ command: CounterCommand, context: CommandContext<CounterAction, CounterEffect>) async throws {
        switch command {
        case .increment:
            context.dispatchAction(.add(1))
        case .fail(let reason):
            context.dispatchEffect(.started)
            throw CounterError(reason: reason)
        case .slowIncrement:
            try await slowIncrement(context)
        case .exclusiveSlowIncrement(let policy):
            try await core.exclusive("slow", policy: policy) {
                try await slowIncrement(context)
            }
        case .failAfterCancellation:
            do {
                reachedGate.accept(())
                try await gate.wait()
            } catch {
                throw CounterError(reason: "thrown after cancellation")
            }
        }
    }

    private func slowIncrement(_ context: CommandContext<CounterAction, CounterEffect>) async throws {
        context.dispatchEffect(.started)
        defer { context.dispatchEffect(.finished) }
        reachedGate.accept(())
        try await gate.wait()
        context.dispatchAction(.add(1))
    }
}

/// Records a store's events as readable lines.
@MainActor
final class EventLog {
    private(set) var lines: [String] = []

    init(_ core: StoreCore<CounterCommand, CounterAction, CounterEffect>) {
        core.observe { [weak self] event in
            self?.lines.append(Self.line(event))
        }
    }

    private static func line(_ event: StoreCore<CounterCommand, CounterAction, CounterEffect>.Event) -> String {
        switch event {
        case let .commandStarted(id, command): "\(id) > \(command)"
        case let .action(action, before, after, id): "\(id.map(String.init(describing:)) ?? "-") action \(action) \(before.count)->\(after.count)"
        case let .effect(effect, id): "\(id.map(String.init(describing:)) ?? "-") effect \(effect)"
        case let .commandFinished(id, outcome): "\(id) < \(outcome)"
        }
    }
}
