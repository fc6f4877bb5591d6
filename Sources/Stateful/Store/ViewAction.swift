/// A change of State, applied by a pure function.
///
/// ```swift
/// enum LoginViewAction: ViewAction {
///     case loginIdInput(String)
///
///     static func transform(_ state: LoginViewState, action: LoginViewAction) -> LoginViewState {
///         switch action {
///         case let .loginIdInput(loginId):
///             return state.mutate(keyPath: \.loginId, value: loginId)
///         }
///     }
/// }
/// ```
public protocol ViewAction {
    /// The State this Action changes.
    associatedtype State

    /// Returns the State that follows `state` once `action` happened.
    ///
    /// It must be pure: same inputs, same result, nothing else touched.
    static func transform(_ state: State, action: Self) -> State
}
