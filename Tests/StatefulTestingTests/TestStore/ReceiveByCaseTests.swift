import Stateful
import StatefulTesting
import Testing

/// A loader whose Effects and Actions carry errors, so are not `Equatable`.
private struct CaseLoader: ScreenLogic {
    struct State: Equatable, Sendable { var value: Int? }
    struct LoadError: Error {}
    enum Command: Sendable { case load(fails: Bool), loadAfterYield, warn, warnThenLoad }
    enum Action: ViewAction {
        case response(Result<Int, any Error>)
        case started(Int)
        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case .response(let result): State(value: try? result.get())
            case .started: state
            }
        }
    }
    enum Effect: Sendable {
        case loaded(Result<Int, LoadError>)
        case warned(any Error)
        case failed(any Error)
    }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .load(let fails):
            context.dispatchAction(.started(1))
            context.dispatchAction(.response(fails ? .failure(LoadError()) : .success(7)))
            context.dispatchEffect(.loaded(fails ? .failure(LoadError()) : .success(7)))
        case .loadAfterYield:
            context.dispatchAction(.started(2))
            await Task.yield()
            context.dispatchAction(.response(.failure(LoadError())))
        case .warn:
            context.dispatchEffect(.warned(LoadError()))
        case .warnThenLoad:
            context.dispatchEffect(.warned(LoadError()))
            context.dispatchEffect(.loaded(.success(1)))
        }
    }
}

@MainActor
@Suite struct ReceiveByCaseTests {
    private func makeStore(actions: ActionChecking = .perStep) -> TestStore<ScreenStore<CaseLoader>> {
        TestStore(
            ScreenStore(CaseLoader(), initialState: CaseLoader.State(), errorEffect: { .failed($0) }),
            actions: actions)
    }

    @Test func anEffectAndAnActionAreReceivedByTheirCaseWithoutEquatable() async {
        let store = makeStore()
        await store.send(.load(fails: false)) { $0.value = 7 }
        await store.receive(actionCase: CaseLoader.Action.started)
        await store.receive(actionCase: CaseLoader.Action.response) { $0.value = 7 }
        await store.receive(case: CaseLoader.Effect.loaded)
        await store.finish()
    }

    @Test func inReceivedModeEachActionIsReceivedByItsCase() async {
        let store = makeStore(actions: .received)
        await store.send(.loadAfterYield)                      // .started(2) is the send's own
        await store.receive(actionCase: CaseLoader.Action.response)
        await store.finish()
    }

    @Test func anotherEffectFirstFailsNamingBothCases() async {
        let store = makeStore()
        await store.send(.warnThenLoad)
        await withKnownIssue {
            await store.receive(case: CaseLoader.Effect.loaded)
        } matching: { issue in
            let message = "\(issue)"
            return message.contains("receive(case: .loaded(…)): received a different Effect first")
                && message.contains("effect .warned(CaseLoader.LoadError())")
        }
        await store.receive(case: CaseLoader.Effect.loaded)
        await store.finish()
    }

    @Test func anEffectNeverEmittedIsNamedByItsPayloadsType() async {
        let store = makeStore()
        await store.send(.warn)
        await withKnownIssue {
            await store.receive(case: CaseLoader.Effect.loaded)
        } matching: { issue in
            let message = "\(issue)"
            return message.contains(
                "receive(case: the case of CaseLoader.Effect taking Result<Int, CaseLoader.LoadError>): received a different Effect first")
                && message.contains("effect .warned(CaseLoader.LoadError())")
        }
        await store.finish()
    }

    @Test func aCaseNeverEmittedIsNamedByItsPayloadsType() async {
        let store = makeStore()
        await store.send(.load(fails: false)) { $0.value = 7 }
        await withKnownIssue {
            await store.receive(actionCase: CaseLoader.Action.started)
            await store.receive(actionCase: CaseLoader.Action.started)
        } matching: { issue in
            "\(issue)".contains("receive(action: the case of CaseLoader.Action taking Int): the Action was never dispatched")
        }
        await store.receive(case: CaseLoader.Effect.loaded)
        await store.finish()
    }

    @Test func aCaseIsToldApartFromAnotherWithTheSamePayloadType() async {
        let store = makeStore()
        await store.send(.warn)
        await withKnownIssue {
            await store.receive(case: CaseLoader.Effect.failed)
        } matching: { "\($0)".contains("received a different Effect first") }
        await store.finish()
    }
}
