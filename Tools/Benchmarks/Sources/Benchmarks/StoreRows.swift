import Stateful
import Synchronization

// The store's per-Action path: a Command's work dispatches `count` Actions
// through its context, and the store has no observer. The baseline is the
// least a dispatch can do: the transform under a lock (and, with a
// subscriber, a yield into one AsyncStream with the same buffering policy
// as the store's state stream, which keeps the newest State).

/// The store rows; add a row here to measure another store path.
func storeRows() -> [Row] {
    [
        .comparison(
            "dispatchAction (no subscriber)", unit: "action", goal: .nanosecondsAtMost(100),
            ours: { await dispatchActions(count: 200_000) },
            versus: "Mutex + transform", baseline: { lockedTransforms(count: 200_000) }),
        .comparison(
            "dispatchAction (1 state subscriber)", unit: "action", goal: .none,
            ours: { await dispatchActions(count: 200_000, subscribed: true) },
            versus: "Mutex + transform + yield", baseline: { lockedTransforms(count: 200_000, yielding: true) }),
    ]
}

struct CounterState: Sendable, Equatable {
    var count = 0
    var loginId = "ada@example.com"
    var password = "secret"
}

enum CounterAction: ViewAction, Sendable {
    case increment

    static func transform(_ state: CounterState, action: CounterAction) -> CounterState {
        var state = state
        switch action {
        case .increment: state.count &+= 1
        }
        return state
    }
}

enum CounterCommand: Sendable {
    case dispatch(Int)
}

enum CounterEffect: Sendable {
    case failed(String)
}

@MainActor
final class CounterStore: CoreViewStore {
    typealias State = CounterState
    typealias Command = CounterCommand
    typealias Action = CounterAction
    typealias Effect = CounterEffect

    let core = StoreCore<CounterCommand, CounterAction, CounterEffect>(
        initialState: CounterState(), errorEffect: { .failed("\($0)") })
    /// How long the last Command's loop took.
    var elapsed: Duration = .zero

    func handleCommand(_ command: CounterCommand, context: CommandContext<CounterAction, CounterEffect>) async throws {
        switch command {
        case let .dispatch(count):
            let start = ContinuousClock.now
            for _ in 0..<count { context.dispatchAction(.increment) }
            elapsed = ContinuousClock.now - start
        }
    }
}

@MainActor
private func dispatchActions(count: Int, subscribed: Bool = false) async -> Timed {
    let store = CounterStore()
    let states = subscribed ? store.state : nil
    await store.dispatchCommand(.dispatch(count))
    if store.currentState.count != count { fail("the store applied \(store.currentState.count) of \(count) Actions") }
    if let states {
        var iterator = states.makeAsyncIterator()
        if await iterator.next()?.count != count { fail("the subscriber did not get the newest State") }
    }
    return Timed(operations: count, elapsed: store.elapsed)
}

private final class LockedState: Sendable {
    let state = Mutex(CounterState())
}

@MainActor
private func lockedTransforms(count: Int, yielding: Bool = false) -> Timed {
    let locked = LockedState()
    let (stream, continuation) = AsyncStream.makeStream(of: CounterState.self, bufferingPolicy: .bufferingNewest(1))
    let timed = timeLoop(count) {
        locked.state.withLock { state in
            state = CounterAction.transform(state, action: .increment)
            if yielding { continuation.yield(state) }
        }
    }
    if locked.state.withLock({ $0.count }) != count { fail("the baseline lost an update") }
    withExtendedLifetime(stream) {}
    return timed
}
