import Stateful

/// The changes of the login screen's State.
public enum LoginViewAction: Sendable, Hashable, ViewAction {
    /// The login ID became this.
    case loginIdInput(String)
    /// The password became this.
    case passwordInput(String)

    public static func transform(_ state: LoginViewState, action: LoginViewAction) -> LoginViewState {
        switch action {
        case let .loginIdInput(loginId):
            return state.mutate(keyPath: \.loginId, value: loginId)
        case let .passwordInput(password):
            return state.mutate(keyPath: \.password, value: password)
        }
    }
}

extension LoginViewAction: Redactable {
    public static let redactedLabels: Set<String> = ["passwordInput"]
}

extension LoginViewAction: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        switch self {
        case .loginIdInput(let loginId): "loginIdInput(\(String(reflecting: loginId)))"
        case .passwordInput(let password): "passwordInput(\(Redaction.masked(password).debugDescription))"
        }
    }
    public var debugDescription: String { description }
}
