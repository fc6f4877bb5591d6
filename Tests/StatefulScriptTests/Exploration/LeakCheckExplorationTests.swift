import Foundation
import StatefulScript
import Testing

/// The exploration's check that no secret is shown: a secret shorter than
/// four characters counts only as a whole value (the Secrets article's
/// rule), the message names the part that shows it (the sheet over the
/// pushed screen) as the flow tool names it, a text the plan also types
/// into plain fields is no secret, and a written flow says which of the
/// plan's texts a `secret` parameter takes, never the text.
@MainActor
@Suite struct LeakCheckExplorationTests {
    typealias Step = FeatureExplorer<PlantedShopFeature>.Step

    /// The cart opened, the payment sheet shown, a card and the code "123" typed.
    static let payingWithCode: [Step] = [
        .gesture(.tap(ControlReference("Add tea")), background: false),
        .gesture(.tap(ControlReference("Open cart")), background: false),
        .gesture(.tap(ControlReference("Checkout")), background: false),
        .gesture(.type("4242 4242 4242 4242", into: ControlReference("Card number")), background: false),
        .gesture(.type("123", into: ControlReference("CVV")), background: false),
    ]

    @Test func aThreeDigitCodeIsNotFoundInsideTheCardPlaceholder() async throws {
        // The sheet's placeholder "1234 5678 9012 3456" holds "123", but not as a whole value.
        let explorer = PlantedShopFeature().explorer()
        #expect(try await explorer.replay(Self.payingWithCode) == nil)
        let report = try await explorer.explore(ExplorationBudget(seed: 4, runs: 60, steps: 30))
        #expect(report.failures.isEmpty, "\(report.text)")
        #expect(report.coverage.screens.contains("Payment"))
    }

    @Test func aCodeShownWholeIsFoundAndTheSheetShowingItIsNamed() async throws {
        let explorer = PlantedShopFeature(bugs: [.codeShownOnSheet]).explorer()
        let replayed = try #require(try await explorer.replay(Self.payingWithCode))
        #expect(replayed.check == .secretShown)
        // The pushed "Cart" is under the sheet; the sheet shows the code.
        #expect(replayed.message == "after `type \"${CVV}\" into \"CVV\"`: the sheet \"Payment\" shows a secret value "
            + "(the plan's fieldTexts[\"CVV\"][2])", "\(replayed.message)")
        #expect(!replayed.message.contains("123"))
    }

    @Test func theWrittenFlowSaysWhichOfThePlansTextsToPassNeverTheText() async throws {
        let explorer = PlantedShopFeature(bugs: [.codeShownOnSheet]).explorer()
        let report = try await explorer.explore(ExplorationBudget(seed: 1, runs: 20, steps: 30))
        let failure = try #require(report.failure, "\(report.text)")
        #expect(failure.check == .secretShown)
        #expect(failure.message.contains("the sheet \"Payment\" shows a secret value (the plan's fieldTexts[\"CVV\"][2])"),
                "\(failure.message)")
        #expect(failure.flow.contains("""
            # Supply each secret when running it: --param NAME=VALUE (or the environment).
            # CVV is the plan's fieldTexts["CVV"][2].
            secret CVV
            """), "\(failure.flow)")
        #expect(failure.flow.contains("type \"${CVV}\" into \"CVV\""), "\(failure.flow)")
        #expect(!failure.flow.contains("\"123\""), "\(failure.flow)")
        #expect(!report.text.contains("\"123\""), "\(report.text)")
        #expect(failure.secretParameterValues == ["CVV": "123"])
        #expect(failure.secretParameterSources == ["CVV": "fieldTexts[\"CVV\"][2]"])
        #expect(explorer.plan.declaredTexts["fieldTexts[\"CVV\"][2]"] == "123")
        // The flow, run with that value, fails the same way.
        let failures = try await PlantedBugExplorationTests.runChecked(
            failure.flow, feature: PlantedShopFeature(bugs: [.codeShownOnSheet]), parameters: ["CVV": "123"])
        #expect(failures.map(\.message) == [failure.message])
        // As a kept flow is replayed by a later exploration.
        let kept = try #require(try await explorer.replay(
            flow: failure.flow, path: "kept.flow", directory: FileManager.default.temporaryDirectory, parameters: ["CVV": "123"]))
        #expect(kept.check == .secretShown)
        #expect(kept.message == failure.message)
    }

    @Test func aTextThePlanTypesIntoPlainFieldsTooIsNoSecret() async throws {
        // "123" is both a code and a card number the plan types: shown whole
        // in the card field, it is no leak.
        var plan = PlantedShopFeature().exploration
        plan.fieldTexts["Card number", default: []].append("123")
        let explorer = FeatureExplorer(feature: PlantedShopFeature(), plan: plan)
        let steps = Self.payingWithCode + [.gesture(.type("123", into: ControlReference("Card number")), background: false)]
        #expect(try await explorer.replay(steps) == nil)
        // Listed only for the secure field, the same text shown in a plain field is a leak.
        let secretOnly = FeatureExplorer(feature: PlantedShopFeature(), plan: PlantedShopFeature().exploration)
        let leaked = try #require(try await secretOnly.replay(steps))
        #expect(leaked.check == .secretShown)
        #expect(leaked.message.contains("the sheet \"Payment\" shows a secret value"), "\(leaked.message)")
    }
}
