import Foundation
import StatefulCommandLine
import Testing

/// `stateful explore` on the login example: its invariants hold for a
/// fixed seed and budget, the budget is printed, usage errors exit 2.
@MainActor
@Suite struct ExploreCommandTests {
    @Test func exploringTheLoginScreenFindsNoFailureAndPrintsTheBudgetAndCoverage() async throws {
        let package = try FlowPackage()
        let run = await package.run(["explore", "--seed", "27", "--runs", "40", "--steps", "20"], environment: ["CI": "true"])
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standard.hasPrefix("exploring login: seed 27, 40 runs of at most 20 steps\n"))
        #expect(run.standard.contains("every check held\n"))
        #expect(run.standard.contains("commands reached: inputLoginId, inputPassword, logIn\n"))
        #expect(run.standard.contains("screens reached: Home, Log in\n"))
        // Nothing is written.
        #expect(package.files(under: ".") == ["Package.swift"])
        // The same seed explores the same way.
        let again = await package.run(["explore", "--seed", "27", "--runs", "40", "--steps", "20"], environment: ["CI": "true"])
        #expect(again.standard == run.standard)
    }

    @Test(arguments: [["--runs", "0"], ["--steps", "x"], ["--seed", "-1"], ["--out", ""], ["Flows/a.flow"], ["--shard", "3/2"]])
    func aBadArgumentIsAUsageError(_ arguments: [String]) async throws {
        let package = try FlowPackage()
        let run = await package.run(["explore"] + arguments)
        #expect(run.status == 2, "\(run.combined)")
        #expect(run.error.hasPrefix("stateful: error: "))
    }

    @Test func helpDocumentsEveryOption() async throws {
        let package = try FlowPackage()
        let help = await package.run(["help", "explore"])
        #expect(help.status == 0)
        #expect(help.standard.hasPrefix(
            "usage: stateful explore [--seed N] [--runs N] [--steps K] [--for DURATION] [--shard K/N] [options]\n"
                + "       stateful explore merge RESULTS ... [--junit PATH] [--report DIR] [--out DIR]\n"))
        for option in [
            "--seed", "--runs", "--steps", "--for", "--out", "--jobs", "--shard", "--results", "--junit", "--report",
            "--width", "--feature", "--server",
        ] {
            #expect(help.standard.contains("\n  \(option) "), "help explore does not document \(option)")
        }
    }
}
