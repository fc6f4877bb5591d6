import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

/// `stateful help`, `--help` for the tool and each subcommand, and the
/// `snapshots` review subcommands passed through to the snapshot library.
@MainActor
@Suite struct HelpAndSnapshotsCommandTests {
    @Test func theToolsHelpListsSubcommandsFeaturesAndExitStatuses() async throws {
        let package = try FlowPackage()
        let help = await package.run(["--help"])
        #expect(help.status == 0)
        #expect(help.error == "")
        #expect(help.standard.hasPrefix("""
            stateful: drive screens from flow scripts, print what happens, check recorded transcripts.

            usage: stateful [run] [FLOW ...] [options]
                   stateful check [FLOW ...] [options]
                   stateful interactive [options]
                   stateful explore [--seed N] [--runs N] [--steps K] [--for DURATION] [--shard K/N] [options]
                   stateful explore merge RESULTS ... [--junit PATH] [--report DIR] [--out DIR]
                   stateful snapshots [list | review | report | accept | reject | orphans | reset-usage | check | migrate] [PATH ...]
                   stateful help [SUBCOMMAND]

            """))
        #expect(help.standard.contains("\nfeatures:\n  login  the seed's login screen (embedded backend, or a real one with --server URL)\n"))
        #expect(help.standard.contains("exit status: 0 success, 1 a failed expectation or check, 2 a usage or script error.\n"))
        for arguments in [["help"], ["-h"], []] {
            let same = await package.run(arguments)
            if arguments.isEmpty {
                // No flows and no default flows: a usage error, not help.
                #expect(same.status == 2)
            } else {
                #expect(same.status == 0)
                #expect(same.standard == help.standard)
            }
        }
    }

    @Test(arguments: ["run", "check", "interactive"])
    func eachSubcommandsHelpDocumentsEveryOptionItTakes(subcommand: String) async throws {
        let package = try FlowPackage()
        let help = await package.run(["help", subcommand])
        #expect(help.status == 0)
        #expect(help.standard.hasPrefix("usage: stateful \(subcommand) "))
        #expect(await package.run([subcommand, "--help"]).standard == help.standard)
        #expect(await package.run([subcommand, "-h"]).standard == help.standard)
        let options = ["--width", "--param", "--secret", "--server", "--feature", "--snapshots", "--record"]
            + (subcommand == "run" ? ["--show"] : []) + (subcommand == "check" ? ["--junit"] : [])
        for option in options {
            #expect(help.standard.contains("\n  \(option) "), "help \(subcommand) does not document \(option)")
            // …and the subcommand accepts it (a bad value, not an unknown option).
            let run = await package.run([subcommand, option, "=bad=", "--help"])
            #expect(!run.error.contains("unknown option"), "\(subcommand) rejects \(option)")
        }
        if subcommand != "run" { #expect(!help.standard.contains("--show")) }
        if subcommand != "check" { #expect(!help.standard.contains("--junit")) }
    }

    @Test func helpForAFlowRunIsRunsHelp() async throws {
        let package = try FlowPackage()
        let run = await package.run(["w.flow", "--help"])
        #expect(run.status == 0)
        #expect(run.standard == (await package.run(["help", "run"])).standard)
    }

    @Test func helpHelpAndHelpSnapshots() async throws {
        let package = try FlowPackage()
        #expect(await package.run(["help", "help"]).standard.hasPrefix("usage: stateful help [SUBCOMMAND]\n"))
        let snapshots = await package.run(["help", "snapshots"])
        #expect(snapshots.status == 0)
        #expect(snapshots.standard.hasPrefix("usage: stateful snapshots [list | review | report | accept | reject | orphans | reset-usage | check | migrate]"))
        #expect(await package.run(["snapshots", "--help"]).standard == snapshots.standard)
    }

    // MARK: snapshots

    /// A package where `check` left `c.pending.txt` beside `c.txt`.
    static func packageWithPendingTranscript() async throws -> FlowPackage {
        let package = try FlowPackage()
        try package.write("inputLoginId(\"a@example.com\")\n", to: "c.flow")
        _ = await package.run(["check", "c.flow"])
        try package.write("inputLoginId(\"b@example.com\")\n", to: "c.flow")
        _ = await package.run(["check", "c.flow"])
        #expect(package.files() == ["__Snapshots__/flows/c.pending.txt", "__Snapshots__/flows/c.txt"])
        return package
    }

    @Test func snapshotsListShowsPendingTranscriptsWithTheirDiffs() async throws {
        let package = try await Self.packageWithPendingTranscript()
        let list = await package.run(["snapshots", "list"])
        #expect(list.status == 0)
        #expect(list.standard.hasPrefix("--- __Snapshots__/flows/c.txt\n+++ __Snapshots__/flows/c.pending.txt\n"))
        #expect(list.standard.contains("\n-> inputLoginId(\"a@example.com\")\n"))
        #expect(list.standard.hasSuffix("1 pending snapshot(s).\n"))
        #expect(await package.run(["snapshots"]).standard == list.standard)
    }

    @Test func snapshotsAcceptMovesThePendingTranscriptOverTheRecording() async throws {
        let package = try await Self.packageWithPendingTranscript()
        let accept = await package.run(["snapshots", "accept", "__Snapshots__/flows/c.pending.txt"])
        #expect(accept.status == 0)
        #expect(accept.standard == "accepted __Snapshots__/flows/c.txt\n")
        #expect(package.files() == ["__Snapshots__/flows/c.txt"])
        #expect(await package.run(["check", "c.flow"]).status == 0)
    }

    @Test func snapshotsRejectDeletesThePendingTranscript() async throws {
        let package = try await Self.packageWithPendingTranscript()
        let reject = await package.run(["snapshots", "reject"])
        #expect(reject.status == 0)
        #expect(reject.standard == "rejected __Snapshots__/flows/c.pending.txt\n")
        #expect(package.files() == ["__Snapshots__/flows/c.txt"])
        #expect(await package.run(["snapshots", "list"]).standard == "No pending snapshots.\n")
    }

    @Test func snapshotsUsageErrorsAreExitTwo() async throws {
        let package = try FlowPackage()
        let run = await package.run(["snapshots", "bogus"])
        #expect(run.status == 2)
        #expect(run.error == "stateful: error: unknown snapshots command 'bogus' (commands: list, review, report, accept, reject, orphans, reset-usage, check, migrate)\nRun 'stateful --help' for usage.\n")
    }
}
