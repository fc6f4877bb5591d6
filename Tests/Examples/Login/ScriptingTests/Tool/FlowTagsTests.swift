import Foundation
import StatefulCommandLine
import StatefulInternalTestSupport
import Testing

/// `--tag` and `--skip-tag`: flows chosen by their `tags:` line; the others
/// are listed as skipped with the reason, counted as skipped in JUnit, and
/// not run.
@MainActor
@Suite struct FlowTagsTests {
    /// Three flows: `a` tagged smoke, `b` tagged smoke and slow, `c` untagged.
    static func package() throws -> FlowPackage {
        let package = try FlowPackage()
        try package.write("tags: smoke\ninputLoginId(\"a\")\n", to: "Flows/a.flow")
        try package.write("# slow and smoke\ntags: smoke, slow\ninputLoginId(\"b\")\n", to: "Flows/b.flow")
        // Fails if it runs: skipped flows are not run.
        try package.write("inputLoginId(\"c\")\nexpect effect logIn\n", to: "Flows/c.flow")
        return package
    }

    static let flows = ["Flows/a.flow", "Flows/b.flow", "Flows/c.flow"]

    @Test func theBundledSmokeFlowsRunAndTheOthersAreSkippedAndCountedInJUnit() async throws {
        let package = try FlowPackage()
        try package.copyBundledFlows(recordings: true)
        let run = await package.run(["check", "--tag", "smoke", "--junit", "junit.xml"], environment: ["CI": "true"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.standard.contains("skipped: Flows/network-error.flow (not tagged smoke)\n"))
        #expect(run.standard.contains("ok: Flows/login.flow (15 steps)\n"))
        // wrong-password.flow runs once for each of its 3 rows.
        #expect(run.standard.hasSuffix("flows: 5 passed, 0 failed, 4 skipped\n"))
        let junit = try #require(package.read("junit.xml"))
        #expect(junit.contains(#"<testsuite name="stateful check" tests="9" failures="0" errors="0" skipped="4">"#))
        #expect(junit.components(separatedBy: #"<skipped message="not tagged smoke"/>"#).count - 1 == 4)
    }

    @Test func anyTagSelectsAndASkipTagWins() async throws {
        let package = try Self.package()
        let run = await package.run(["run", "--show", "transcript", "--tag", "slow", "--tag", "nightly"] + Self.flows
            + ["--skip-tag", "nightly"])
        #expect(run.status == 2, "no flow is tagged nightly")
        #expect(run.error.contains("--tag nightly: no flow is tagged nightly (the flows' tags: slow, smoke)"))

        let slowOrSmoke = await package.run(["run", "--show", "transcript", "--tag", "slow", "--tag", "smoke"] + Self.flows)
        #expect(slowOrSmoke.status == 0, "\(slowOrSmoke.error)")
        #expect(slowOrSmoke.standard.contains("ok: Flows/a.flow (1 steps)"))
        #expect(slowOrSmoke.standard.contains("ok: Flows/b.flow (1 steps)"))
        #expect(slowOrSmoke.standard.contains("skipped: Flows/c.flow (not tagged slow or smoke)\n"))
        #expect(!slowOrSmoke.standard.contains("== Flows/c.flow"), "a skipped flow is not run")
        #expect(slowOrSmoke.standard.hasSuffix("flows: 2 passed, 0 failed, 1 skipped\n"))

        let notSlow = await package.run(["run", "--show", "transcript", "--tag", "smoke", "--skip-tag", "slow"] + Self.flows)
        #expect(notSlow.standard.contains("ok: Flows/a.flow"))
        #expect(notSlow.standard.contains("skipped: Flows/b.flow (--skip-tag slow)\n"))
        #expect(notSlow.standard.contains("skipped: Flows/c.flow (not tagged smoke)\n"))

        let untagged = await package.run(["run", "--skip-tag", "smoke"] + Self.flows)
        #expect(untagged.status == 1, "the untagged flow runs, and fails")
        #expect(untagged.standard.hasSuffix("flows: 0 passed, 1 failed, 2 skipped\n"))
    }

    @Test func unknownAndMalformedTagsAreUsageErrorsThatTeach() async throws {
        let package = try Self.package()
        let misspelt = await package.run(["check", "--tag", "smoek"] + Self.flows)
        #expect(misspelt.status == 2)
        #expect(misspelt.error == "stateful: error: --tag smoek: no flow is tagged smoek (the flows' tags: slow, smoke); did you mean 'smoke'?\n")
        #expect(misspelt.standard.isEmpty, "nothing ran")

        let malformed = await package.run(["check", "--skip-tag=two words"] + Self.flows)
        #expect(malformed.status == 2)
        #expect(malformed.error.hasPrefix("stateful: error: --skip-tag takes a tag, as a flow's `tags:` line lists it, not 'two words': a tag is letters, digits"))

        let none = await package.run(["check", "--tag", "smoke", "Flows/c.flow"])
        #expect(none.error.contains("--tag smoke: no flow is tagged smoke (no flow has a `tags:` line)"))

        let interactive = await package.run(["interactive", "--tag", "smoke"])
        #expect(interactive.status == 2)
        #expect(interactive.error.contains("unknown option '--tag' for 'interactive' ('interactive' does not take it; 'run', 'check' do)"))
    }

    @Test func theShardsTogetherRunOrSkipEveryFlowOnce() async throws {
        let package = try Self.package()
        var seen: [String] = []
        for index in 1...3 {
            let run = await package.run(["check", "--tag", "smoke", "--shard", "\(index)/3", "--jobs", "1"] + Self.flows)
            seen += run.standard.split(separator: "\n").filter { $0.hasPrefix("skipped: ") || $0.hasPrefix("FAILED: ") || $0.hasPrefix("ok: ") }
                .map { String($0.split(separator: " ")[1]) }
            #expect(!run.error.contains("no flow is tagged"), "every shard knows every flow's tags")
        }
        #expect(seen.sorted() == Self.flows)
    }

    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
    func parallelWorkersSkipAndReportAsOneProcessDoes() async throws {
        let package = try Self.package()
        _ = await package.run(["check", "--jobs", "1"] + Self.flows)  // records the transcripts
        var parallelTool = StatefulTool.login
        parallelTool.executable = BuiltExecutable.stateful
        let options = ["--tag", "smoke", "--skip-tag", "slow"]
        let one = await package.run(["check", "--jobs", "1", "--junit", "one.xml", "--report", "one"] + options + Self.flows)
        let three = await package.run(
            ["check", "--jobs", "3", "--junit", "three.xml", "--report", "three"] + options + Self.flows, tool: parallelTool)
        #expect(one.status == 0, "\(one.error)")
        #expect(three.status == one.status)
        #expect(three.standard == one.standard.replacingOccurrences(of: "report: one/", with: "report: three/"))
        #expect(three.error == one.error)
        #expect(package.read("three.xml") == package.read("one.xml"))
        #expect(package.read("three/index.html") == package.read("one/index.html"))
        #expect(package.read("one/index.html")?.contains("<p class=\"reason\">skipped: --skip-tag slow</p>") == true)
    }
}
