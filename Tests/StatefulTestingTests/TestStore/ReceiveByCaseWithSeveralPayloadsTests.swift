import Stateful
import StatefulTesting
import Testing

/// A forecast loader whose cases carry several payloads, some labelled, as
/// TCA's `forecastResponse(ID, Result<…>)` does.
private struct ForecastLoader: ScreenLogic {
    struct State: Equatable, Sendable { var forecasts: [Int: String] = [:] }
    struct Unavailable: Error {}
    enum Command: Sendable { case load(Int), move }
    enum Action: ViewAction {
        case forecastResponse(Int, Result<String, any Error>)
        case moved(from: Int, to: Int)
        case loaded(Int)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            if case let .forecastResponse(id, .success(text)) = action { state.forecasts[id] = text }
            return state
        }
    }
    enum Effect: Sendable {
        case shown(id: Int, text: String)
        case failed(Int, any Error)
    }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .load(let id):
            context.dispatchAction(.forecastResponse(id, id > 0 ? .success("sunny") : .failure(Unavailable())))
            if id > 0 { context.dispatchEffect(.shown(id: id, text: "sunny")) } else { context.dispatchEffect(.failed(id, Unavailable())) }
        case .move:
            context.dispatchAction(.moved(from: 0, to: 1))
        }
    }
}

@MainActor
@Suite struct ReceiveByCaseWithSeveralPayloadsTests {
    @Test func aCaseWithSeveralPayloadsIsReceivedByItsEmbeddingFunction() async {
        let store = TestStore(ForecastLoader(), initialState: ForecastLoader.State(), actions: .received)
        await store.send(.load(1)) { $0.forecasts[1] = "sunny" }
        await store.receive(case: ForecastLoader.Effect.shown)
        await store.send(.load(0))
        await store.receive(case: ForecastLoader.Effect.failed)
        await store.finish()
    }

    @Test func anActionWithLabelledPayloadsIsReceivedByCasePerStep() async {
        let store = TestStore(ForecastLoader(), initialState: ForecastLoader.State())
        await store.send(.load(2)) { $0.forecasts[2] = "sunny" }
        await store.receive(actionCase: ForecastLoader.Action.forecastResponse) { $0.forecasts[2] = "sunny" }
        await store.receive(case: ForecastLoader.Effect.shown)
        await store.send(.move)
        await store.receive(actionCase: ForecastLoader.Action.moved)
        await store.finish()
    }

    @Test func anotherCaseWithTheSamePayloadTypesIsNotAMatch() async {
        let store = TestStore(ForecastLoader(), initialState: ForecastLoader.State())
        await store.send(.move)
        await withKnownIssue {
            await store.receive(actionCase: ForecastLoader.Action.loaded)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("the case of ForecastLoader.Action taking Int")
        }
    }
}
