import Foundation
import StatefulCommandLine
import StatefulInternalTestSupport
import Testing

/// `--region CODE`, the profile feature's own option: accepted, documented
/// and validated only by tools that register the feature.
@MainActor
@Suite struct FeatureOptionTests {
    static let flow = """
        load
        expect screen contains "Region: US"
        expect state region == "us"
        expect state orders == ["US-2001"]

        """

    static func package() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.write(flow, to: "Flows/region.flow")
        return package
    }

    @Test(arguments: [["--region", "us"], ["--region=us"]])
    func theRegionReachesTheFeaturesSession(option: [String]) async throws {
        let package = try Self.package()
        let run = await package.run(["run", "Flows/region.flow", "--show", "screen"] + option)
        #expect(run.error == "")
        #expect(run.status == 0)
        #expect(run.standard.contains("| US-2001                          |\n"))
    }

    @Test func interactiveHandsTheRegionToTheFeatureToo() async throws {
        let package = try TemporaryPackage()
        let run = await package.run(
            ["interactive", "--region", "us"], input: ["load", "expect state orders == [\"US-2001\"]"])
        #expect(run.error == "")
        #expect(run.status == 0)
        #expect(run.standard.hasPrefix("+----------------------------------+\n|             Profile              |\n"
            + "+----------------------------------+\n| Region: US                       |\n"))
        #expect(run.standard.contains("| US-2001                          |\n"))
    }

    @Test func withoutTheOptionTheFeatureUsesItsDefault() async throws {
        let package = try Self.package()
        let run = await package.run(["check", "Flows/region.flow"])
        #expect(run.status == 1)
        let reported = run.error.split(separator: "\n").filter { $0.hasPrefix("Flows/region.flow:") }
        #expect(reported == [
            "Flows/region.flow:2:1: error: expected the screen to contain \"Region: US\"; it shows:",
            "Flows/region.flow:3:1: error: expected state region == \"us\", found \"eu\"",
            "Flows/region.flow:4:1: error: expected state orders == [\"US-2001\"], found [\"EU-1001\", \"EU-1002\"]",
        ])
    }

    @Test func theRegionIsRecordedInTheTranscriptOfCheck() async throws {
        let package = try Self.package()
        #expect(await package.run(["check", "Flows/region.flow", "--region", "us"]).status == 1)
        #expect(package.read("__Snapshots__/flows/Flows/region.txt")?
            .hasPrefix("state ProfileState(region: \"us\", name: \"\", pin: \"\", orders: [])\n") == true)
        #expect(await package.run(["check", "Flows/region.flow", "--region", "us"]).status == 0)
    }

    @Test func helpListsTheOptionUnderTheFeature() async throws {
        let package = try TemporaryPackage()
        let overview = await package.run(["--help"])
        #expect(overview.status == 0)
        #expect(overview.standard.contains("""
            features:
              profile  the profile screen (fake backend on the script's clock)
                  --region CODE  the region the fake backend serves: eu (default) or us

            """))
        for subcommand in ["run", "check", "interactive"] {
            let help = await package.run(["help", subcommand])
            #expect(help.standard.hasSuffix("""

                options of the feature 'profile':
                  --region CODE        the region the fake backend serves: eu (default) or us


                """), "help \(subcommand)")
        }
    }

    @Test func snapshotsHelpDoesNotListTheOptionSnapshotsRejects() async throws {
        let package = try TemporaryPackage()
        let help = await package.run(["help", "snapshots"])
        #expect(help.status == 0)
        #expect(help.standard.contains("  --delete "))
        // `snapshots` rejects `--region` (see snapshotsDoesNotTakeTheOption), and its help does not list it.
        #expect(!help.standard.contains("--region"))
        #expect(!help.standard.contains("options of the feature"))
    }

    @Test(arguments: ["mars", "EU", ""])
    func aBadRegionIsAUsageErrorBeforeAnythingRuns(region: String) async throws {
        let package = try Self.package()
        for subcommand in ["run", "check", "interactive"] {
            let run = await package.run(
                [subcommand] + (subcommand == "interactive" ? [] : ["Flows/region.flow"]) + ["--region", region])
            #expect(run.status == 2)
            #expect(run.standard == "")
            #expect(run.error == "profile-flows: error: --region takes eu or us, not '\(region)'\n")
        }
        #expect(package.files() == [])
    }

    @Test func aToolWithoutTheFeatureDoesNotKnowTheOption() async throws {
        let package = try Self.package()
        let run = await package.run(["run", "Flows/region.flow", "--region", "us"], tool: .noteFlows)
        #expect(run.status == 2)
        #expect(run.standard == "")
        #expect(run.error == "note-flows: error: unknown option '--region' for 'run'\nRun 'note-flows --help' for usage.\n")
        #expect(!(await package.run(["--help"], tool: .noteFlows)).standard.contains("--region"))
    }

    @Test func theOptionBelongsToItsFeatureOnlyInAToolWithSeveral() async throws {
        let package = try Self.package()
        let tool = StatefulTool(name: "app-flows", features: [ProfileScriptFeature(), NoteScriptFeature()])
        let wrongFeature = await package.run(["run", "Flows/region.flow", "--feature", "note", "--region", "us"], tool: tool)
        #expect(wrongFeature.status == 2)
        #expect(wrongFeature.error == "app-flows: error: --region is an option of the feature 'profile', not of 'note'\n")
        let rightFeature = await package.run(["run", "Flows/region.flow", "--feature", "profile", "--region", "us"], tool: tool)
        #expect(rightFeature.error == "")
        #expect(rightFeature.status == 0)
    }

    @Test func snapshotsDoesNotTakeTheOption() async throws {
        let package = try TemporaryPackage()
        let run = await package.run(["snapshots", "list", "--region", "us"])
        #expect(run.status == 2)
        #expect(run.error == "profile-flows: error: unknown option '--region' for 'snapshots' ('snapshots' does not take it; "
            + "'run', 'check', 'interactive', 'explore' do)\n"
            + "Run 'profile-flows --help' for usage.\n")
    }
}
