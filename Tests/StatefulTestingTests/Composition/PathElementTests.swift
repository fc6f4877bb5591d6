import Stateful
import StatefulTesting
import Testing

@MainActor
@Suite struct PathElementTests {
    private let clock = TestClock()

    private func registered() -> TestStore<ScreenStore<RegisteredStack>> {
        let store = withTestDependencies { $0.clock = clock } operation: {
            ScreenStore(RegisteredStack(), initialState: .init(), errorEffect: { .failed("\($0)") })
        }
        return TestStore(store, clock: clock)
    }

    private func byHand() -> TestStore<ScreenStore<HandStack>> {
        let store = withTestDependencies { $0.clock = clock } operation: {
            ScreenStore(HandStack(), initialState: .init(), errorEffect: { .failed("\($0)") })
        }
        return TestStore(store, clock: clock)
    }

    @Test func eachScreensCommandReachesItsLogicAndItsResultTheParent() async {
        let store = registered()
        await store.send(.push(.pushTally)) { $0.path = [.tally(StackTally.State())] }
        await store.send(.push(.pushNote)) { $0.path.append(.note(StackNote.State())) }
        await store.send(.path(1, .note(.edit("hello")))) { $0.path[id: 1] = .note(StackNote.State(text: "hello")) }
        await store.send(.path(0, .tally(.increment))) { $0.path[id: 0] = .tally(StackTally.State(count: 1)) }
        await store.send(.path(0, .tally(.finish))) {
            $0.finished = [1]
            $0.path.pop(from: 0)
        }
        await store.send(.push(.pushTotals([1]))) { $0.path.append(.totals(StackTotals.State(totals: [1]))) }
        await store.send(.path(2, .totals(.close))) { $0.path.pop(from: 2) }
        await store.finish()
    }

    @Test func aTestDescribesOneFieldOfAPushedScreenThroughItsCase() async {
        let store = registered()
        await store.send(.push(.pushTally)) { $0.path = [.tally(StackTally.State())] }
        await store.send(.push(.pushNote)) { $0.path.append(.note(StackNote.State())) }
        await store.send(.path(1, .note(.edit("hello")))) { $0.path[id: 1, case: RegisteredPath.note]?.text = "hello" }
        await store.send(.path(0, .tally(.increment))) { $0.path[id: 0, case: RegisteredPath.tally]?.count = 1 }
        await store.send(.path(0, .tally(.finish))) {
            $0.finished = [1]
            $0.path.pop(from: 0)
        }
        await store.finish()
    }

    @Test func writingThroughAnotherCaseOrNilChangesNothing() {
        var element = RegisteredPath.note(StackNote.State(text: "kept"))
        element[case: RegisteredPath.tally]?.count = 5
        element[case: RegisteredPath.tally] = StackTally.State(count: 5)
        element[case: RegisteredPath.note] = nil
        #expect(element == .note(StackNote.State(text: "kept")))
        element[case: RegisteredPath.note] = StackNote.State(text: "new")
        #expect(element == .note(StackNote.State(text: "new")))
    }

    @Test func theStackWrittenByHandBehavesTheSame() async {
        let store = byHand()
        await store.send(.push(.pushTally)) { $0.path = [.tally(StackTally.State())] }
        await store.send(.push(.pushNote)) { $0.path.append(.note(StackNote.State())) }
        await store.send(.path(1, .note(.edit("hello")))) { $0.path[id: 1] = .note(StackNote.State(text: "hello")) }
        await store.send(.path(0, .tally(.increment))) { $0.path[id: 0] = .tally(StackTally.State(count: 1)) }
        await store.send(.path(0, .tally(.finish))) {
            $0.finished = [1]
            $0.path.pop(from: 0)
        }
        await store.send(.push(.pushTotals([1]))) { $0.path.append(.totals(StackTotals.State(totals: [1]))) }
        await store.send(.path(2, .totals(.close))) { $0.path.pop(from: 2) }
        await store.finish()
    }

    @Test func twoElementsOfTheSameScreenKeepTheirCancellationIdsApart() async {
        let store = registered()
        await store.send(.push(.pushTally)) { $0.path = [.tally(StackTally.State())] }
        await store.send(.push(.pushTally)) { $0.path.append(.tally(StackTally.State())) }
        await store.send(.path(0, .tally(.incrementLater)))
        await store.send(.path(1, .tally(.incrementLater)))
        await store.advance(by: .milliseconds(500))
        await store.send(.path(1, .tally(.incrementLater)))   // cancels #1's wait in flight, not #0's
        await store.advance(by: .milliseconds(500)) { $0.path[id: 0] = .tally(StackTally.State(count: 1)) }
        await store.advance(by: .milliseconds(500)) { $0.path[id: 1] = .tally(StackTally.State(count: 1)) }
        await store.finish()
    }

    @Test func removingAnElementCancelsItsWork() async {
        let store = registered()
        await store.send(.push(.pushTally)) { $0.path = [.tally(StackTally.State())] }
        await store.send(.push(.pushTotals([]))) { $0.path.append(.totals(StackTotals.State())) }
        await store.send(.path(0, .tally(.incrementLater)))
        await store.send(.path(1, .totals(.close))) { $0.path.pop(from: 1) }
        await store.send(.path(0, .tally(.finish))) {
            $0.finished = [0]
            $0.path.pop(from: 0)
        }
        await store.advance(by: .seconds(2))
        await store.finish()
    }

    @Test func aCommandForAMissingElementFailsTheTestNamingTheScreenAndId() async {
        let store = registered()
        await withKnownIssue {
            await store.send(.path(4, .note(.edit("lost"))))
        } matching: { issue in
            "\(issue)".contains("a Command was forwarded to StackNote #4, which is not there")
                && issue.sourceLocation?.fileName == "ThreeScreenStack.swift"
        }
        await store.receive(.failed("no StackNote #4 screen is presented: the Command was not forwarded"))
        await store.finish()
    }

    @Test func aCommandForAnElementOfAnotherScreenFailsTheTest() async {
        let store = registered()
        await store.send(.push(.pushNote)) { $0.path = [.note(StackNote.State())] }
        await withKnownIssue {
            await store.send(.path(0, .tally(.increment)))
        } matching: { "\($0)".contains("a Command was forwarded to StackTally #0, which is not there") }
        await store.receive(.failed("no StackTally #0 screen is presented: the Command was not forwarded"))
        await store.finish()
    }

    @Test func anActionOfAnotherScreenLeavesTheElementAlone() {
        var path: StackState<RegisteredPath> = [.note(StackNote.State(text: "kept"))]
        path.apply(.tally(.added), to: 0)
        path.apply(.note(.edited("gone")), to: 7)
        #expect(path == [.note(StackNote.State(text: "kept"))])
        path.apply(.note(.edited("changed")), to: 0)
        #expect(path == [.note(StackNote.State(text: "changed"))])
    }

    @Test func aCommandOfAnUnregisteredScreenIsAnErrorNamingTheCase() async {
        let store = withTestDependencies { _ in } operation: {
            ScreenStore(PartlyRegisteredStack(), initialState: .init(), errorEffect: { "\($0)" })
        }
        let test = TestStore(store)
        await test.send(.note(0, .note(.edit("x"))))
        await test.receive("no screen of PartlyRegisteredPath takes the Command case note: list it in PartlyRegisteredPath.screens with PathScreen.screen(…)")
        await test.finish()
    }
}

/// A path whose note screen was left out of its registry.
private enum PartlyRegisteredPath: Equatable, Sendable, PathElement {
    case tally(StackTally.State)
    case note(StackNote.State)

    enum Command: Sendable, Equatable { case tally(StackTally.Command), note(StackNote.Command) }
    enum Action: Sendable, Equatable { case tally(StackTally.Action), note(StackNote.Action) }
    enum Effect: Sendable, Equatable { case tally(StackTally.Effect) }

    static var screens: [PathScreen<PartlyRegisteredPath>] {
        [.screen(StackTally(), state: Self.tally, command: Command.tally, action: Action.tally, effect: Effect.tally)]
    }
}

private struct PartlyRegisteredStack: ScreenLogic {
    struct State: Equatable, Sendable { var path: StackState<PartlyRegisteredPath> = [.note(StackNote.State())] }
    enum Command: Sendable, Equatable { case note(StackElementID, PartlyRegisteredPath.Command) }
    enum Action: ViewAction, Equatable {
        case path(StackElementID, PartlyRegisteredPath.Action)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case let .path(id, action): state.path.apply(action, to: id)
            }
            return state
        }
    }
    typealias Effect = String

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case let .note(id, command):
            try await context.forward(command, toElement: id, of: \.path, action: { .path(id, $0) }) { _, _ in }
        }
    }
}
