import Stateful
import StatefulTesting

struct Counter: Equatable, Sendable, Mutable, Redactable {
    static let redactedLabels: Set<String> = ["pin"]
    var count = 0
    var note = ""
    var pin = ""
}

enum CounterCommand: Sendable, Redactable {
    static let redactedLabels: Set<String> = ["setPin", "setPinAfterYield"]

    case increment
    /// Yields once, then adds one: an Action after the work first suspends.
    case incrementAfterYield
    /// Notes `note` at once, then adds one after `delay` on the clock.
    case noteThenIncrementLater(String, Duration)
    /// Yields once, then sets the PIN and says so.
    case setPinAfterYield(String)
    case incrementLater(Duration)
    case announce(String)
    case setPin(String)
    case fail
}

enum CounterAction: ViewAction, Sendable, Redactable {
    static let redactedLabels: Set<String> = ["pin"]

    case add(Int)
    case note(String)
    case pin(String)

    static func transform(_ state: Counter, action: CounterAction) -> Counter {
        switch action {
        case .add(let amount): state.mutate(keyPath: \.count, value: state.count + amount)
        case .note(let note): state.mutate(keyPath: \.note, value: note)
        case .pin(let pin): state.mutate(keyPath: \.pin, value: pin)
        }
    }
}

enum CounterEffect: Equatable, Sendable {
    case said(String)
    case failed(String)
}

struct CounterFailure: Error {}

/// A small store with every kind of work a test store has to handle.
@MainActor
final class CounterStore: CoreViewStore {
    typealias State = Counter
    typealias Command = CounterCommand
    typealias Effect = CounterEffect

    let core = StoreCore<CounterCommand, CounterAction, CounterEffect>(
        initialState: Counter(), errorEffect: { .failed("\(type(of: $0))") })
    let clock: TestClock

    init(clock: TestClock) {
        self.clock = clock
    }

    func handleCommand(_ command: CounterCommand, context: CommandContext<CounterAction, CounterEffect>) async throws {
        switch command {
        case .increment:
            context.dispatchAction(.add(1))
        case .incrementLater(let delay):
            context.dispatchEffect(.said("waiting"))
            try await clock.sleep(for: delay)
            context.dispatchAction(.add(1))
            context.dispatchEffect(.said("done"))
        case .announce(let text):
            context.dispatchEffect(.said(text))
            context.dispatchEffect(.said(text + "!"))
        case .setPin(let pin):
            context.dispatchAction(.pin(pin))
            context.dispatchEffect(.said("pin set"))
        case .incrementAfterYield:
            await Task.yield()
            context.dispatchAction(.add(1))
        case let .noteThenIncrementLater(note, delay):
            context.dispatchAction(.note(note))
            try await clock.sleep(for: delay)
            context.dispatchAction(.add(1))
        case .setPinAfterYield(let pin):
            await Task.yield()
            context.dispatchAction(.pin(pin))
            context.dispatchEffect(.said("pin set"))
        case .fail:
            throw CounterFailure()
        }
    }
}

@MainActor
func makeCounterStore(exhaustivity: Exhaustivity = .on) -> (TestStore<CounterStore>, TestClock) {
    let clock = TestClock()
    return (TestStore(CounterStore(clock: clock), clock: clock, exhaustivity: exhaustivity), clock)
}

/// Like ``CounterStore``, but cancelled work still emits an Effect, as the
/// login store dismisses its progress HUD.
@MainActor
final class CancellationEffectStore: CoreViewStore {
    typealias State = Counter
    typealias Command = CounterCommand
    typealias Effect = CounterEffect

    let core = StoreCore<CounterCommand, CounterAction, CounterEffect>(
        initialState: Counter(), errorEffect: { .failed("\(type(of: $0))") })
    let clock: TestClock

    init(clock: TestClock) {
        self.clock = clock
    }

    func handleCommand(_ command: CounterCommand, context: CommandContext<CounterAction, CounterEffect>) async throws {
        context.dispatchEffect(.said("waiting"))
        do {
            try await clock.sleep(for: .seconds(5))
        } catch {
            context.dispatchEffect(.said("cleaned up"))
            throw error
        }
    }
}
