import Observation
import Stateful
import StatefulInternalTestSupport
import Testing

/// A store whose State is not `Equatable`: every Action is a change.
private struct Note: Sendable {
    var text = ""
}

private enum NoteAction: ViewAction, Sendable {
    case write(String)

    static func transform(_ state: Note, action: NoteAction) -> Note {
        switch action {
        case .write(let text): Note(text: text)
        }
    }
}

private enum NoteCommand: Sendable {
    case write(String)
}

@MainActor
private final class NoteStore: CoreViewStore {
    typealias State = Note
    typealias Command = NoteCommand
    typealias Effect = Never
    typealias Action = NoteAction

    let core = StoreCore<NoteCommand, NoteAction, Never>(initialState: Note(), errorEffect: { fatalError("\($0)") })

    func handleCommand(_ command: NoteCommand, context: CommandContext<NoteAction, Never>) async throws {
        switch command {
        case .write(let text): context.dispatchAction(.write(text))
        }
    }
}

/// A store whose Commands dispatch from tasks off the main actor, many at once.
private enum ConcurrentCounterCommand: Sendable {
    /// Adds one `count` times, each from its own child task off the main actor.
    case addConcurrently(Int)
}

@MainActor
private final class ConcurrentCounterStore: CoreViewStore {
    typealias State = Counter
    typealias Command = ConcurrentCounterCommand
    typealias Effect = CounterEffect
    typealias Action = CounterAction

    let core = StoreCore<ConcurrentCounterCommand, CounterAction, CounterEffect>(
        initialState: Counter(), errorEffect: { .error("\($0)") })

    func handleCommand(_ command: ConcurrentCounterCommand, context: CommandContext<CounterAction, CounterEffect>) async throws {
        switch command {
        case .addConcurrently(let count):
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<count {
                    group.addTask { await context.dispatchAction(.add(1)) }
                }
            }
        }
    }
}

@MainActor
@Suite struct ObservableStoreTests {
    @Test func anActionThatChangesTheStateNotifiesAReaderOnceOnTheMainActor() async {
        let store = CounterStore()
        let reads = ObservedReads { store.currentState.count }
        await store.dispatchCommand(.increment)
        #expect(reads.changeCount == 1)
        #expect(reads.changesOffTheMainActor == 0)
        // The tracking ended with the change, as SwiftUI's does until it redraws.
        await store.dispatchCommand(.increment)
        #expect(reads.changeCount == 1)
        reads.readAgain()
        #expect(reads.value == 2)
        await store.dispatchCommand(.increment)
        #expect(reads.changeCount == 2)
    }

    @Test func everyChangeNotifiesOnceWhenTheReaderReadsAgainAfterEach() async {
        let store = CounterStore()
        let reads = ObservedReads { store.currentState.count }
        var seen: [Int] = []
        for _ in 0..<5 {
            await store.dispatchCommand(.increment)
            reads.readAgain()
            seen.append(reads.value)
        }
        #expect(reads.changeCount == 5)
        #expect(seen == [1, 2, 3, 4, 5])
    }

    @Test func anActionThatLeavesAnEquatableStateEqualNotifiesNoOne() {
        let store = CounterStore()
        let reads = ObservedReads { store.currentState }
        store.core.dispatchAction(.add(0))
        store.core.dispatchAction(.add(0))
        #expect(reads.changeCount == 0)
        store.core.dispatchAction(.add(2))
        #expect(reads.changeCount == 1)
        #expect(store.currentState == Counter(count: 2))
    }

    @Test func aStateThatIsNotEquatableNotifiesOnEveryAction() async {
        let store = NoteStore()
        let reads = ObservedReads { store.currentState.text }
        await store.dispatchCommand(.write(""))
        #expect(reads.changeCount == 1, "without ==, the same text is still a change")
        reads.readAgain()
        await store.dispatchCommand(.write("hello"))
        #expect(reads.changeCount == 2)
        reads.readAgain()
        #expect(reads.value == "hello")
    }

    @Test func theCoreIsObservableAsWellAsTheStore() async {
        let store = CounterStore()
        let throughTheCore = ObservedReads { store.core.currentState.count }
        let throughTheStore = ObservedReads { store.currentState.count }
        await store.dispatchCommand(.increment)
        #expect(throughTheCore.changeCount == 1)
        #expect(throughTheStore.changeCount == 1)
        #expect(isObservable(store) && isObservable(store.core))
    }

    @Test func readingOneStoreDoesNotWatchAnother() async {
        let watched = CounterStore()
        let other = CounterStore()
        let reads = ObservedReads { watched.currentState.count }
        await other.dispatchCommand(.increment)
        #expect(reads.changeCount == 0)
        await watched.dispatchCommand(.increment)
        #expect(reads.changeCount == 1)
    }

    @Test func readsOutsideTrackingAndUnreadStoresChangeNothingForStreamsOrObservers() async {
        let store = CounterStore()
        let log = EventLog(store.core)
        var states = store.state.makeAsyncIterator()
        #expect(await states.next() == Counter(count: 0))
        _ = store.currentState
        store.core.dispatchAction(.add(0))
        await store.dispatchCommand(.increment)
        // An equal State still reaches the stream and the observers: only
        // Observation skips it.
        #expect(await states.next() == Counter(count: 1))
        #expect(log.lines == ["- action add(0) 0->0", "#1 > increment", "#1 action add(1) 0->1", "#1 < completed"])
    }

    @Test func aStoreObservedWhileCommandsRunConcurrently() async {
        let store = ConcurrentCounterStore()
        let log = ActionCount(store.core)
        let reads = ObservedReads(rereadingOnChange: true) { store.currentState.count }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { await store.dispatchCommand(.addConcurrently(50)) }
            }
        }
        #expect(store.currentState.count == 200)
        #expect(log.count == 200)
        #expect(reads.changeCount == 200, "one notification for each Action, each changing the State")
        #expect(reads.changesOffTheMainActor == 0)
    }

    @Test func aStoreThatGoesAwayIsReleasedWhileObserved() async {
        weak var released: CounterStore?
        var reads: ObservedReads<Int>?
        do {
            let store = CounterStore()
            released = store
            reads = ObservedReads { store.currentState.count }
            await store.dispatchCommand(.increment)
            reads?.readAgain()
        }
        // The tracking still holds the read's closure; the closure holds the store.
        #expect(released != nil)
        reads = nil
        #expect(released == nil, "nothing else keeps the store: no cycle through the registrar")
    }

    @Test func aStoreReadUnderTrackingIsReleasedWithTheTrackingOutstanding() async {
        weak var released: CounterStore?
        var notified = false
        do {
            let store = CounterStore()
            released = store
            withObservationTracking {
                _ = store.currentState
            } onChange: {
                // Never called: the store goes before any change.
            }
            await store.dispatchCommand(.increment)
            notified = true
        }
        #expect(notified)
        #expect(released == nil)
    }

    @Test func aFixedViewStoreNotifiesReadersOfItsCommandsButNeverOfItsState() async {
        let store = FixedViewStore<Counter, CounterCommand, CounterEffect>(state: Counter(count: 3))
        let state = ObservedReads { store.currentState }
        let commands = ObservedReads { store.receivedCommands.count }
        await store.dispatchCommand(.increment)
        store.emit(.started)
        #expect(state.changeCount == 0)
        #expect(commands.changeCount == 1)
        commands.readAgain()
        #expect(commands.value == 1)
        #expect(isObservable(store))
    }
}

/// Whether `value` is `Observable`; the point is that the call compiles.
private func isObservable(_ value: some Observable) -> Bool { true }

/// Counts the Actions a core's observers see.
@MainActor
private final class ActionCount {
    private(set) var count = 0
    private var observation: StoreObservation?

    init(_ core: StoreCore<ConcurrentCounterCommand, CounterAction, CounterEffect>) {
        observation = core.observe { [weak self] event in
            if case .action = event { self?.count += 1 }
        }
    }
}
