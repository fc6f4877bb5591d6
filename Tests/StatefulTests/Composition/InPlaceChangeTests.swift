import Stateful
import Testing

/// A value whose storage tells whether it was still uniquely held when it
/// was changed: a copy of the element (or of the stack around it) on the
/// way in would make it shared.
private struct Tracked: Equatable, Sendable {
    final class Storage: Sendable {}

    var storage = Storage()
    var changes = 0
    var copiesSeen = 0

    /// Counts a change; storage shared with another copy is copied first,
    /// as a copy-on-write value does, and the copy counted.
    mutating func change() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage()
            copiesSeen += 1
        }
        changes += 1
    }

    static func == (lhs: Tracked, rhs: Tracked) -> Bool {
        lhs.storage === rhs.storage && lhs.changes == rhs.changes && lhs.copiesSeen == rhs.copiesSeen
    }
}

private struct TrackedStack: Equatable, Sendable {
    var path = StackState((0..<1_000).map { _ in Tracked() })
}

private enum TrackedStackAction: ViewAction {
    case change(StackElementID)

    static func transform(_ state: TrackedStack, action: TrackedStackAction) -> TrackedStack {
        var state = state
        reduce(&state, action: action)
        return state
    }

    static func reduce(_ state: inout TrackedStack, action: TrackedStackAction) {
        switch action {
        case .change(let id): state.path.modify(id: id) { $0.change() }
        }
    }
}

private enum TrackedCommand: Sendable {
    case change(StackElementID)
}

@MainActor
private final class TrackedStore: CoreViewStore {
    typealias State = TrackedStack
    typealias Command = TrackedCommand
    typealias Action = TrackedStackAction
    typealias Effect = Never

    let core = StoreCore<TrackedCommand, TrackedStackAction, Never>(
        initialState: TrackedStack(), errorEffect: { _ in fatalError("the work never throws") })

    func handleCommand(_ command: TrackedCommand, context: CommandContext<TrackedStackAction, Never>) async throws {
        switch command {
        case .change(let id): context.dispatchAction(.change(id))
        }
    }
}

/// Changing one element of a stack changes it where it is stored: neither
/// the element nor its siblings are copied.
@MainActor
@Suite struct InPlaceChangeTests {
    @Test func modifyChangesTheElementWhereItIsStored() {
        var stack = StackState([Tracked(), Tracked(), Tracked()])
        let result = stack.modify(id: 1) { element -> Int in
            element.change()
            return element.changes
        }
        #expect(result == 1)
        #expect(stack[id: 1]?.copiesSeen == 0)
        #expect(stack.modify(id: 9) { $0.change() } == nil, "an id not on the stack changes nothing")
    }

    @Test func theSubscriptLendsTheElementOutInPlace() {
        var stack = StackState([Tracked(), Tracked()])
        stack[id: 0]?.change()
        #expect(stack[id: 0]?.changes == 1)
        #expect(stack[id: 0]?.copiesSeen == 0)
    }

    @Test func settingNilThroughTheSubscriptInPlacePopsFromThatElement() {
        var stack: StackState = ["a", "b", "c"]
        func clear(_ element: inout String?) { element = nil }
        clear(&stack[id: 1])
        #expect(stack.ids == [0])
        clear(&stack[id: 7])
        #expect(stack.ids == [0], "an id not on the stack changes nothing")
        func rename(_ element: inout String?) { element = "A" }
        rename(&stack[id: 0])
        #expect(Array(stack) == ["A"])
    }

    @Test func aStoreChangesOneChildOfAThousandInPlace() {
        let store = TrackedStore()
        // Not read from the State: a read that Observation tracks makes the
        // next change keep the State before it, for the readers to compare.
        let id: StackElementID = 500
        for _ in 0..<3 {
            store.send(.change(id))
        }
        let child = store.core.currentState.path[id: id]
        #expect(child?.changes == 3)
        #expect(child?.copiesSeen == 0, "the store held the State once, and changed the child where it was")
    }

    @Test func aSubscriberToTheStateStreamGetsEveryChange() async {
        let store = TrackedStore()
        let id: StackElementID = 0
        store.send(.change(id))
        var states = store.state.makeAsyncIterator()
        #expect(await states.next()?.path[id: id]?.changes == 1, "the stream starts from the State now")
        store.send(.change(id))
        #expect(await states.next()?.path[id: id]?.changes == 2)
    }

    @Test func theDefaultReduceAppliesTransform() {
        var count = Counter()
        CounterAction.reduce(&count, action: .add(2))
        #expect(count.count == 2)
    }
}
