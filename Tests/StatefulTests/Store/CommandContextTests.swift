import Stateful
import StatefulInternalTestSupport
import Testing

/// A store whose Commands use their context in the ways the documentation
/// allows: from child tasks, after the Command ended, after the store is gone.
@MainActor
private final class TallyStore: CoreViewStore {
    typealias State = Counter
    typealias Command = TallyCommand
    typealias Effect = CounterEffect
    typealias Action = CounterAction

    let core = StoreCore<TallyCommand, CounterAction, CounterEffect>(
        initialState: Counter(), errorEffect: { .error(String(describing: $0)) })
    /// The contexts the Commands were handed, in order.
    private(set) var contexts: [CommandContext<CounterAction, CounterEffect>] = []

    func handleCommand(_ command: TallyCommand, context: CommandContext<CounterAction, CounterEffect>) async throws {
        contexts.append(context)
        switch command {
        case .add(let amounts):
            try await withThrowingTaskGroup(of: Void.self) { group in
                for amount in amounts {
                    // A child task off the main actor awaits the hop.
                    group.addTask { await context.dispatchAction(.add(amount)) }
                }
                // A child task on the main actor calls the context directly.
                group.addTask { @MainActor in context.dispatchEffect(.finished) }
                try await group.waitForAll()
            }
        case .keepContext:
            context.dispatchEffect(.started)
        case .fail:
            context.dispatchEffect(.started)
            throw CounterError(reason: "tally")
        }
    }
}

private enum TallyCommand: Sendable {
    case add([Int])
    case keepContext
    case fail
}

@MainActor
@Suite struct CommandContextTests {
    @Test func childTasksOfACommandDispatchThroughItsContextTaggedWithThatCommand() async {
        let store = TallyStore()
        var lines: [String] = []
        store.core.observe { event in
            switch event {
            case .action(_, _, _, let id), .effect(_, let id): lines.append("\(id.map(String.init(describing:)) ?? "-")")
            case .commandStarted(let id, _): lines.append("\(id) >")
            case .commandFinished(let id, let outcome): lines.append("\(id) < \(outcome)")
            }
        }
        await store.dispatchCommand(.add([1, 2, 3]))
        #expect(store.currentState.count == 6)
        #expect(lines == ["#1 >", "#1", "#1", "#1", "#1", "#1 < completed"],
                "three Actions and one Effect, every one tagged #1, all before the Command ended")
    }

    @Test func theContextNamesTheCommandItServes() async {
        let store = TallyStore()
        await store.dispatchCommand(.keepContext)
        await store.dispatchCommand(.keepContext)
        #expect(store.contexts.map(\.commandID) == [CommandID(rawValue: 1), CommandID(rawValue: 2)])
    }

    @Test func aContextUsedAfterItsCommandEndedStillTagsThatCommand() async throws {
        let store = TallyStore()
        let log = TallyLog(store.core)
        await store.dispatchCommand(.keepContext)
        await store.dispatchCommand(.keepContext)
        let first = try #require(store.contexts.first)
        first.dispatchAction(.add(5))
        first.dispatchEffect(.finished)
        #expect(store.currentState.count == 5)
        #expect(log.lines.suffix(2) == ["#1 action add(5)", "#1 effect finished"])
    }

    @Test func aContextDoesNotKeepItsStoreAliveAndDoesNothingOnceItIsGone() async throws {
        var store: TallyStore? = TallyStore()
        await store?.dispatchCommand(.keepContext)
        let context = try #require(store?.contexts.first)
        let effects = try #require(store?.effect)
        weak let weakCore = store?.core
        store = nil
        #expect(weakCore == nil, "the context does not keep the core alive")
        context.dispatchAction(.add(1))
        context.dispatchEffect(.finished)
        #expect(await collectAll(effects).isEmpty)
    }

    @Test func aStoreThatGoesEndsItsStreamsEvenWhileOneOfItsContextsRemains() async throws {
        var store: TallyStore? = TallyStore()
        await store?.dispatchCommand(.keepContext)
        let context = try #require(store?.contexts.first)
        let states = try #require(store?.core.stateStream(bufferingPolicy: .unbounded))
        let effects = try #require(store?.effect)
        context.dispatchAction(.add(2))
        store = nil
        context.dispatchAction(.add(3))
        context.dispatchEffect(.finished)
        #expect(await collectAll(states).map(\.count) == [0, 2], "nothing after the store went, and the stream ended")
        #expect(await collectAll(effects).isEmpty)
    }

    @Test func throughThePublicAPIEveryActionAndEffectBelongsToARunningCommand() async {
        let store = TallyStore()
        let log = TallyLog(store.core)
        async let first: Void = store.dispatchCommand(.add([1, 2]))
        async let second: Void = store.dispatchCommand(.fail)
        async let third: Void = store.dispatchCommand(.add([4]))
        _ = await (first, second, third)
        #expect(store.currentState.count == 7)
        #expect(log.untaggedOrLate.isEmpty, "every Action and Effect, the error Effect included, came from a running Command")
        #expect(log.lines.contains { $0.hasSuffix("effect error(\"CounterError(reason: \\\"tally\\\")\")") })
    }
}

/// Records a ``TallyStore``'s events, and notes any Action or Effect that is
/// not tagged with a Command running at the time.
@MainActor
private final class TallyLog {
    private(set) var lines: [String] = []
    private(set) var untaggedOrLate: [String] = []
    private var running: Set<CommandID> = []

    init(_ core: StoreCore<TallyCommand, CounterAction, CounterEffect>) {
        core.observe { [weak self] event in
            self?.record(event)
        }
    }

    private func record(_ event: StoreEvent<TallyCommand, CounterAction, CounterEffect>) {
        let line: String
        switch event {
        case .commandStarted(let id, let command):
            running.insert(id)
            line = "\(id) > \(command)"
        case .commandFinished(let id, let outcome):
            running.remove(id)
            line = "\(id) < \(outcome)"
        case .action(let action, _, _, let id):
            line = "\(id.map(String.init(describing:)) ?? "-") action \(action)"
            if id.map(running.contains) != true { untaggedOrLate.append(line) }
        case .effect(let effect, let id):
            line = "\(id.map(String.init(describing:)) ?? "-") effect \(effect)"
            if id.map(running.contains) != true { untaggedOrLate.append(line) }
        }
        lines.append(line)
    }
}
