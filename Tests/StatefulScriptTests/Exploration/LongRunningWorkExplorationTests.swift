import StatefulScript
import Testing

/// A screen whose button starts work that rightly runs until the screen is
/// closed (a cooking timer) is explored without removing the button once
/// the plan names that Command long-running; work that should end and does
/// not is still found, and so is long-running work that outlives its screen.
@MainActor
@Suite struct LongRunningWorkExplorationTests {
    /// The clock advances a step may take before its work counts as never
    /// ending: more than the 60 ticks a Reset waits for when the timer runs
    /// (so only a Reset without the timer is the planted bug), and far fewer
    /// than `stateful explore`'s 10,000, which would find the same failures
    /// a hundred times slower (each advance settles the ticking work).
    static let clockAdvances = 100
    /// Each planted failure is found in the first few runs; the runs after
    /// it are only counted, and the 200 of the standard budget cost most of
    /// a test's time (a ticking timer settles slowly) and proved nothing more.
    static let budget = ExplorationBudget(seed: 1, runs: 20, steps: 30)

    @Test func aTimerThePlanNamesLongRunningIsStartedNotAwaited() async throws {
        var plan = PlantedRecipeFeature(bug: nil).exploration
        // Only the screen's "Start timer" starts the timer: no generator does.
        plan.commands = []
        let budget = ExplorationBudget(seed: 1, runs: 60, steps: 20)
        let report = try await FeatureExplorer(feature: PlantedRecipeFeature(bug: nil), plan: plan).explore(budget)
        #expect(report.failure == nil, "\(report.text)")
        #expect(report.runsDone == budget.runs)
        // The timer ran: its screen's ticks were applied.
        #expect(report.coverage.actionsNeverReached == [], "\(report.text)")
        #expect(report.coverage.screensNeverReached == [])
    }

    @Test func aTimerThePlanDoesNotNameFailsNamingTheCommandToDeclare() async throws {
        // Work that never ends is found as surely after 100 clock advances
        // as after the default 10,000 (`stateful explore`'s), and sooner.
        #expect(FlowSettings().clockAdvanceLimit == 10_000)
        let explorer = PlantedRecipeFeature(bug: nil, declaresTheTimerLongRunning: false)
            .explorer(settings: FlowSettings(clockAdvanceLimit: Self.clockAdvances))
        let report = try await explorer.explore(Self.budget)
        let failure = try #require(report.failure, "\(report.text)")
        #expect(failure.check == .neverSettles)
        #expect(failure.message.contains("did not end after the clock was advanced \(Self.clockAdvances) times"), "\(failure.message)")
        #expect(failure.message.hasSuffix(
            "; if the work of path.cooking.startTimer rightly runs until its screen goes away, "
                + "list it in the plan's longRunningCommands"), "\(failure.message)")
        #expect(failure.steps.count == 2, "\(failure.flow)")
    }

    @Test func workThatShouldEndAndNeverDoesIsStillFound() async throws {
        let explorer = PlantedRecipeFeature(bug: .resetNeverEnds).explorer(settings: FlowSettings(clockAdvanceLimit: Self.clockAdvances))
        let report = try await explorer.explore(Self.budget)
        let failure = try #require(report.failure, "\(report.text)")
        #expect(failure.check == .neverSettles)
        #expect(failure.message.hasPrefix("`tap \"Reset\"`: the sent Command's work did not end"), "\(failure.message)")
        #expect(failure.message.contains("the work of path.cooking.reset rightly runs"), "\(failure.message)")
        // Shrunk to the push and the tap, the timer's taps dropped.
        #expect(failure.flow.hasSuffix("tap \"Cook pasta\"\ntap \"Reset\"\n"), "\(failure.flow)")
        let replayed = try #require(try await explorer.replay(failure.steps))
        #expect(replayed.check == .neverSettles)
        #expect(replayed.message == failure.message)
    }

    @Test func longRunningWorkThatOutlivesItsScreenIsFound() async throws {
        let explorer = PlantedRecipeFeature(bug: .timerOutlivesScreen).explorer(settings: FlowSettings(clockAdvanceLimit: Self.clockAdvances))
        let report = try await explorer.explore(Self.budget)
        let failure = try #require(report.failure, "\(report.text)")
        #expect(failure.check == .neverSettles)
        #expect(failure.message == "after `tap \"Done\"`: the work of path.cooking.startTimer, a long-running Command, "
            + "still runs though the screen it was started on was closed", "\(failure.message)")
        #expect(failure.steps.count == 3, "\(failure.flow)")
        #expect(failure.flow.hasSuffix("\ntap \"Done\"\n"), "\(failure.flow)")
        let replayed = try #require(try await explorer.replay(failure.steps))
        #expect(replayed.message == failure.message)
        // Run as a flow file with the plan's checks, as `check` runs it, it fails the same way.
        let failures = try await PlantedBugExplorationTests.runChecked(
            failure.flow, feature: PlantedRecipeFeature(bug: .timerOutlivesScreen), parameters: [:])
        #expect(failures.map(\.message) == [failure.message])
    }

    @Test func aGeneratedLongRunningCommandIsStartedInTheBackground() async throws {
        var plan = PlantedRecipeFeature(bug: .timerOutlivesScreen).exploration
        // Only the generator starts the timer: the screen's "Start timer" is never tapped.
        plan.gestureWeight = 0
        plan.commands.append(.fixed("cook", .cook, isValid: { $0.cooking == nil }))
        plan.commands.append(.fixed("done", .popFrom(PlantedRecipe.cookingID), isValid: { $0.cooking != nil }))
        let report = try await FeatureExplorer(feature: PlantedRecipeFeature(bug: .timerOutlivesScreen), plan: plan).explore(Self.budget)
        let failure = try #require(report.failure, "\(report.text)")
        #expect(failure.flow.hasSuffix("send cook\nstart path(1, cooking(startTimer))\nsend popFrom(1)\n"), "\(failure.flow)")
    }

    @Test func theStartsInBackgroundSettingIsGivenToTheInitializer() {
        let task = ExplorationCommand<PlantedRecipe.State, PlantedRecipe.Command>("task", startsInBackground: true) { _, _ in .cook }
        let fixed = ExplorationCommand<PlantedRecipe.State, PlantedRecipe.Command>.fixed("cook", .cook, startsInBackground: true)
        let awaited = ExplorationCommand<PlantedRecipe.State, PlantedRecipe.Command>.fixed("cook", .cook)
        #expect(task.startsInBackground)
        #expect(fixed.startsInBackground)
        #expect(!awaited.startsInBackground)
    }
}
