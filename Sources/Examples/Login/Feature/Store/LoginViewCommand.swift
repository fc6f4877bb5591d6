import Stateful

/// What the login screen (or a script) asks its store to do.
///
/// `Decodable`, so a flow script can write `inputLoginId("someone@example.com")`.
public enum LoginViewCommand: Sendable, Hashable, Decodable {
    /// The login ID field changed.
    case inputLoginId(String)
    /// The password field changed.
    case inputPassword(String)
    /// The user tapped "Log in".
    case logIn
}

extension LoginViewCommand: Redactable {
    public static let redactedLabels: Set<String> = ["inputPassword"]
}

extension LoginViewCommand: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        switch self {
        case .inputLoginId(let loginId): "inputLoginId(\(String(reflecting: loginId)))"
        case .inputPassword(let password): "inputPassword(\(Redaction.masked(password).debugDescription))"
        case .logIn: "logIn"
        }
    }
    public var debugDescription: String { description }
}
