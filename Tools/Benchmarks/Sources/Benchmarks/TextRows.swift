import Stateful
import StatefulText

// The text renderer: the login example's screen, built and drawn. (The login
// example is not a product of the Stateful package, so its screen is written
// again here with the same elements.)

/// The renderer rows; add a row here to measure another screen.
@MainActor
func textRows() -> [Row] {
    [
        .absolute(
            "login screen build + render", unit: "screen", goal: .nanosecondsAtMost(20_000),
            ours: { timeLoop(2_000) { blackHole(renderLoginScreen(loginId: "ada@example.com", password: "secret")) } }),
    ]
}

struct LoginContent: Sendable, Hashable, Redactable {
    static let redactedLabels: Set<String> = ["password"]
    var loginId: String
    var password: String
}

struct LoginScreen: ScreenContent {
    var state: ViewState<LoginContent, Never>

    var screen: Screen {
        Screen("Log in") { self }
    }

    var body: [ScreenElement] {
        ViewStateContent(state) { content in
            TextField("Login ID", text: content.loginId, placeholder: "you@example.com")
            SecureField("Password", text: content.password, placeholder: "Required")
            Spacer()
            Button("Log in", isEnabled: !content.loginId.isEmpty && !content.password.isEmpty)
        }
    }
}

func renderLoginScreen(loginId: String, password: String) -> String {
    let screen = LoginScreen(state: .completed(LoginContent(loginId: loginId, password: password))).screen
    do {
        return try screen.render(width: .compact)
    } catch {
        fail("the login screen does not render: \(error)")
    }
}
