import Stateful
import StatefulText

/// The seed's login screen in text: a login ID field, a password field
/// (always masked) and a "Log in" button, disabled while either field is empty.
/// Each control carries the Command it sends, so a flow types and taps
/// (`type "…" into "Login ID"`, `tap "Log in"`).
///
/// ```swift
/// let screen = LoginScreen(state: store.currentState, labels: .english).screen
/// print(try screen.render(width: .compact))
/// ```
public struct LoginScreen: ScreenContent {
    /// The State to draw.
    public var state: LoginViewState
    /// The words to draw it with.
    public var labels: LoginLabels

    /// Creates the screen for `state`.
    public init(state: LoginViewState, labels: LoginLabels = .english) {
        self.state = state
        self.labels = labels
    }

    /// The whole screen, titled ``LoginLabels/title``.
    public var screen: Screen {
        Screen(labels.title) { self }
    }

    /// The screen's elements, without the navigation bar.
    public var body: [ScreenElement] {
        ViewStateContent(state) { content in
            TextField(labels.loginId, text: content.loginId, placeholder: labels.loginIdPlaceholder,
                      onChange: LoginViewCommand.inputLoginId)
            SecureField(labels.password, text: content.password, placeholder: labels.passwordPlaceholder,
                        onChange: LoginViewCommand.inputPassword)
            Spacer()
            Button(labels.logIn, isEnabled: Self.canLogIn(content), command: LoginViewCommand.logIn)
        }
    }

    /// Whether the "Log in" button is enabled: both fields are filled.
    public static func canLogIn(_ content: LoginViewContent) -> Bool {
        !content.loginId.isEmpty && !content.password.isEmpty
    }
}
