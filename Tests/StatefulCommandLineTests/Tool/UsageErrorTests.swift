import Foundation
import StatefulInternalTestSupport
import Testing

/// Command lines `profile-flows` cannot run: exit status 2, one message on
/// standard error naming `profile-flows` (never the login example's tool),
/// nothing on standard output, nothing written.
@MainActor
@Suite struct UsageErrorTests {
    @Test(arguments: [
        (["rnu", "Flows/w.flow"], "unknown subcommand 'rnu'; did you mean 'run'? (or, to run a flow, give its path ending in .flow)"),
        (["chekc"], "unknown subcommand 'chekc'; did you mean 'check'? (or, to run a flow, give its path ending in .flow)"),
        (["check", "--recrod", "all"], "unknown option '--recrod' for 'check'; did you mean '--record'?"),
        (["run", "Flows/w.flow", "--regoin", "us"], "unknown option '--regoin' for 'run'; did you mean '--region'?"),
        (["snapshots", "list", "--delete"], "--delete goes with 'snapshots orphans' only"),
        (["snapshots", "check", "--delete"], "--delete goes with 'snapshots orphans' only"),
        (["snapshots", "orphan"],
         "unknown snapshots command 'orphan'; did you mean 'orphans'? (commands: list, review, report, accept, reject, orphans, reset-usage, check, migrate)"),
        (["check", "--delete"], "unknown option '--delete' for 'check' ('check' does not take it; 'snapshots' does)"),
    ])
    func aBadCommandLineNamesTheTool(arguments: [String], message: String) async throws {
        let package = try TemporaryPackage()
        try package.write("load\n", to: "Flows/w.flow")
        let run = await package.run(arguments)
        #expect(run.status == 2)
        #expect(run.standard == "")
        #expect(run.error == "profile-flows: error: \(message)\nRun 'profile-flows --help' for usage.\n")
        #expect(package.files() == [])
    }
}
