import Stateful

/// Names of screens, Actions and Effects: what an exploration must reach
/// (``ExplorationPlan/mustReach``), and what it never reached of those.
///
/// ```swift
/// var plan = ExplorationPlan<ProfileScriptFeature>()
/// plan.mustReach = ExplorationTargets(screens: ["Profile"], actions: ["loaded"])
/// ```
///
/// A screen is named by its title, or by the name the plan's
/// ``ExplorationPlan/screenNames`` gives it; an Action or an Effect by its
/// case name (`orderPlaced` for `.orderPlaced(id:)`).
public struct ExplorationTargets: Sendable, Hashable, Codable {
    /// Screens, by title (or by the plan's screen names).
    public var screens: Set<String>
    /// Actions, by case name.
    public var actions: Set<String>
    /// Effects, by case name.
    public var effects: Set<String>

    /// Names screens, Actions and Effects.
    ///
    /// - Parameters:
    ///   - screens: Screens, by title (or by the plan's screen names).
    ///   - actions: Actions, by case name.
    ///   - effects: Effects, by case name.
    public init(screens: Set<String> = [], actions: Set<String> = [], effects: Set<String> = []) {
        self.screens = screens
        self.actions = actions
        self.effects = effects
    }

    /// Whether it names nothing.
    public var isEmpty: Bool { screens.isEmpty && actions.isEmpty && effects.isEmpty }

    /// The names, each quoted after its kind (`the screen "Receipt"`),
    /// screens first, each kind sorted.
    public var described: [String] {
        screens.sorted().map { "the screen \(ScriptLiteral.quoted($0))" }
            + actions.sorted().map { "the Action \($0)" }
            + effects.sorted().map { "the Effect \($0)" }
    }

    /// Those of these names that `coverage` never reached.
    func unreached(in coverage: ExplorationCoverage) -> ExplorationTargets {
        ExplorationTargets(
            screens: screens.subtracting(coverage.screens), actions: actions.subtracting(coverage.actions),
            effects: effects.subtracting(coverage.effects))
    }
}

extension ExplorationTargets {
    /// Encodes each set of names sorted, so the same targets are the same
    /// bytes in every process (a set's order changes from one process to
    /// the next).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(screens.sorted(), forKey: .screens)
        try container.encode(actions.sorted(), forKey: .actions)
        try container.encode(effects.sorted(), forKey: .effects)
    }
}
