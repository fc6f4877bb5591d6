import Stateful
import StatefulText

/// A named check an exploration makes after every step: over what the
/// feature shows and holds then, or over the State before and after the step.
///
/// ```swift
/// let named = ExplorationInvariant<ProfileState, ProfileEffect>.always("a saved profile has a name") { now in
///     !now.effects.contains(.saved) || !(now.state.content?.name.isEmpty ?? true)
/// }
/// ```
public struct ExplorationInvariant<State, Effect> {
    /// The name a failure reports.
    public var name: String
    let holds: (_ before: ExplorationMoment<State, Effect>, _ after: ExplorationMoment<State, Effect>) -> Bool
    /// Whether it reads the moment before the step (a transition).
    let readsBefore: Bool

    init(
        name: String, readsBefore: Bool,
        holds: @escaping (_ before: ExplorationMoment<State, Effect>, _ after: ExplorationMoment<State, Effect>) -> Bool
    ) {
        self.name = name
        self.readsBefore = readsBefore
        self.holds = holds
    }

    /// A check of each moment after a step.
    ///
    /// - Parameters:
    ///   - name: The name a failure reports.
    ///   - holds: Whether the moment is as it must be.
    public static func always(_ name: String, _ holds: @escaping (ExplorationMoment<State, Effect>) -> Bool) -> Self {
        Self(name: name, readsBefore: false) { _, after in holds(after) }
    }

    /// A check of each step: the moment before it and the moment after.
    ///
    /// `before.state` reads the `@Shared` values the State held before the
    /// step, `after.state` those it holds after it (see
    /// ``ExplorationMoment``):
    ///
    /// ```swift
    /// let oneAtATime = ExplorationInvariant<Counter.State, Counter.Effect>.transition("the count moves by one at most") {
    ///     before, after in abs(after.state.count - before.state.count) <= 1
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name a failure reports.
    ///   - holds: Whether the step went from `before` to `after` as it must.
    public static func transition(
        _ name: String,
        _ holds: @escaping (_ before: ExplorationMoment<State, Effect>, _ after: ExplorationMoment<State, Effect>) -> Bool
    ) -> Self {
        Self(name: name, readsBefore: true, holds: holds)
    }

    /// Whether the step from `before` to `after` holds it, each moment
    /// reading its own shared values.
    func check(before: ExplorationMoment<State, Effect>, after: ExplorationMoment<State, Effect>) -> Bool {
        guard readsBefore else { return holds(before, after) }
        return ExplorationMoment.evaluate(before: before, after: after, holds)
    }
}
