import Stateful

/// A search screen: typing debounces a search by 300 ms, cancelling the one
/// in flight; a refresh runs under an id that a button cancels.
struct Searcher: ScreenLogic {
    struct State: Equatable, Sendable {
        var searches: [String] = []
        var refreshes = 0
        var responses: [String] = []
    }

    enum Command: Sendable, Equatable {
        case queryChanged(String)
        case refresh
        case cancelRefresh
        /// Fetches under an id, wrapping the outcome in a `Result`, as
        /// `dispatchAction(.response(result))` with the `Result` of a request.
        case fetch
        case cancelFetch
    }

    enum Action: ViewAction, Equatable {
        case searched(String)
        case refreshed
        case response(String)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .searched(let query): state.searches.append(query)
            case .refreshed: state.refreshes += 1
            case .response(let response): state.responses.append(response)
            }
            return state
        }
    }

    enum Effect: Sendable, Equatable {
        case failed(String)
    }

    private enum Work { case search, refresh, fetch }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        let clock = Dependencies.current.clock
        switch command {
        case .queryChanged(let query):
            try await context.cancellable(id: Work.search, cancelInFlight: true) {
                try await clock.sleep(for: .milliseconds(300))
                context.dispatchAction(.searched(query))
            }
        case .refresh:
            try await context.cancellable(id: Work.refresh) {
                try await clock.sleep(for: .seconds(1))
                context.dispatchAction(.refreshed)
            }
        case .cancelRefresh:
            context.cancel(id: Work.refresh)
        case .fetch:
            try await context.cancellable(id: Work.fetch) {
                let response: Result<String, any Error>
                do {
                    try await clock.sleep(for: .seconds(1))
                    response = .success("fetched")
                } catch {
                    response = .failure(error)
                }
                switch response {
                case .success(let value): context.dispatchAction(.response(value))
                case .failure(let error): context.dispatchAction(.response("failed: \(error)"))
                }
            }
        case .cancelFetch:
            context.cancel(id: Work.fetch)
        }
    }
}

/// Searchers on a stack, each forwarded to with its id, so that each has
/// cancellation ids of its own.
struct SearchStack: ScreenLogic {
    struct State: Equatable, Sendable {
        var path = StackState<Searcher.State>()
    }

    enum Command: Sendable, Equatable {
        case push
        case pop(StackElementID)
        case remove(StackElementID)
        case pushWithID(StackElementID)
        case popAll
        case searcher(StackElementID, Searcher.Command)
    }

    enum Action: ViewAction, Equatable {
        case pushed
        case popped(StackElementID)
        case removed(StackElementID)
        case pushedWithID(StackElementID)
        case poppedAll
        case searcher(StackElementID, Searcher.Action)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .pushed: state.path.append(Searcher.State())
            case .popped(let id): state.path.pop(from: id)
            case .removed(let id): state.path.remove(id: id)
            case .pushedWithID(let id): state.path.append(Searcher.State(), id: id)
            case .poppedAll: state.path.removeAll()
            case let .searcher(id, action): state.path.modify(id: id) { Searcher.Action.reduce(&$0, action: action) }
            }
            return state
        }
    }

    enum Effect: Sendable, Equatable {
        case failed(String)
    }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .push:
            context.dispatchAction(.pushed)
        case .pop(let id):
            context.dispatchAction(.popped(id))
        case .remove(let id):
            context.dispatchAction(.removed(id))
        case .pushWithID(let id):
            context.dispatchAction(.pushedWithID(id))
        case .popAll:
            context.dispatchAction(.poppedAll)
        case let .searcher(id, command):
            try await context.forward(
                command, to: Searcher(), id: id,
                state: { $0.path[id: id] },
                action: { .searcher(id, $0) },
                effect: { effect, parent in
                    if case .failed(let message) = effect { parent.dispatchEffect(.failed(message)) }
                })
        }
    }
}
