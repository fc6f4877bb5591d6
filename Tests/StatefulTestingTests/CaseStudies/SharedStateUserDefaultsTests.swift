import Stateful
import StatefulPersistence
import StatefulTesting
import Testing

// TCA's 02-SharedState-UserDefaults case study: two tabs share a count kept
// in user defaults. Its tests, step for step, follow.

struct SharedStateUserDefaults: ScreenLogic {
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
            @Shared(.count) var count = 0
        }

        enum Command: Sendable, Equatable { case alertDismissed, decrementButtonTapped, incrementButtonTapped, isPrimeButtonTapped }

        enum Action: ViewAction {
            case alertDismissed, decremented, incremented, alertShown(AlertState<Command>)

            static func transform(_ state: State, action: Action) -> State {
                var state = state
                switch action {
                case .alertDismissed: state.alert = nil
                case .decremented: state.$count.withLock { $0 -= 1 }
                case .incremented: state.$count.withLock { $0 += 1 }
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
            case .isPrimeButtonTapped: context.dispatchAction(.alertShown(primeAlert(context.state.count)))
            }
        }
    }

    struct ProfileTab: ScreenLogic {
        struct State: Equatable, Sendable {
            @Shared(.count) var count = 0
        }

        enum Command: Sendable { case resetStatsButtonTapped }

        enum Action: ViewAction {
            case countReset

            static func transform(_ state: State, action: Action) -> State {
                state.$count.withLock { $0 = 0 }
                return state
            }
        }

        func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
            context.dispatchAction(.countReset)
        }
    }
}

extension SharedKey where Self == AppStorageKey<Int> {
    fileprivate static var count: Self { appStorage("sharedStateDemoCount") }
}

// TCA's SharedStateUserDefaultsTests, step for step.
@MainActor
struct SharedStateUserDefaultsTests {
    @Test func tabSelection() async {
        let store = TestStore(SharedStateUserDefaults(), initialState: SharedStateUserDefaults.State())

        await store.send(.selectTab(.profile)) {
            $0.currentTab = .profile
        }
        await store.send(.selectTab(.counter)) {
            $0.currentTab = .counter
        }
    }

    @Test func sharedCounts() async {
        let store = TestStore(SharedStateUserDefaults(), initialState: SharedStateUserDefaults.State())

        await store.send(.counter(.incrementButtonTapped)) {
            $0.counter.$count.withLock { $0 = 1 }
        }

        await store.send(.counter(.decrementButtonTapped)) {
            $0.counter.$count.withLock { $0 = 0 }
        }

        await store.send(.profile(.resetStatsButtonTapped)) {
            $0.profile.$count.withLock { $0 = 0 }
        }
    }

    @Test func alert() async {
        let store = TestStore(SharedStateUserDefaults(), initialState: SharedStateUserDefaults.State())

        await store.send(.counter(.isPrimeButtonTapped)) {
            $0.counter.alert = AlertState(title: "👎 The number 0 is not prime :(")
        }
    }

    // Beyond TCA's tests: the count is what the test's own user defaults hold.

    @Test func theCountIsKeptInTheTestsOwnDefaults() async {
        let store = TestStore(SharedStateUserDefaults(), initialState: SharedStateUserDefaults.State())
        await store.send(.counter(.incrementButtonTapped)) {
            $0.counter.$count.withLock { $0 = 1 }
        }
        let defaults = SharedDefaults.of(store.store.core.dependencies.sharedStorage)
        #expect(defaults.isInMemory)
        #expect(defaults.object(forKey: "sharedStateDemoCount") as? Int == 1)
    }
}
