/// The words of the login screens, in one language.
///
/// ```swift
/// LoginScreen(state: state, labels: .japanese).screen
/// ```
public struct LoginLabels: Sendable, Hashable {
    /// The login screen's navigation title.
    public var title: String
    /// The login ID field's label.
    public var loginId: String
    /// The login ID field's placeholder.
    public var loginIdPlaceholder: String
    /// The password field's label.
    public var password: String
    /// The password field's placeholder.
    public var passwordPlaceholder: String
    /// The log-in button's title.
    public var logIn: String
    /// The progress HUD's title while logging in.
    public var loggingIn: String
    /// The title of the alert that presents an error.
    public var errorTitle: String
    /// The alert's dismiss button.
    public var ok: String
    /// The home screen's navigation title.
    public var homeTitle: String
    /// The home screen's greeting.
    public var loggedIn: String
    /// The label in front of the user ID on the home screen.
    public var userId: String

    /// Creates labels; see ``english`` and ``japanese`` for ready-made ones.
    public init(
        title: String, loginId: String, loginIdPlaceholder: String, password: String,
        passwordPlaceholder: String, logIn: String, loggingIn: String, errorTitle: String,
        ok: String, homeTitle: String, loggedIn: String, userId: String
    ) {
        self.title = title
        self.loginId = loginId
        self.loginIdPlaceholder = loginIdPlaceholder
        self.password = password
        self.passwordPlaceholder = passwordPlaceholder
        self.logIn = logIn
        self.loggingIn = loggingIn
        self.errorTitle = errorTitle
        self.ok = ok
        self.homeTitle = homeTitle
        self.loggedIn = loggedIn
        self.userId = userId
    }

    /// English labels: "Login ID", "Password", "Log in".
    public static let english = LoginLabels(
        title: "Log in", loginId: "Login ID", loginIdPlaceholder: "you@example.com",
        password: "Password", passwordPlaceholder: "Required", logIn: "Log in",
        loggingIn: "Logging in", errorTitle: "Error", ok: "OK", homeTitle: "Home",
        loggedIn: "You are logged in.", userId: "User ID")

    /// Japanese labels: "ログインID", "パスワード", "ログイン".
    public static let japanese = LoginLabels(
        title: "ログイン", loginId: "ログインID", loginIdPlaceholder: "you@example.com",
        password: "パスワード", passwordPlaceholder: "必須", logIn: "ログイン",
        loggingIn: "ログイン中", errorTitle: "エラー", ok: "OK", homeTitle: "ホーム",
        loggedIn: "ログインしました。", userId: "ユーザーID")
}
