import StatefulScript
import Testing

/// The coverage names, for each kind (Commands, Actions, Effects, screens),
/// what an exploration reached and which of the names the feature can reach
/// it never did.
@MainActor
@Suite struct ExplorationCoverageTests {
    /// The planted login's plan, naming every Action, Effect and screen it can reach.
    static func namingEverything(_ plan: ExplorationPlan<PlantedLoginFeature>) -> ExplorationPlan<PlantedLoginFeature> {
        var plan = plan
        plan.reachableActions = ["name", "password", "requestStarted", "loggedIn", "failed", "refused"]
        plan.reachableEffects = ["crashed"]
        plan.reachableScreens = ["Log in", "Home"]
        return plan
    }

    @Test func aNarrowExplorationListsWhatItNeverReached() async throws {
        let feature = PlantedLoginFeature(bug: nil)
        var plan = Self.namingEverything(feature.exploration)
        // Only names are typed: nothing logs in, fails or crashes.
        plan.commands = plan.commands.filter { $0.name == "nameChanged" }
        plan.gestureWeight = 0
        plan.faultWeight = 0
        let report = try await FeatureExplorer(feature: feature, plan: plan).explore(ExplorationBudget(seed: 3, runs: 5, steps: 5))
        #expect(report.failure == nil, "\(report.text)")
        let coverage = report.coverage
        #expect(coverage.commands == ["nameChanged"])
        #expect(coverage.commandsNeverSent.isEmpty)
        #expect(coverage.actions == ["name"])
        #expect(coverage.actionsNeverReached == ["password", "requestStarted", "loggedIn", "failed", "refused"])
        #expect(coverage.effects.isEmpty)
        #expect(coverage.effectsNeverReached == ["crashed"])
        #expect(coverage.screens == ["Log in"])
        #expect(coverage.screensNeverReached == ["Home"])
        // What was never reached comes first, before the checks and what was reached.
        #expect(report.text.contains("""
            commands never reached: none
            actions never reached: failed, loggedIn, password, refused, requestStarted
            effects never reached: crashed
            screens never reached: Home
            every check held
            commands reached: nameChanged
            actions reached: name
            effects reached: none
            screens reached: Log in
            """), "\(report.text)")
    }

    @Test func aFullExplorationReachesEveryNamedActionAndScreen() async throws {
        let feature = PlantedLoginFeature(bug: nil)
        let plan = Self.namingEverything(feature.exploration)
        let report = try await FeatureExplorer(feature: feature, plan: plan).explore()
        #expect(report.failure == nil, "\(report.text)")
        #expect(report.coverage.actionsNeverReached == [])
        #expect(report.coverage.screensNeverReached == [])
        // The correct feature never crashes: its one Effect is never reached.
        #expect(report.coverage.effectsNeverReached == ["crashed"])
    }

    @Test func aKindTheFeatureNamesNothingOfIsNotKnown() async throws {
        let report = try await PlantedLoginFeature(bug: nil).explorer().explore(ExplorationBudget(seed: 3, runs: 2, steps: 5))
        #expect(report.coverage.actionsNeverReached == nil)
        #expect(report.coverage.effectsNeverReached == nil)
        #expect(report.coverage.screensNeverReached == nil)
        #expect(report.text.contains("screens never reached: not known (the feature names none it can reach)"))
    }

    @Test func aGeneratorOfANestedCommandIsReachedWhenItFires() async throws {
        var plan = PlantedRecipeFeature(bug: nil).exploration
        plan.commands.append(.fixed("cook", .cook, isValid: { $0.cooking == nil }))
        plan.gestureWeight = 0
        let report = try await FeatureExplorer(feature: PlantedRecipeFeature(bug: nil), plan: plan)
            .explore(ExplorationBudget(seed: 3, runs: 5, steps: 6))
        #expect(report.failure == nil, "\(report.text)")
        // `startTimer` sends `.path(1, .cooking(.startTimer))`, whose case name is `path`.
        #expect(report.coverage.commandsGenerated == ["cook", "startTimer"])
        #expect(report.coverage.commands == ["cook", "path", "startTimer"])
        #expect(report.coverage.commandsNeverSent.isEmpty)
        #expect(report.text.contains("commands never reached: none\n"), "\(report.text)")
        #expect(report.text.contains("commands reached: cook, path, startTimer\n"), "\(report.text)")
    }

    @Test func aGeneratorThatNeverFiresIsNeverReachedThoughItsCaseWasSent() async throws {
        var plan = PlantedRecipeFeature(bug: nil).exploration
        // The generator is never valid; the screen's "Start timer" still sends `path` Commands.
        plan.commands[0].isValid = { _ in false }
        let report = try await FeatureExplorer(feature: PlantedRecipeFeature(bug: nil), plan: plan)
            .explore(ExplorationBudget(seed: 3, runs: 20, steps: 10))
        #expect(report.failure == nil, "\(report.text)")
        #expect(report.coverage.commands.contains("path"))
        #expect(report.coverage.commandsNeverSent == ["startTimer"])
    }

    @Test func aCommandIsNamedWithTheCommandsNestedInIt() {
        #expect(ExplorationCoverage.nestedCaseName(of: PlantedRecipe.Command.path(1, .cooking(.startTimer))) == "path.cooking.startTimer")
        #expect(ExplorationCoverage.nestedCaseName(of: PlantedRecipe.Command.popFrom(1)) == "popFrom")
        #expect(ExplorationCoverage.nestedCaseName(of: PlantedRecipe.Command.cook) == "cook")
        #expect(ExplorationCoverage.nestedCaseName(of: PlantedLogin.Command.nameChanged("Ada")) == "nameChanged")
    }
}
