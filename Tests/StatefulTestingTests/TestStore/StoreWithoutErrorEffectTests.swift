import Stateful
import StatefulTesting
import Testing

/// A logic with no Effects at all, whose `load` may throw.
private struct EffectlessTally: ScreenLogic {
    struct State: Equatable, Sendable { var count = 0 }
    enum Command: Sendable { case increment, load(fails: Bool) }
    enum Action: ViewAction, Equatable {
        case added(Int)
        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case .added(let amount): State(count: state.count + amount)
            }
        }
    }
    typealias Effect = Never

    struct LoadFailed: Error, CustomStringConvertible {
        var description: String { "the tally could not be loaded" }
    }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .increment:
            context.dispatchAction(.added(1))
        case .load(let fails):
            if fails { throw LoadFailed() }
            context.dispatchAction(.added(10))
        }
    }
}

@MainActor
@Suite struct StoreWithoutErrorEffectTests {
    @Test func aLogicWithoutEffectsIsTestedWithNoStoreAndNoErrorEffect() async {
        let store = TestStore(EffectlessTally(), initialState: EffectlessTally.State())
        await store.send(.increment) { $0.count = 1 }
        await store.send(.load(fails: false)) { $0.count = 11 }
        await store.finish()
    }

    @Test func anErrorTheWorkThrowsFailsTheTestAtTheTestStoresLine() async {
        let store = TestStore(EffectlessTally(), initialState: EffectlessTally.State())
        await withKnownIssue {
            await store.send(.load(fails: true))
        } matching: { issue in
            "\(issue)".contains("a Command's work (EffectlessTally.Command) threw the tally could not be loaded, and its store has no error Effect")
                && issue.sourceLocation?.fileName == "StoreWithoutErrorEffectTests.swift"
                && issue.sourceLocation?.line == 44
        }
        await store.send(.increment) { $0.count = 1 }
        await store.finish()
    }

    @Test func aScreenStoreWithoutErrorEffectReportsAnErrorAndEndsTheCommandAsFailed() async {
        // Test dependencies install the reporter that fails the running test.
        let store = withTestDependencies { _ in } operation: {
            ScreenStore(EffectlessTally(), initialState: EffectlessTally.State())
        }
        var outcomes: [String] = []
        let observation = store.core.observe { event in
            if case .commandFinished(_, let outcome) = event { outcomes.append("\(outcome)") }
        }
        await withKnownIssue {
            await store.dispatchCommand(.load(fails: true))
        } matching: { "\($0)".contains("threw the tally could not be loaded") }
        #expect(outcomes.count == 1 && outcomes[0].hasPrefix("failed"))
        #expect(store.currentState.count == 0)
        _ = observation
    }
}
