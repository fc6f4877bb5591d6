import Stateful

/// Every shape of concurrent work a Command may run: task groups, `async
/// let`, nonisolated helpers, default actors, main-actor child tasks and
/// streams consumed on the main actor. No shape waits on the clock, so a
/// step must return with all of it applied.
struct Tally: Equatable, Sendable {
    var total = 0
    var log: [String] = []
}

enum ConcurrentWorkCommand: Sendable {
    case taskGroup
    case asyncLet
    case nonisolatedHelper
    case actor
    case nested
    case mainActorChildren
    case consumeOnTheMainActor
    case consumeAfterAnActor
}

enum TallyAction: ViewAction, Equatable, Sendable {
    case add(Int)
    case note(String)

    static func transform(_ state: Tally, action: TallyAction) -> Tally {
        var state = state
        switch action {
        case .add(let amount): state.total += amount
        case .note(let text): state.log.append(text)
        }
        return state
    }
}

enum TallyEffect: Equatable, Sendable {
    case failed
}

/// A default actor the work calls.
actor RunningTotal {
    private var value = 0

    func add(_ amount: Int) async -> Int {
        value += await slowly(amount)
        return value
    }
}

/// A nonisolated helper that suspends many times before it answers.
nonisolated func slowly(_ value: Int, turns: Int = 25) async -> Int {
    for _ in 0..<turns {
        await Task.yield()
    }
    return value
}

/// A main-actor helper that awaits several times without doing anything
/// visible: main-actor calls that do not suspend, and yields.
@MainActor
func quietly() async {
    for _ in 0..<5 {
        await nothingAtAll()
        await Task.yield()
        await nothingAtAll()
    }
}

/// A main-actor async function that returns at once.
@MainActor
func nothingAtAll() async {}

@MainActor
final class ConcurrentWorkStore: CoreViewStore {
    typealias State = Tally
    typealias Command = ConcurrentWorkCommand
    typealias Effect = TallyEffect

    let core = StoreCore<ConcurrentWorkCommand, TallyAction, TallyEffect>(
        initialState: Tally(), errorEffect: { _ in .failed })
    let runningTotal = RunningTotal()
    /// What ``ConcurrentWorkCommand/consumeOnTheMainActor`` reads; the test yields to it.
    let notes: AsyncStream<String>
    let notesContinuation: AsyncStream<String>.Continuation

    init() {
        (notes, notesContinuation) = AsyncStream<String>.makeStream()
    }

    func handleCommand(_ command: ConcurrentWorkCommand, context: CommandContext<TallyAction, TallyEffect>) async throws {
        switch command {
        case .taskGroup:
            await withTaskGroup(of: Void.self) { group in
                for amount in 1...3 {
                    group.addTask {
                        await context.dispatchAction(.add(await slowly(amount)))
                    }
                }
            }
        case .asyncLet:
            async let first = slowly(10)
            async let second = slowly(20)
            let sum = await first + second
            context.dispatchAction(.add(sum))
        case .nonisolatedHelper:
            let value = await slowly(7, turns: 100)
            context.dispatchAction(.add(value))
        case .actor:
            let total = await runningTotal.add(5)
            for _ in 0..<10 {
                await nothingAtAll()
            }
            await quietly()
            context.dispatchAction(.add(total))
        case .nested:
            let runningTotal = runningTotal
            let total = await withTaskGroup(of: Int.self) { group in
                group.addTask {
                    async let fromActor = runningTotal.add(2)
                    async let fromHelper = slowly(3)
                    return await fromActor + fromHelper
                }
                group.addTask { @Sendable @MainActor in
                    await quietly()
                    return 4
                }
                var sum = 0
                for await part in group {
                    sum += part
                }
                return sum
            }
            context.dispatchAction(.add(total))
        case .mainActorChildren:
            await withTaskGroup(of: Void.self) { group in
                for amount in 1...2 {
                    group.addTask { @Sendable @MainActor in
                        await quietly()
                        context.dispatchAction(.add(amount))
                    }
                }
            }
            await quietly()
            context.dispatchAction(.note("done"))
        case .consumeAfterAnActor:
            _ = await runningTotal.add(0)
            for await note in notes {
                for _ in 0..<3 {
                    await nothingAtAll()
                }
                context.dispatchAction(.note(note))
            }
        case .consumeOnTheMainActor:
            for await note in notes {
                await quietly()
                context.dispatchAction(.note(note))
            }
        }
    }
}
