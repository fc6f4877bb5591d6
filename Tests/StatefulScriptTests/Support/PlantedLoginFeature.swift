import Foundation
import Stateful
import StatefulScript
import StatefulText

/// A small sign-in screen, a copy of a login feature written to have bugs
/// planted in it: a name field, a password field and a Log in button; the
/// request takes 500ms on the script's clock, and the backend can fail the
/// next one. Without a planted bug it is correct: the button is disabled
/// while a request runs, an empty name is refused with a message, and a
/// success clears the last error.
enum PlantedLogin {
    /// The bugs a copy of the feature can carry.
    enum Bug: Sendable, CaseIterable {
        /// Log in is not guarded while a request runs: a second tap sends a second request.
        case doubleSubmit
        /// A success after a failure leaves the failure's message shown.
        case errorKeptAfterRetry
        /// An empty name makes the Command throw.
        case throwsOnEmptyName
        /// The token is drawn from the system's random source, not the
        /// session's: the same sequence gives another transcript each time.
        case randomToken
    }

    struct State: Sendable, Equatable, Redactable {
        static let redactedLabels: Set<String> = ["password"]
        var name = ""
        var password = ""
        var requestsInFlight = 0
        var user: String?
        var token: String?
        var error: String?
    }

    enum Command: Sendable, Hashable, Decodable, Redactable {
        static let redactedLabels: Set<String> = ["passwordChanged"]
        case nameChanged(String)
        case passwordChanged(String)
        case logIn
    }

    enum Action: ViewAction, Sendable {
        case name(String)
        case password(String)
        case requestStarted
        /// A success; whether it clears the last error is the store's to say.
        case loggedIn(user: String, token: String, clearsError: Bool)
        case failed(String)
        case refused(String)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .name(let name): state.name = name
            case .password(let password): state.password = password
            case .requestStarted: state.requestsInFlight += 1
            case let .loggedIn(user, token, clearsError):
                state.requestsInFlight -= 1
                state.user = user
                state.token = token
                if clearsError { state.error = nil }
            case let .failed(message):
                state.requestsInFlight -= 1
                state.error = message
            case .refused(let message): state.error = message
            }
            return state
        }
    }

    enum Effect: Sendable, Equatable {
        case crashed(String)
    }

    /// The backend's one setting: fail the next request.
    enum Backend: Decodable, Sendable, Hashable {
        case failNext
    }

    @MainActor
    static func stack(for state: State) -> ScreenStack<Command> {
        if let user = state.user {
            return ScreenStack(root: Screen("Home") {
                Text("Signed in as \(user)")
                if let error = state.error { Text(error) }
            })
        }
        return ScreenStack(root: Screen("Log in") {
            TextField("Name", text: state.name, onChange: Command.nameChanged)
            SecureField("Password", text: state.password, onChange: Command.passwordChanged)
            if let error = state.error { Text(error) }
            Button("Log in", isEnabled: true, command: Command.logIn)
        })
    }
}

@MainActor
final class PlantedLoginStore: CoreViewStore {
    typealias State = PlantedLogin.State
    typealias Command = PlantedLogin.Command
    typealias Action = PlantedLogin.Action
    typealias Effect = PlantedLogin.Effect

    let core = StoreCore<Command, Action, Effect>(
        initialState: State(), errorEffect: { .crashed("\($0)") })
    let clock: any Clock<Duration>
    let bug: PlantedLogin.Bug?
    var failsNext = false

    init(clock: any Clock<Duration>, bug: PlantedLogin.Bug?) {
        self.clock = clock
        self.bug = bug
    }

    struct EmptyName: Error {}

    func handleCommand(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .nameChanged(let name): context.dispatchAction(.name(name))
        case .passwordChanged(let password): context.dispatchAction(.password(password))
        case .logIn:
            let state = currentState
            if state.name.isEmpty {
                if bug == .throwsOnEmptyName { throw EmptyName() }
                context.dispatchAction(.refused("Enter your name"))
                return
            }
            if bug != .doubleSubmit, state.requestsInFlight > 0 { return }
            context.dispatchAction(.requestStarted)
            try await clock.sleep(for: .milliseconds(500))
            if failsNext {
                failsNext = false
                context.dispatchAction(.failed("The server did not answer"))
            } else {
                let token = bug == .randomToken ? "t-\(UInt64.random(in: 0...UInt64.max))" : "t-" + state.name
                context.dispatchAction(.loggedIn(user: state.name, token: token, clearsError: bug != .errorKeptAfterRetry))
            }
        }
    }
}

struct PlantedLoginFeature: ExplorableFeature {
    typealias Backend = PlantedLogin.Backend
    let name = "planted-login"
    let summary = "a login screen with a bug planted in it"
    var bug: PlantedLogin.Bug?

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<PlantedLoginStore, PlantedLogin.Backend> {
        let store = PlantedLoginStore(clock: Dependencies.current.clock, bug: bug)
        let host = ScreenHost(store: store, stack: { PlantedLogin.stack(for: $0) }, effects: { _ in .none })
        return ScriptSession(store: store, host: host) { setting in
            switch setting {
            case .failNext: store.failsNext = true
            }
        }
    }

    /// How it is explored: its Commands, the backend's fault, and its invariants.
    var exploration: ExplorationPlan<PlantedLoginFeature> {
        var name = ExplorationCommand<PlantedLogin.State, PlantedLogin.Command>("nameChanged", isValid: { $0.user == nil }) {
            random, _ in .nameChanged(random.string())
        }
        name.simplify = { command in
            guard case .nameChanged(let name) = command, name.count > 1 else { return [] }
            return [.nameChanged("a")]
        }
        return ExplorationPlan(
            commands: [
                // The screen's fields and button send these only on the login screen.
                name,
                .fixed("logIn", .logIn, isValid: { $0.user == nil }),
            ],
            invariants: [
                .always("at most one request in flight") { $0.state.requestsInFlight <= 1 },
                .always("never logged in without a token") { $0.state.user == nil || $0.state.token != nil },
                .always("signed in and an error never both shown") { $0.state.user == nil || $0.state.error == nil },
            ],
            faults: [.failNext],
            isUnexpected: { effect in
                if case .crashed = effect { return true }
                return false
            })
    }
}
