import Stateful

// A parent with two optional slots: a search sheet alone (`search`), and a
// destination that is either that sheet or an alert (`destination`).

/// A search sheet: a keyed debounce of the query, and a slow load that
/// ignores its cancellation (its Action must be dropped once dismissed).
struct SearchSheet: ScreenLogic {
    struct State: Equatable, Sendable {
        var results: [String] = []
        var loaded = false
    }
    enum Command: Sendable, Hashable { case query(String), loadSlowly, close }
    enum Action: ViewAction, Equatable {
        case searched(String), loaded
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .searched(let query): state.results.append(query)
            case .loaded: state.loaded = true
            }
            return state
        }
    }
    enum Effect: Sendable, Equatable { case closed }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .query(let query):
            try await context.cancellable(id: "search", cancelInFlight: true) {
                try await Dependencies.current.clock.sleep(for: .milliseconds(300))
                context.dispatchAction(.searched(query))
            }
        case .loadSlowly:
            // Goes on when cancelled, as `send(.response(await …))` does.
            try? await Dependencies.current.clock.sleep(for: .seconds(1))
            context.dispatchAction(.loaded)
        case .close:
            context.dispatchEffect(.closed)
        }
    }
}

/// The alert's choices, sent by its buttons as the destination's Commands.
enum DeleteChoice: Sendable, Hashable { case confirm }

// routing:begin destination
enum SheetDestination: Equatable, Sendable, PathElement {
    case search(SearchSheet.State)
    case alert(AlertState<DeleteChoice>)

    enum Command: Sendable, Hashable { case search(SearchSheet.Command), alert(DeleteChoice) }
    enum Action: Sendable, Equatable { case search(SearchSheet.Action) }
    enum Effect: Sendable, Equatable { case search(SearchSheet.Effect) }

    static var screens: [PathScreen<SheetDestination>] {
        [.screen(SearchSheet(), state: Self.search, command: Command.search, action: Action.search, effect: Effect.search)]
    }
}
// routing:end destination

struct SheetHost: ScreenLogic {
    struct State: Equatable, Sendable {
        var search: SearchSheet.State?
        var destination: SheetDestination?
        var log: [String] = []
    }
    enum Command: Sendable, Equatable {
        case presentSearch, dismissSearch, search(SearchSheet.Command)
        case presentDestination(SheetDestination), dismissDestination, destination(SheetDestination.Command)
    }
    enum Action: ViewAction, Equatable {
        case searchPresented(SearchSheet.State?), search(SearchSheet.Action)
        case destinationPresented(SheetDestination?), destination(SheetDestination.Action)
        case logged(String)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .searchPresented(let search): state.search = search
            case .destinationPresented(let destination): state.destination = destination
            case .logged(let entry): state.log.append(entry)
            // routing:begin slots
            case .search(let action): state.search.apply(action)
            case .destination(let action): state.destination.apply(action)
            // routing:end slots
            }
            return state
        }
    }
    enum Effect: Sendable, Equatable { case failed(String) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .presentSearch: context.dispatchAction(.searchPresented(SearchSheet.State()))
        case .dismissSearch: context.dispatchAction(.searchPresented(nil))
        case .presentDestination(let destination): context.dispatchAction(.destinationPresented(destination))
        case .dismissDestination: context.dispatchAction(.destinationPresented(nil))
        case .destination(.alert(.confirm)):
            context.dispatchAction(.destinationPresented(nil))
            context.dispatchAction(.logged("deleted"))
        // routing:begin slots
        case .search(let command):
            try await context.forward(command, to: SearchSheet(), presentedIn: \.search, action: Action.search) { effect, host in
                switch effect {
                case .closed: host.dispatchAction(.searchPresented(nil))
                }
            }
        case .destination(let command):
            try await context.forward(command, toPresented: \.destination, action: Action.destination) { effect, host in
                switch effect {
                case .search(.closed): host.dispatchAction(.destinationPresented(nil))
                }
            }
        // routing:end slots
        }
    }
}
