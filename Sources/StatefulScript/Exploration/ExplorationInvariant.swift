import Stateful
import StatefulText

/// A named check an exploration makes after every step: over what the
/// feature shows and holds then, or over the State before and after the step.
///
/// ```swift
/// let named = ExplorationInvariant<ProfileState, ProfileEffect>.always("a saved profile has a name") { now in
///     !now.state.isSaved || !now.state.name.isEmpty
/// }
/// ```
public struct ExplorationInvariant<State, Effect> {
    /// The name a failure reports.
    public var name: String
    let holds: (_ before: ExplorationMoment<State, Effect>, _ after: ExplorationMoment<State, Effect>) -> Bool

    /// A check of each moment after a step.
    ///
    /// - Parameters:
    ///   - name: The name a failure reports.
    ///   - holds: Whether the moment is as it must be.
    public static func always(_ name: String, _ holds: @escaping (ExplorationMoment<State, Effect>) -> Bool) -> Self {
        Self(name: name) { _, after in holds(after) }
    }

    /// A check of each step: the moment before it and the moment after.
    ///
    /// - Parameters:
    ///   - name: The name a failure reports.
    ///   - holds: Whether the step went from `before` to `after` as it must.
    public static func transition(
        _ name: String,
        _ holds: @escaping (_ before: ExplorationMoment<State, Effect>, _ after: ExplorationMoment<State, Effect>) -> Bool
    ) -> Self {
        Self(name: name, holds: holds)
    }
}
