import Stateful

/// A feature that says how it is explored (``ExplorationPlan``): its
/// generated Commands, faults and invariants. `stateful explore` explores
/// it, and `stateful run`/`check` make the plan's checks after every step
/// of its flows too, so a flow an exploration wrote fails there the same way.
public protocol ExplorableFeature: ScriptableFeature {
    /// How the feature is explored.
    var exploration: ExplorationPlan<Self> { get }
}

extension ExplorableFeature {
    /// An explorer of the feature with its own plan.
    ///
    /// - Parameter settings: How its screens are drawn and its options.
    @MainActor
    public func explorer(settings: FlowSettings = FlowSettings()) -> FeatureExplorer<Self> {
        FeatureExplorer(feature: self, plan: exploration, settings: settings)
    }
}
