import StatefulScript
import Testing

/// A form that refuses what does not pass its rules (a card number, a
/// three-digit code) is explored through it only with the texts the plan
/// declares for its fields; a plan that names what it must reach fails,
/// naming it and what kept it out of reach, when no run reaches it.
@MainActor
@Suite struct DeclaredInputsExplorationTests {
    static let budget = ExplorationBudget(seed: 1, runs: 120, steps: 30)

    @Test func theDefaultTextsPassNoCardFormAndThePlanSaysWhatGatesTheReceipt() async throws {
        var plan = PlantedShopFeature(declaresInputs: false).exploration
        plan.mustReach = ExplorationTargets(screens: ["Receipt"], actions: ["paid"])
        let report = try await FeatureExplorer(feature: PlantedShopFeature(declaresInputs: false), plan: plan).explore(Self.budget)
        #expect(report.failures.isEmpty, "\(report.text)")
        #expect(!report.passed)
        #expect(report.unreached == ExplorationTargets(screens: ["Receipt"], actions: ["paid"]))
        let summary = report.summary
        #expect(summary.gates.contains("the button \"Pay\" on the sheet \"Payment\" was never enabled"), "\(summary.gates)")
        #expect(summary.gates.contains(
            "the fields \"CVV\", \"Card number\" were typed with the plan's default texts only (declare theirs in fieldTexts)"),
            "\(summary.gates)")
        // What was never reached comes first, right after the budget.
        let lines = report.text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "FAILED to reach what the plan requires (mustReach): the screen \"Receipt\", the Action paid", "\(report.text)")
        #expect(lines[2].hasPrefix("what may keep it out of reach: the button \"Pay\" on the sheet \"Payment\" was never enabled"))
        #expect(lines[3] == "commands never reached: none")
        #expect(lines.contains("screens never reached: Receipt"))
        #expect(!report.text.contains("every check held"))
    }

    @Test func declaredTextsExploreThroughTheForm() async throws {
        var plan = PlantedShopFeature().exploration
        plan.mustReach = ExplorationTargets(screens: ["Receipt"], actions: ["paid"])
        let report = try await FeatureExplorer(feature: PlantedShopFeature(), plan: plan).explore(Self.budget)
        #expect(report.passed, "\(report.text)")
        #expect(report.coverage.screens.contains("Receipt"), "\(report.text)")
        #expect(report.coverage.screensNeverReached == [], "\(report.text)")
        #expect(report.text.contains("every check held"))
    }

    @Test func thePlanDeclaresItsTextsInItsInitializer() {
        let plan = ExplorationPlan<PlantedShopFeature>(
            typedTexts: ["a"], secureTexts: ["b"], fieldTexts: ["CVV": ["123"]],
            mustReach: ExplorationTargets(screens: ["Receipt"]))
        #expect(plan.typedTexts == ["a"])
        #expect(plan.secureTexts == ["b"])
        #expect(plan.fieldTexts == ["CVV": ["123"]])
        #expect(plan.mustReach.screens == ["Receipt"])
        // A written flow names them so: which of the plan's texts, never the text.
        #expect(plan.declaredTexts == ["typedTexts[0]": "a", "secureTexts[0]": "b", "fieldTexts[\"CVV\"][0]": "123"])
        // The secure defaults are the documented ones.
        #expect(ExplorationPlan<PlantedShopFeature>().secureTexts == ["", "correct horse battery", "Pa55-w0rd!"])
    }

    @Test func aGeneratorOfDeclaredValuesSimplifiesToTheEarlierOnes() {
        let amounts = ExplorationCommand<PlantedShop.State, PlantedShop.Command>.values("add", ["tea", "cake", "scone"]) {
            .add($0)
        }
        #expect(amounts.simplify(.add("scone")) == [.add("tea"), .add("cake")])
        #expect(amounts.simplify(.add("tea")) == [])
        #expect(amounts.simplify(.openCart) == [])
        var random = ExplorationRandom(seed: 3)
        let made = (0..<30).map { _ in amounts.make(&random, PlantedShop.State()) }
        #expect(Set(made) == [.add("tea"), .add("cake"), .add("scone")])
    }
}
