import Stateful

// TCA's shared-state case studies (02-SharedState-InMemory and
// -FileStorage): two tabs, each a feature of its own, share statistics; a
// change in one is seen in the other at once. Written once here, for each
// place the statistics live (a `StatsLocation`); each case study's tests,
// step for step, are in a file of their own.

/// Where the tabs' statistics live.
protocol StatsLocation: Sendable {
    associatedtype Key: SharedKey<Stats>
    static var key: Key { get }
}

struct SharedStateTabs<Location: StatsLocation>: ScreenLogic {
    enum Tab: Sendable { case counter, profile }

    struct State: Equatable, Sendable {
        var currentTab = Tab.counter
        var counter = CounterTab.State()
        var profile = ProfileTab.State()
    }

    enum Command: Sendable {
        case counter(CounterTab.Command)
        case profile(ProfileTab.Command)
        case selectTab(Tab)
    }

    enum Action: ViewAction {
        case counter(CounterTab.Action)
        case profile(ProfileTab.Action)
        case tabSelected(Tab)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .counter(let action): state.counter = CounterTab.Action.transform(state.counter, action: action)
            case .profile(let action): state.profile = ProfileTab.Action.transform(state.profile, action: action)
            case .tabSelected(let tab): state.currentTab = tab
            }
            return state
        }
    }

    func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
        switch command {
        case .counter(let command):
            try await context.forward(command, to: CounterTab(), state: { $0.counter }, action: Action.counter)
        case .profile(let command):
            try await context.forward(command, to: ProfileTab(), state: { $0.profile }, action: Action.profile)
        case .selectTab(let tab):
            context.dispatchAction(.tabSelected(tab))
        }
    }

    struct CounterTab: ScreenLogic {
        struct State: Equatable, Sendable {
            var alert: AlertState<Command>?
            @Shared(Location.key) var stats = Stats()
        }

        enum Command: Sendable, Equatable { case alertDismissed, decrementButtonTapped, incrementButtonTapped, isPrimeButtonTapped }

        enum Action: ViewAction {
            case alertDismissed, decremented, incremented, alertShown(AlertState<Command>)

            static func transform(_ state: State, action: Action) -> State {
                var state = state
                switch action {
                case .alertDismissed: state.alert = nil
                case .decremented: state.$stats.withLock { $0.decrement() }
                case .incremented: state.$stats.withLock { $0.increment() }
                case .alertShown(let alert): state.alert = alert
                }
                return state
            }
        }

        func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
            switch command {
            case .alertDismissed: context.dispatchAction(.alertDismissed)
            case .decrementButtonTapped: context.dispatchAction(.decremented)
            case .incrementButtonTapped: context.dispatchAction(.incremented)
            case .isPrimeButtonTapped: context.dispatchAction(.alertShown(primeAlert(context.state.stats.count)))
            }
        }
    }

    struct ProfileTab: ScreenLogic {
        struct State: Equatable, Sendable {
            @Shared(Location.key) var stats = Stats()
        }

        enum Command: Sendable { case resetStatsButtonTapped }

        enum Action: ViewAction {
            case statsReset

            static func transform(_ state: State, action: Action) -> State {
                state.$stats.withLock { $0 = Stats() }
                return state
            }
        }

        func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
            context.dispatchAction(.statsReset)
        }
    }
}
