import Stateful
import StatefulTesting
import Testing

/// A form whose submission takes a second on the clock.
private struct SubmitForm: ScreenLogic {
    struct State: Equatable, Sendable {
        var submissions = 0
        var ignoredTaps = 0
    }
    enum Command: Sendable { case submitTapped, replaceTapped, cancelTapped }
    enum Action: ViewAction, Equatable {
        case submitted, ignored
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .submitted: state.submissions += 1
            case .ignored: state.ignoredTaps += 1
            }
            return state
        }
    }
    typealias Effect = Never

    private enum Work { case submit }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        let submit: @MainActor @Sendable () async throws -> Void = {
            try await Dependencies.current.clock.sleep(for: .seconds(1))
            context.dispatchAction(.submitted)
        }
        switch command {
        case .submitTapped:
            if try await !context.exclusive(id: Work.submit, operation: submit) {
                context.dispatchAction(.ignored)
            }
        case .replaceTapped:
            try await context.exclusive(id: Work.submit, policy: .cancelPrevious, operation: submit)
        case .cancelTapped:
            context.cancel(id: Work.submit)
        }
    }
}

@MainActor
@Suite struct ScreenLogicExclusiveTests {
    private let clock = TestClock()

    private func makeStore() -> TestStore<ScreenStore<SubmitForm>> {
        withTestDependencies { $0.clock = clock } operation: {
            TestStore(SubmitForm(), initialState: SubmitForm.State(), clock: clock)
        }
    }

    @Test func aDoubleSubmitIsIgnoredWhileTheFirstRuns() async {
        let store = makeStore()
        await store.send(.submitTapped)
        await store.send(.submitTapped) { $0.ignoredTaps = 1 }
        await store.advance(by: .seconds(1)) { $0.submissions = 1 }
        await store.send(.submitTapped)
        await store.advance(by: .seconds(1)) { $0.submissions = 2 }
        await store.finish()
    }

    @Test func cancelPreviousReplacesTheWorkInFlight() async {
        let store = makeStore()
        await store.send(.submitTapped)
        await store.advance(by: .milliseconds(500))
        await store.send(.replaceTapped)
        await store.advance(by: .milliseconds(500))
        await store.advance(by: .milliseconds(500)) { $0.submissions = 1 }
        await store.finish()
    }

    @Test func cancellingTheIdFreesItForTheNextSubmit() async {
        let store = makeStore()
        await store.send(.submitTapped)
        await store.send(.cancelTapped)
        await store.send(.submitTapped)
        await store.advance(by: .seconds(1)) { $0.submissions = 1 }
        await store.finish()
    }
}
