import Stateful

/// A child screen that counts the seconds of a clock until it is told to
/// stop, then reports the count to whoever shows it.
struct Ticker: ScreenLogic {
    struct State: Equatable, Sendable {
        var ticks = 0
    }

    enum Command: Sendable, Equatable {
        /// Ticks once a second, until cancelled.
        case start
        /// Reports the count.
        case finish
        /// Reports what `context.state` says.
        case readState
        /// Asks to be dismissed, and ends.
        case close
    }

    enum Action: ViewAction, Equatable {
        case ticked

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            state.ticks += 1
            return state
        }
    }

    enum Effect: Sendable, Equatable {
        case finished(ticks: Int)
        case read(ticks: Int)
        case close
    }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .start:
            let clock = Dependencies.current.clock
            while true {
                try await clock.sleep(for: .seconds(1))
                context.dispatchAction(.ticked)
            }
        case .finish:
            context.dispatchEffect(.finished(ticks: context.state.ticks))
        case .readState:
            context.dispatchEffect(.read(ticks: context.state.ticks))
        case .close:
            context.dispatchEffect(.close)
        }
    }
}

/// A parent that pushes tickers on a stack, routes their Commands, and keeps
/// what they report.
struct TickerStack: ScreenLogic {
    struct State: Equatable, Sendable {
        var path = StackState<Ticker.State>()
        var reports: [String] = []
    }

    enum Command: Sendable, Equatable {
        case push
        case pop(StackElementID)
        case ticker(StackElementID, Ticker.Command)
    }

    enum Action: ViewAction, Equatable {
        case pushed
        case popped(StackElementID)
        case ticker(StackElementID, Ticker.Action)
        case reported(String)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .pushed: state.path.append(Ticker.State())
            case .popped(let id): state.path.pop(from: id)
            case let .ticker(id, action): state.path[id: id] = state.path[id: id].map { Ticker.Action.transform($0, action: action) }
            case .reported(let report): state.reports.append(report)
            }
            return state
        }
    }

    enum Effect: Sendable, Equatable {
        case tickerRead(StackElementID, ticks: Int)
        case failed(String)
    }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .push:
            context.dispatchAction(.pushed)
        case .pop(let id):
            context.dispatchAction(.popped(id))
        case let .ticker(id, command):
            try await context.forward(
                command, to: Ticker(),
                state: { $0.path[id: id] },
                action: { .ticker(id, $0) },
                effect: { effect, parent in
                    switch effect {
                    case .finished(let ticks): parent.dispatchAction(.reported("\(id) ticked \(ticks) times"))
                    case .read(let ticks): parent.dispatchEffect(.tickerRead(id, ticks: ticks))
                    case .close: parent.dispatchAction(.popped(id))
                    }
                })
        }
    }
}
