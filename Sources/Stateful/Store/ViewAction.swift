/// A change of State, applied by a pure function.
///
/// ```swift
/// enum ProfileAction: ViewAction {
///     case nameChanged(String)
///     case pinChanged(String)
///     case loaded(Profile)
///
///     static func transform(_ state: ProfileState, action: ProfileAction) -> ProfileState {
///         switch action {
///         case let .nameChanged(name):
///             return state.mutate(keyPath: \.name, value: name)
///         case let .pinChanged(pin):
///             return state.mutate(keyPath: \.pin, value: pin)
///         case let .loaded(profile):
///             return .completed(ProfileContent(name: profile.name, email: profile.email))
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
