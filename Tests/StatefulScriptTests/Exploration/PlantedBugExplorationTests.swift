import Foundation
import StatefulScript
import Testing

/// Exploration finds each bug planted in a copy of a login feature within
/// the default budget, and shrinks it to a flow of at most 4 steps that
/// fails the same way when run.
@MainActor
@Suite struct PlantedBugExplorationTests {
    @Test func theCorrectFeaturePassesTheDefaultBudget() async throws {
        let report = try await PlantedLoginFeature(bug: nil).explorer()
            .explore()
        #expect(report.failure == nil, "\(report.text)")
        #expect(report.runsDone == ExplorationBudget.standard.runs)
        #expect(report.coverage.commands.isSuperset(of: ["nameChanged", "passwordChanged", "logIn"]))
        #expect(report.coverage.actions.isSuperset(of: ["loggedIn", "failed", "refused", "requestStarted"]))
        #expect(report.coverage.screens == ["Log in", "Home"])
        #expect(report.coverage.commandsNeverSent.isEmpty)
    }

    @Test(arguments: [
        (PlantedLogin.Bug.doubleSubmit, ExplorationCheck.invariant("at most one request in flight")),
        (.errorKeptAfterRetry, .invariant("signed in and an error never both shown")),
        (.throwsOnEmptyName, .unexpectedEffect("crashed")),
    ])
    func findsAndShrinksThePlantedBug(_ bug: PlantedLogin.Bug, check: ExplorationCheck) async throws {
        let explorer = PlantedLoginFeature(bug: bug).explorer()
        // Each bug is found by run 28 of seed 1; the runs after it are only counted.
        let report = try await explorer.explore(ExplorationBudget(seed: 1, runs: 40, steps: 30))
        let failure = try #require(report.failure, "\(report.text)")
        #expect(failure.check == check)
        #expect(failure.steps.count <= 4, "\(failure.flow)")
        #expect(failure.originalLength >= failure.steps.count)
        // Names sent are simplified to the shortest that still fails.
        for case .send(.nameChanged(let name)) in failure.steps {
            #expect(name.count <= 1, "\(failure.flow)")
        }
        // The shrunk sequence fails the same way when replayed.
        let replayed = try #require(try await explorer.replay(failure.steps))
        #expect(replayed.check == check)
        #expect(replayed.message == failure.message)
        #expect(report.text.contains("seed 1"))
        // Run as a flow file, with the plan's checks after every step (as
        // `check` does for an explorable feature), it fails the same way.
        let failures = try await Self.runChecked(
            failure.flow, feature: PlantedLoginFeature(bug: bug), parameters: failure.secretParameterValues)
        #expect(failures.count == 1, "\(failures)")
        #expect(failures.last?.message == failure.message, "\(failures)")
        #expect(report.text.contains("shrunk from \(failure.originalLength) steps to \(failure.steps.count)"))
    }

    /// Runs a flow's source as `check` does an explorable feature's: the
    /// failed steps, the plan's checks among them.
    static func runChecked<Feature: ExplorableFeature>(
        _ source: String, feature: Feature, parameters: [String: String]
    ) async throws -> [ScriptFailure] {
        var parser = FlowScriptParser<Feature.Store.Command, Feature.Backend>(
            options: ScriptParserOptions(parameters: parameters))
        let script = try parser.parse(source: source, path: "found.flow", directory: FileManager.default.temporaryDirectory)
        let session = try FlowSession(feature: feature, name: "found", settings: FlowSettings(), secrets: parser.secrets)
        let checker = try #require(ExplorationChecker.forSession(session, of: feature))
        var failures: [ScriptFailure] = []
        for step in script.flattenedSteps {
            checker.willRun(step)
            if let failure = await session.execute(step).failure {
                failures.append(failure)
            } else if let message = checker.failure(after: step) {
                failures.append(ScriptFailure(location: step.location, source: session.shownSource(of: step), message: message))
            }
        }
        checker.stop()
        await session.finish()
        return failures
    }

    @Test func theSameSeedExploresTheSameWay() async throws {
        let explorer = PlantedLoginFeature(bug: .doubleSubmit).explorer()
        let first = try await explorer.explore(ExplorationBudget(seed: 9, runs: 50, steps: 20))
        let second = try await explorer.explore(ExplorationBudget(seed: 9, runs: 50, steps: 20))
        #expect(first.text == second.text)
    }

    @Test func theShrunkFlowNamesSecretsAsParameters() async throws {
        let explorer = PlantedLoginFeature(bug: nil).explorer()
        let steps: [FeatureExplorer<PlantedLoginFeature>.Step] = [
            .gesture(.type("hunter2", into: ControlReference("Password")), background: false),
            .send(.passwordChanged("hunter2")), .advance(.seconds(1)), .backend(.failNext),
        ]
        let written = explorer.flow(of: steps, secrets: ["hunter2"])
        #expect(!written.flow.contains("hunter2"))
        #expect(written.flow == """
            # Supply each secret when running it: --param NAME=VALUE (or the environment).
            # PASSWORD is a value a generator of the plan made, not one of its declared texts.
            secret PASSWORD
            type "${PASSWORD}" into "Password"
            send passwordChanged("${PASSWORD}")
            advance 1s
            backend failNext

            """)
        #expect(written.secretParameterValues == ["PASSWORD": "hunter2"])
    }
}
