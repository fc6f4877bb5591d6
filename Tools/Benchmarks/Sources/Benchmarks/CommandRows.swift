import Foundation
import Stateful
import StatefulTesting

// A Command's own cost, each beside its floor in the same run: a counter
// written as a `ScreenLogic` in a `ScreenStore`, as the guide teaches.
//
// - A Command that does not suspend (it dispatches one Action) against a
//   direct call of its Action's `transform`, and against a bare main-actor
//   task round trip, `await Task { @MainActor in … }.value`.
// - A Command that awaits one dependency call (a main-actor function that
//   suspends once) and then dispatches, against the same call awaited in a
//   bare main-actor task, and against the round trip.
// - A Command forwarded to child #k of a stack (k in the middle) of 10, 100
//   and 10,000 counters, against the root Command, and against a root
//   Command whose work runs in a second task, as a child's does; and how its
//   time grows from 10 to 10,000 siblings.
// - A child Command routed by a PathElement's registry, against the same
//   child forwarded by hand.
// - A three-step exhaustive TestStore test, against three round trips.
// - A 20,000-step flow run in the process by a FlowSession, against the same
//   Commands sent straight to a store.

/// The Command rows.
@MainActor
func commandRows() -> [Row] {
    [
        .comparison(
            "Command, no suspension", unit: "command", goal: .nanosecondsAtMost(2_000),
            ours: { await rootCommands(count: 20_000) },
            versus: "its transform called directly", baseline: { directTransforms(count: 20_000) }),
        .comparison(
            "Command, no suspension", unit: "command", goal: .ratioAtMost(0.10),
            ours: { await rootCommands(count: 20_000) },
            versus: "await Task { @MainActor in }.value", baseline: { await taskRoundTrips(count: 20_000) }),
        // For information: the floor of any Command, the task its work runs
        // in, started inline and doing only the transform.
        .comparison(
            "Command, no suspension", unit: "command", goal: .none,
            ours: { await rootCommands(count: 20_000) },
            versus: "Task.immediate { @MainActor in transform }", baseline: { immediateTasks(count: 20_000) }),
        // The store's own cost on work that suspends: the same dependency
        // call awaited in a bare main-actor task, no store, is the floor (the
        // suspension and its hops are the runtime's, the same without a store).
        .comparison(
            "Command awaiting one dependency call", unit: "command", goal: .ratioAtMost(1.25),
            ours: { await awaitingCommands(.load, count: 5_000) },
            versus: "await Task { @MainActor in await dependency() }.value",
            baseline: { await bareTasksAwaitingTheDependency(count: 5_000) }),
        // For information: beside a round trip that awaits nothing. The call
        // alone costs more than half a round trip (the next row), and the
        // caller's resumption is one more main-queue job: no Command that
        // makes the call can cost less than one round trip.
        .comparison(
            "Command awaiting one dependency call", unit: "command", goal: .none,
            ours: { await awaitingCommands(.load, count: 5_000) },
            versus: "await Task { @MainActor in }.value", baseline: { await taskRoundTrips(count: 5_000) }),
        // For information: the dependency's call alone, awaited from the main
        // actor with no task and no store, beside the same round trip: a
        // Command that makes this call cannot cost less than the call.
        .comparison(
            "the Command's dependency call alone, no task, no store", unit: "call", goal: .none,
            ours: { await dependencyCalls(count: 5_000) },
            versus: "await Task { @MainActor in }.value", baseline: { await taskRoundTrips(count: 5_000) }),
        // For information: a dependency answered off the main actor costs two
        // thread hand-offs of its own; its floor is the same hop without a store.
        .comparison(
            "Command awaiting a dependency answered off the main actor", unit: "command", goal: .none,
            ours: { await awaitingCommands(.loadFromServer, count: 5_000) },
            versus: "the same call awaited from the main actor",
            baseline: { await offMainCalls(count: 5_000) }),
        // For information: an `await` that does not suspend costs a call.
        .comparison(
            "Command awaiting a dependency that answers at once", unit: "command", goal: .none,
            ours: { await awaitingCommands(.loadCached, count: 20_000) },
            versus: "await Task { @MainActor in }.value", baseline: { await taskRoundTrips(count: 5_000) }),
        .comparison(
            "child Command, stack of 10", unit: "command", goal: .none,
            ours: { await childCommands(siblings: 10, count: 5_000) },
            versus: "root Command", baseline: { await rootCommands(count: 5_000) }),
        // For information: beside a root Command. A child's work runs in a
        // task of its own, so that a dismissal cancels it alone.
        .comparison(
            "child Command, stack of 100", unit: "command", goal: .none,
            ours: { await childCommands(siblings: 100, count: 5_000) },
            versus: "root Command", baseline: { await rootCommands(count: 5_000) }),
        // The forward's own cost: beside a root Command whose work runs in a
        // second task started inline, as a child's does.
        .comparison(
            "child Command, stack of 100", unit: "command", goal: .ratioAtMost(1.5),
            ours: { await childCommands(siblings: 100, count: 5_000) },
            versus: "root Command in a second task",
            baseline: { await rootCommands(.incrementInASecondTask, count: 5_000) }),
        .comparison(
            "child Command, stack of 10,000", unit: "command", goal: .none,
            ours: { await childCommands(siblings: 10_000, count: 5_000) },
            versus: "root Command", baseline: { await rootCommands(count: 5_000) }),
        .scaling("child Command", unit: "siblings", size: 10, factor: 1_000, goal: .exponentAtMost(0.1)) { siblings in
            await childCommands(siblings: siblings, count: 5_000)
        },
        .comparison(
            "child Command through the Path registry, stack of 10", unit: "command", goal: .none,
            ours: { await registeredChildCommands(siblings: 10, count: 5_000) },
            versus: "root Command", baseline: { await rootCommands(count: 5_000) }),
        .comparison(
            "child Command through the Path registry, stack of 100", unit: "command", goal: .none,
            ours: { await registeredChildCommands(siblings: 100, count: 5_000) },
            versus: "root Command", baseline: { await rootCommands(count: 5_000) }),
        // The registry's own cost: the same child, routed by the registry
        // (`forward(_:toElement:of:…)`, `apply(_:to:)`) or by a hand-written
        // `forward(_:to:id:state:…)` and `modify(id:)`.
        .comparison(
            "child Command through the Path registry, stack of 100", unit: "command", goal: .ratioAtMost(1.5),
            ours: { await registeredChildCommands(siblings: 100, count: 5_000) },
            versus: "a hand-written forward", baseline: { await childCommands(siblings: 100, count: 5_000) }),
        .comparison(
            "child Command through the Path registry, stack of 10,000", unit: "command", goal: .none,
            ours: { await registeredChildCommands(siblings: 10_000, count: 5_000) },
            versus: "root Command", baseline: { await rootCommands(count: 5_000) }),
        .comparison(
            "TestStore test of three steps", unit: "test", goal: .none,
            ours: { await threeStepTests(count: 200) },
            versus: "3 × await Task { @MainActor in }.value", baseline: { await taskRoundTrips(count: 600, per: 3) }),
        .comparison(
            "flow of 20,000 steps in the process", unit: "flow", goal: .ratioAtMost(5.0),
            ours: { await runTallyFlow(steps: 20_000) },
            versus: "its Commands sent to a store", baseline: { await sendTallyCommands(steps: 20_000) }),
    ]
}

// MARK: The feature

/// The counter of the guide, with a dependency that answers after a hop off
/// the main actor.
struct Counter: ScreenLogic {
    struct State: Equatable, Sendable {
        var count = 0
    }

    enum Command: Sendable {
        case increment
        /// Increments in a second task started inline and awaited, as a
        /// forwarded child's work runs: the floor of a child Command.
        case incrementInASecondTask
        /// Awaits a main-actor dependency that suspends once.
        case load
        /// Awaits a dependency answered off the main actor.
        case loadFromServer
        /// Awaits a dependency that answers without suspending (a test
        /// value, a cached answer).
        case loadCached
    }

    enum Action: ViewAction {
        case add(Int)
        case set(Int)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .add(let amount): state.count &+= amount
            case .set(let count): state.count = count
            }
            return state
        }
    }

    enum Effect: Sendable, Equatable {
        case failed(String)
    }

    /// A main-actor dependency that suspends once before it answers
    /// (`Task.yield()`, which itself runs off the main actor, so its
    /// suspension costs a hop there and back).
    var fetchCount: @MainActor @Sendable () async -> Int = {
        await Task.yield()
        return 7
    }
    /// A dependency answered off the main actor, as a network client's is.
    var fetchFromServer: @Sendable () async -> Int = { await nonisolatedCount() }
    /// A dependency that answers at once, as a test value or a cache does.
    var fetchCached: @MainActor @Sendable () async -> Int = { 7 }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .increment:
            context.dispatchAction(.add(1))
        case .incrementInASecondTask:
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else {
                fail("Task.immediate needs macOS 26 or later")
            }
            await Task.immediate { @MainActor in context.dispatchAction(.add(1)) }.value
        case .load:
            let count = await fetchCount()
            context.dispatchAction(.set(count))
        case .loadFromServer:
            let count = await fetchFromServer()
            context.dispatchAction(.set(count))
        case .loadCached:
            let count = await fetchCached()
            context.dispatchAction(.set(count))
        }
    }
}

/// A dependency's call: a nonisolated async function that suspends once
/// before it answers, as a request does (a call that never suspends costs
/// no more than a function call, whatever its isolation).
nonisolated func nonisolatedCount() async -> Int {
    await Task.yield()
    return 7
}

/// A stack of counters above a root screen; each child's Commands are
/// forwarded to it, as the composition guide teaches.
struct CounterStack: ScreenLogic {
    struct State: Equatable, Sendable {
        var path = StackState<Counter.State>()
    }

    enum Command: Sendable {
        case child(StackElementID, Counter.Command)
    }

    enum Action: ViewAction {
        case child(StackElementID, Counter.Action)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            reduce(&state, action: action)
            return state
        }

        /// In place, as the guide teaches for a parent of many children
        /// (WhenCommandsRun.md): only child `id` changes, nothing is copied.
        static func reduce(_ state: inout State, action: Action) {
            switch action {
            case let .child(id, action):
                state.path.modify(id: id) { Counter.Action.reduce(&$0, action: action) }
            }
        }
    }

    enum Effect: Sendable {
        case failed(String)
        case child(StackElementID, Counter.Effect)
    }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case let .child(id, command):
            try await context.forward(
                command, to: Counter(),
                state: { $0.path[id: id] },
                action: { .child(id, $0) },
                effect: { effect, parent in parent.dispatchEffect(.child(id, effect)) })
        }
    }
}

/// The stack element of ``RegisteredCounterStack``: one screen, a counter,
/// registered once as the composition guide teaches (ManyScreens.md).
enum CounterPath: Equatable, Sendable, PathElement {
    case counter(Counter.State)

    enum Command: Sendable { case counter(Counter.Command) }
    enum Action: Sendable { case counter(Counter.Action) }
    enum Effect: Sendable { case counter(Counter.Effect) }

    static var screens: [PathScreen<CounterPath>] {
        [.screen(Counter(), state: Self.counter, command: Command.counter, action: Action.counter, effect: Effect.counter)]
    }
}

/// ``CounterStack`` with its children's Commands routed through the
/// ``CounterPath`` registry (`forward(_:toElement:of:…)`, `apply(_:to:)`).
struct RegisteredCounterStack: ScreenLogic {
    struct State: Equatable, Sendable {
        var path = StackState<CounterPath>()
    }

    enum Command: Sendable {
        case path(StackElementID, CounterPath.Command)
    }

    enum Action: ViewAction {
        case path(StackElementID, CounterPath.Action)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            reduce(&state, action: action)
            return state
        }

        static func reduce(_ state: inout State, action: Action) {
            switch action {
            case let .path(id, action): state.path.apply(action, to: id)
            }
        }
    }

    enum Effect: Sendable {
        case failed(String)
        case path(StackElementID, CounterPath.Effect)
    }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case let .path(id, command):
            try await context.forward(command, toElement: id, of: \.path, action: { .path(id, $0) }) { effect, parent in
                parent.dispatchEffect(.path(id, effect))
            }
        }
    }
}

// MARK: Workloads

@MainActor
private func counterStore() -> ScreenStore<Counter> {
    ScreenStore(Counter(), initialState: .init(), errorEffect: { .failed("\($0)") })
}

/// `count` increments, each sent and awaited.
@MainActor
private func rootCommands(_ command: Counter.Command = .increment, count: Int) async -> Timed {
    let store = counterStore()
    let start = ContinuousClock.now
    for _ in 0..<count {
        await store.dispatchCommand(command)
    }
    let elapsed = ContinuousClock.now - start
    if store.currentState.count != count { fail("the counter applied \(store.currentState.count) of \(count) Commands") }
    return Timed(operations: count, elapsed: elapsed)
}

/// `count` loads, each awaiting a dependency once.
@MainActor
private func awaitingCommands(_ command: Counter.Command, count: Int) async -> Timed {
    let store = counterStore()
    let start = ContinuousClock.now
    for _ in 0..<count {
        await store.dispatchCommand(command)
    }
    let elapsed = ContinuousClock.now - start
    if store.currentState.count != 7 { fail("the counter did not load") }
    return Timed(operations: count, elapsed: elapsed)
}

/// The floor of a non-suspending Command: its Action's transform, called
/// directly (through a function the optimiser cannot see into, so that the
/// loop is not folded into one addition).
@MainActor
private func directTransforms(count: Int) -> Timed {
    var state = Counter.State()
    let timed = timeLoop(count) {
        applyDirectly(.add(1), to: &state)
    }
    if state.count != count { fail("the transforms lost an update") }
    return timed
}

@inline(never)
private func applyDirectly(_ action: Counter.Action, to state: inout Counter.State) {
    state = Counter.Action.transform(state, action: action)
}

/// The floor of any Command's task: `count` tasks started inline on the
/// main actor (`Task.immediate`), each applying the Action's transform.
@MainActor
private func immediateTasks(count: Int) -> Timed {
    let state = StateBox()
    guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else {
        fail("Task.immediate needs macOS 26 or later")
    }
    let timed = timeLoop(count) {
        Task.immediate { @MainActor in applyDirectly(.add(1), to: &state.value) }
    }
    if state.value.count != count { fail("the tasks lost an update") }
    return timed
}

/// A main-actor home for the State the inline tasks change.
@MainActor
private final class StateBox {
    var value = Counter.State()
}

/// The dependency of `.load` without a task or a store: `count` calls, each
/// awaited from the main actor.
@MainActor
private func dependencyCalls(count: Int) async -> Timed {
    let fetch = Counter().fetchCount
    var total = 0
    let start = ContinuousClock.now
    for _ in 0..<count {
        total &+= await fetch()
    }
    let elapsed = ContinuousClock.now - start
    if total != 7 * count { fail("the calls lost an answer") }
    return Timed(operations: count, elapsed: elapsed)
}

/// The floor of a Command awaiting a dependency answered off the main actor:
/// the same call, awaited `count` times from the main actor.
@MainActor
private func offMainCalls(count: Int) async -> Timed {
    let fetch = Counter().fetchFromServer
    var total = 0
    let start = ContinuousClock.now
    for _ in 0..<count {
        total &+= await fetch()
    }
    let elapsed = ContinuousClock.now - start
    if total != 7 * count { fail("the calls lost an answer") }
    return Timed(operations: count, elapsed: elapsed)
}

/// The work of `.load` without a store: `count` bare main-actor tasks, each
/// awaiting the same dependency, awaited in turn.
@MainActor
private func bareTasksAwaitingTheDependency(count: Int) async -> Timed {
    let fetch = Counter().fetchCount
    var total = 0
    let start = ContinuousClock.now
    for _ in 0..<count {
        total &+= await Task { @MainActor in await fetch() }.value
    }
    let elapsed = ContinuousClock.now - start
    if total != 7 * count { fail("the tasks lost an answer") }
    return Timed(operations: count, elapsed: elapsed)
}

/// `count` bare main-actor task round trips, counted `per` to an operation.
@MainActor
private func taskRoundTrips(count: Int, per: Int = 1) async -> Timed {
    var total = 0
    let start = ContinuousClock.now
    for _ in 0..<count {
        total &+= await Task { @MainActor in 1 }.value
    }
    let elapsed = ContinuousClock.now - start
    if total != count { fail("the round trips lost a task") }
    return Timed(operations: count / per, elapsed: elapsed)
}

/// `count` increments forwarded to the middle one of `siblings` counters.
@MainActor
private func childCommands(siblings: Int, count: Int) async -> Timed {
    let stack = StackState((0..<siblings).map { _ in Counter.State() })
    let target = stack.ids[siblings / 2]
    let store = ScreenStore(CounterStack(), initialState: .init(path: stack), errorEffect: { .failed("\($0)") })
    let start = ContinuousClock.now
    for _ in 0..<count {
        await store.dispatchCommand(.child(target, .increment))
    }
    let elapsed = ContinuousClock.now - start
    if store.currentState.path[id: target]?.count != count { fail("the child applied fewer than \(count) Commands") }
    return Timed(operations: count, elapsed: elapsed)
}

/// `count` increments forwarded through the registry to the middle one of
/// `siblings` counters.
@MainActor
private func registeredChildCommands(siblings: Int, count: Int) async -> Timed {
    let stack = StackState((0..<siblings).map { _ in CounterPath.counter(Counter.State()) })
    let target = stack.ids[siblings / 2]
    let store = ScreenStore(
        RegisteredCounterStack(), initialState: .init(path: stack), errorEffect: { .failed("\($0)") })
    let start = ContinuousClock.now
    for _ in 0..<count {
        await store.dispatchCommand(.path(target, .counter(.increment)))
    }
    let elapsed = ContinuousClock.now - start
    guard case .counter(let counter)? = store.currentState.path[id: target], counter.count == count else {
        fail("the registered child applied fewer than \(count) Commands")
    }
    return Timed(operations: count, elapsed: elapsed)
}

/// `count` exhaustive TestStore tests of three steps each.
@MainActor
private func threeStepTests(count: Int) async -> Timed {
    let start = ContinuousClock.now
    for _ in 0..<count {
        let store = TestStore(counterStore())
        await store.send(.increment) { $0.count = 1 }
        await store.send(.increment) { $0.count = 2 }
        await store.send(.load) { $0.count = 7 }
        await store.finish()
        if store.state.count != 7 { fail("the test store's counter is at \(store.state.count)") }
    }
    return Timed(operations: count, elapsed: ContinuousClock.now - start)
}

/// The Commands of the tally flow of `steps` steps, sent straight to a store
/// (and the State read where the flow expects it).
@MainActor
private func sendTallyCommands(steps: Int) async -> Timed {
    let store = TallyStore()
    let start = ContinuousClock.now
    for step in 1...steps {
        if step.isMultiple(of: 10) {
            if store.currentState.count != step - step / 10 { fail("the tally store is at \(store.currentState.count)") }
        } else {
            await store.dispatchCommand(.increment)
        }
    }
    return Timed(operations: 1, elapsed: ContinuousClock.now - start)
}

/// The tally flow of `steps` steps, parsed and run by a FlowSession.
@MainActor
private func runTallyFlow(steps: Int) async -> Timed {
    let timed = await runFlow(steps: steps)
    return Timed(operations: 1, elapsed: timed.elapsed)
}
