import Stateful
import StatefulScript
import StatefulText
import Testing

/// A sign-in screen whose field and button have close labels.
private enum SignIn {
    struct State: Sendable, Equatable { var loginID = "" }
    enum Command: Sendable, Hashable, Decodable { case loginIDChanged(String), logIn }
    enum Action: ViewAction {
        case loginIDChanged(String)
        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case .loginIDChanged(let id): State(loginID: id)
            }
        }
    }
    struct Logic: ScreenLogic {
        func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
            if case .loginIDChanged(let id) = command { context.dispatchAction(.loginIDChanged(id)) }
        }
    }
}

@MainActor
private struct SignInFeature: ScriptableFeature {
    let name = "sign-in"
    let summary = "a field and a button with close labels"

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<ScreenStore<SignIn.Logic>, NoBackend> {
        let store = ScreenStore(SignIn.Logic(), initialState: SignIn.State())
        let host = ScreenHost(store: store, screen: { state in
            Screen("Sign in") {
                TextField("Login ID", text: state.loginID, onChange: SignIn.Command.loginIDChanged)
                Button("Log in", command: SignIn.Command.logIn)
            }
        })
        return ScriptSession(store: store, host: host)
    }
}

/// A mistyped label is answered with the closest label of a control the
/// gesture uses: a field for `type into`, a button for `tap`.
@MainActor
@Suite struct ControlSuggestionTests {
    private func failure(_ flow: String) async throws -> String {
        let run = try await FlowRun.run(flow, feature: SignInFeature(), path: "sign-in.flow")
        return try #require(run.failures.first).message
    }

    @Test func typingIntoAMistypedLabelSuggestsTheField() async throws {
        #expect(try await failure(#"type "ada" into "Login""#)
            .hasPrefix(#"no control labelled "Login" is on the screen (did you mean "Login ID"?)"#))
    }

    @Test func tappingAMistypedLabelSuggestsTheButton() async throws {
        #expect(try await failure(#"tap "Login""#)
            .hasPrefix(#"no control labelled "Login" is on the screen (did you mean "Log in"?)"#))
    }

    @Test func withNoControlOfTheKindNearTheClosestOfAnyIsSuggested() async throws {
        #expect(try await failure(#"toggle "Log i""#)
            .hasPrefix(#"no control labelled "Log i" is on the screen (did you mean "Log in"?)"#))
    }
}
