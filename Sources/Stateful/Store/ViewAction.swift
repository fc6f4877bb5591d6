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
///
/// ## Changing the State in place
/// The store applies an Action with ``reduce(_:action:)``, which changes its
/// State in place; by default it calls `transform` and stores the result.
/// `transform` receives a State that the store still holds, so the copy it
/// returns shares nothing it changes with the old one: a change to one
/// element of a large collection (a child on a ``StackState`` of thousands)
/// copies the whole collection. A parent whose State holds many children
/// implements `reduce` as well, and the store then changes only the element
/// the Action is about:
///
/// ```swift
/// struct CountersState: Equatable, Sendable {
///     var path = StackState<Counter.State>()
/// }
///
/// enum CountersAction: ViewAction {
///     case child(StackElementID, Counter.Action)
///
///     static func transform(_ state: CountersState, action: CountersAction) -> CountersState {
///         var state = state
///         reduce(&state, action: action)
///         return state
///     }
///
///     static func reduce(_ state: inout CountersState, action: CountersAction) {
///         switch action {
///         case let .child(id, action):
///             state.path.modify(id: id) { Counter.Action.reduce(&$0, action: action) }
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

    /// Changes `state` into the State that follows it once `action`
    /// happened; the same change as ``transform(_:action:)``, made in place.
    ///
    /// The store applies every Action with it. The default calls
    /// ``transform(_:action:)``; implement it to change a large State without
    /// copying it (see "Changing the State in place").
    static func reduce(_ state: inout State, action: Self)
}

extension ViewAction {
    /// Applies ``transform(_:action:)`` and stores its result in `state`.
    public static func reduce(_ state: inout State, action: Self) {
        state = transform(state, action: action)
    }
}
