/// The one-shot events of the login screen.
public enum LoginViewEffect: Sendable {
    /// Show the progress HUD.
    case showProgress
    /// Hide the progress HUD. Always follows ``showProgress``, whatever happens.
    case dismissProgress
    /// Show an alert for `error`.
    case presentError(any Error)
    /// Logged in: go to the next screen.
    case complete(userId: String)
}

extension LoginViewEffect: Equatable {
    /// Effects are equal when they are the same case with equal values; two
    /// errors are equal when they have the same type and that type is
    /// `Equatable` and says so.
    public static func == (lhs: LoginViewEffect, rhs: LoginViewEffect) -> Bool {
        switch (lhs, rhs) {
        case (.showProgress, .showProgress), (.dismissProgress, .dismissProgress):
            return true
        case let (.complete(left), .complete(right)):
            return left == right
        case let (.presentError(left), .presentError(right)):
            return errorsAreEqual(left, right)
        default:
            return false
        }
    }
}

private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
