import Stateful

/// What the login screen shows: the ID and password typed so far.
///
/// The password is secret (see ``Stateful/Redactable``): every screen, dump,
/// transcript and report masks it.
public struct LoginViewContent: Sendable, Hashable, Codable, Mutable {
    /// The login ID as typed.
    public var loginId: String
    /// The password as typed.
    public var password: String

    /// Creates content; both fields start empty.
    public init(loginId: String = "", password: String = "") {
        self.loginId = loginId
        self.password = password
    }
}

extension LoginViewContent: Redactable {
    public static let redactedLabels: Set<String> = ["password"]
}

extension LoginViewContent: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        "LoginViewContent(loginId: \(String(reflecting: loginId)), password: \(Redaction.masked(password).debugDescription))"
    }
    public var debugDescription: String { description }
}

/// The login screen's State. It never fails to load, so `Failure` is `Never`.
public typealias LoginViewState = ViewState<LoginViewContent, Never>
