import Stateful

/// Makes an ``ExplorationPlan``'s checks after each step of a flow that a
/// ``FlowSession`` runs: its invariants, no unexpected error Effect,
/// deterministic screens, no secret shown. A flow file an exploration wrote
/// fails under it with the message the exploration reported.
@MainActor
public final class ExplorationChecker<Feature: ScriptableFeature> {
    private let checks: ExplorationSession<Feature>
    private var before: ExplorationMoment<Feature.Store.State, Feature.Store.Effect>?

    /// Checks the steps `session` runs against `plan`.
    ///
    /// - Parameters:
    ///   - session: The session whose steps are checked.
    ///   - plan: The checks.
    public init(session: FlowSession<Feature>, plan: ExplorationPlan<Feature>) {
        // The screens checked by the flows run before in this process need
        // no new check: a batch of flows shows the same few screens.
        checks = ExplorationSession(attachingTo: session, plan: plan, coverage: false, checkedScreens: .shared)
    }

    /// A checker for `session`, if its feature is an ``ExplorableFeature``.
    ///
    /// - Parameters:
    ///   - session: The session whose steps are checked.
    ///   - feature: The session's feature.
    public static func forSession(_ session: FlowSession<Feature>, of feature: Feature) -> ExplorationChecker? {
        guard let explorable = feature as? any ExplorableFeature else { return nil }
        func plan<Explored: ExplorableFeature>(_ feature: Explored) -> ExplorationPlan<Feature>? {
            feature.exploration as? ExplorationPlan<Feature>
        }
        return plan(explorable).map { ExplorationChecker(session: session, plan: $0) }
    }

    /// Call before the session runs `step`.
    ///
    /// - Parameter step: The step about to run.
    public func willRun(_ step: FlowSession<Feature>.Step) {
        before = checks.willPerform(step)
    }

    /// Call after the session ran `step` without failing: why a check
    /// fails after it, or `nil`.
    ///
    /// - Parameter step: The step that ran.
    public func failure(after step: FlowSession<Feature>.Step) -> String? {
        defer { before = nil }
        return checks.didPerform(step, before: before)?.message
    }

    /// Stops following the session.
    public func stop() {
        checks.stopObserving()
    }
}
