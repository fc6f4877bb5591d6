import Observation
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
        // Observation (SwiftUI). A store is Observable; until someone reads its
        // State again after a change, an Action must cost what it cost before
        // Observation support: the same path as a store never observed.
        .comparison(
            "dispatchAction (observed, unread since its last change)", unit: "action", goal: .ratioAtMost(1.10),
            ours: { await dispatchActions(count: 200_000, observedOnce: true) },
            versus: "dispatchAction (never observed)", baseline: { await dispatchActions(count: 200_000) }),
        // For information: what a watched store pays. Each Action follows a
        // read of the State, untracked (the registrar is told, nobody is
        // registered) or tracked with `withObservationTracking` (a SwiftUI
        // view redrawing after every Action, the read and the tracking set-up
        // included).
        .comparison(
            "dispatchAction (State read before each)", unit: "action", goal: .none,
            ours: { await dispatchActions(count: 200_000, reading: .untracked) },
            versus: "dispatchAction (never observed)", baseline: { await dispatchActions(count: 200_000) }),
        .comparison(
            "dispatchAction (tracked read before each)", unit: "action", goal: .none,
            ours: { await dispatchActions(count: 50_000, reading: .tracked) },
            versus: "dispatchAction (never observed)", baseline: { await dispatchActions(count: 50_000) }),
    ]
}

/// How a Command's loop reads the State before each Action.
enum StateRead: Sendable {
    case untracked
    case tracked
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
    /// Reads the State, then dispatches, `count` times.
    case readAndDispatch(Int, StateRead)
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
        case let .readAndDispatch(count, read):
            let start = ContinuousClock.now
            switch read {
            case .untracked:
                for _ in 0..<count {
                    blackHole(currentState.count)
                    context.dispatchAction(.increment)
                }
            case .tracked:
                for _ in 0..<count {
                    withObservationTracking { blackHole(currentState.count) } onChange: {}
                    context.dispatchAction(.increment)
                }
            }
            elapsed = ContinuousClock.now - start
        }
    }
}

/// - Parameters:
///   - observedOnce: Whether the State was read under tracking and then
///     changed before the loop, as a SwiftUI view that went away leaves it.
///   - reading: Whether the loop reads the State before each Action.
@MainActor
private func dispatchActions(
    count: Int, subscribed: Bool = false, observedOnce: Bool = false, reading: StateRead? = nil
) async -> Timed {
    let store = CounterStore()
    let states = subscribed ? store.state : nil
    if observedOnce {
        withObservationTracking { blackHole(store.currentState) } onChange: {}
        await store.dispatchCommand(.dispatch(1))
        await store.dispatchCommand(.dispatch(count - 1))
    } else if let reading {
        await store.dispatchCommand(.readAndDispatch(count, reading))
    } else {
        await store.dispatchCommand(.dispatch(count))
    }
    if store.currentState.count != count { fail("the store applied \(store.currentState.count) of \(count) Actions") }
    if let states {
        var iterator = states.makeAsyncIterator()
        if await iterator.next()?.count != count { fail("the subscriber did not get the newest State") }
    }
    return Timed(operations: observedOnce ? count - 1 : count, elapsed: store.elapsed)
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
