import Foundation
import StatefulCommandLine
import StatefulInternalTestSupport
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `stateful check`: transcripts compared with `__Snapshots__/flows/`, the
/// record modes, the CI rule, pending files and the JUnit report.
@MainActor
@Suite struct CheckCommandTests {
    static let flow = "inputLoginId(\"a@example.com\")\ninputPassword(\"testpass\")\n"
    static let changedFlow = "inputLoginId(\"b@example.com\")\ninputPassword(\"testpass\")\n"

    static let transcript = """
        state .completed(LoginViewContent(loginId: "", password: ""))
        > inputLoginId("a@example.com")
          action loginIdInput("a@example.com")
              .completed(
                LoginViewContent(
            -     loginId: ""
            +     loginId: "a@example.com"
                  ... (1 unchanged)
                )
              )
        > inputPassword("********")
          action passwordInput("********")
              .completed(
                LoginViewContent(
                  ... (1 unchanged)
            -     password: ""
            +     password: "********"
                )
              )

        """

    static let mismatch = """
        Snapshot __Snapshots__/flows/c.txt does not match:
        --- __Snapshots__/flows/c.txt
        +++ actual
        @@ -1,10 +1,10 @@
         state .completed(LoginViewContent(loginId: "", password: ""))
        -> inputLoginId("a@example.com")
        -  action loginIdInput("a@example.com")
        +> inputLoginId("b@example.com")
        +  action loginIdInput("b@example.com")
               .completed(
                 LoginViewContent(
             -     loginId: ""
        -    +     loginId: "a@example.com"
        +    +     loginId: "b@example.com"
                   ... (1 unchanged)
                 )
               )

        """

    static let passed = "ok: c.flow (2 steps)\nflows: 1 passed, 0 failed\n"
    static let failed = "FAILED: c.flow (2 steps)\nflows: 0 passed, 1 failed\n"

    /// A package with `c.flow` and its transcript recorded.
    static func recordedPackage() throws -> FlowPackage {
        let package = try FlowPackage()
        try package.write(flow, to: "c.flow")
        try package.write(transcript, to: "__Snapshots__/flows/c.txt")
        return package
    }

    @Test func aMissingRecordingIsRecordedLocallyAndFails() async throws {
        let package = try FlowPackage()
        try package.write(Self.flow, to: "c.flow")
        let run = await package.run(["check", "c.flow"])
        #expect(run.status == 1)
        #expect(run.standard == Self.failed)
        #expect(run.error == "Recorded a new snapshot: __Snapshots__/flows/c.txt.\nReview it, commit it, and run the test again.\n")
        #expect(package.read("__Snapshots__/flows/c.txt") == Self.transcript)
    }

    @Test func aMissingRecordingUnderCIWritesNothingAndFails() async throws {
        let package = try FlowPackage()
        try package.write(Self.flow, to: "c.flow")
        let run = await package.run(["check", "c.flow"], environment: ["CI": "true"])
        #expect(run.status == 1)
        #expect(run.standard == Self.failed)
        #expect(run.error == """
            No snapshot at __Snapshots__/flows/c.txt (record mode "never").
            CI is set, so nothing is recorded into the package tree. Record snapshots locally and commit them.
            The actual output was not kept: set SNAPSHOT_ARTIFACTS to a directory to receive it under CI.

            """)
        #expect(package.files() == [])
    }

    @Test func underCIThePendingTranscriptGoesToTheArtifactsDirectory() async throws {
        let package = try FlowPackage()
        try package.write(Self.flow, to: "c.flow")
        let artifacts = package.root.appendingPathComponent("artifacts").path
        let run = await package.run(["check", "c.flow", "--record", "all"], environment: ["CI": "1", "SNAPSHOT_ARTIFACTS": artifacts])
        #expect(run.status == 1)
        #expect(run.error.contains("(record mode \"all\" ignored)"))
        #expect(run.error.contains("The actual output is in artifacts/__Snapshots__/flows/c.pending.txt."))
        #expect(package.files() == [])
        #expect(package.read("artifacts/__Snapshots__/flows/c.pending.txt") == Self.transcript)
    }

    @Test func aMatchingRecordingPasses() async throws {
        let package = try Self.recordedPackage()
        let run = await package.run(["check", "c.flow"], environment: ["CI": "true"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.standard == Self.passed)
    }

    @Test func aChangedTranscriptFailsWithADiffAndAPendingFile() async throws {
        let package = try Self.recordedPackage()
        try package.write(Self.changedFlow, to: "c.flow")
        let run = await package.run(["check", "c.flow"])
        #expect(run.status == 1)
        #expect(run.standard == Self.failed)
        #expect(run.error == Self.mismatch + """
            The actual output is in __Snapshots__/flows/c.pending.txt.
            Accept it: swift run stateful snapshots accept __Snapshots__/flows/c.pending.txt
            Reject it: swift run stateful snapshots reject __Snapshots__/flows/c.pending.txt
            Or run again with --record failed to re-record.

            """)
        #expect(package.read("__Snapshots__/flows/c.txt") == Self.transcript)
        #expect(package.read("__Snapshots__/flows/c.pending.txt")?.contains("> inputLoginId(\"b@example.com\")") == true)
    }

    @Test func recordFailedReRecordsAChangedTranscript() async throws {
        let package = try Self.recordedPackage()
        try package.write(Self.changedFlow, to: "c.flow")
        let run = await package.run(["check", "c.flow", "--record", "failed"])
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("Re-recorded snapshot __Snapshots__/flows/c.txt, which did not match:\n"))
        #expect(package.files() == ["__Snapshots__/flows/c.txt"])
        #expect(package.read("__Snapshots__/flows/c.txt")?.contains("b@example.com") == true)
        #expect(await package.run(["check", "c.flow"]).status == 0)
    }

    @Test func recordAllPassesWhenTheRecordingIsAlreadyIdentical() async throws {
        let package = try Self.recordedPackage()
        let run = await package.run(["check", "c.flow", "--record", "all"])
        #expect(run.status == 0)
        #expect(run.standard == Self.passed)
    }

    @Test func recordNeverLeavesAPendingFileInsteadOfRecording() async throws {
        let package = try FlowPackage()
        try package.write(Self.flow, to: "c.flow")
        let run = await package.run(["check", "c.flow", "--record=never"])
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("No snapshot at __Snapshots__/flows/c.txt (record mode \"never\").\n"))
        #expect(package.files() == ["__Snapshots__/flows/c.pending.txt"])
    }

    @Test func theRecordModeComesFromTheEnvironmentUnlessRecordOverridesIt() async throws {
        let fromEnvironment = try FlowPackage()
        try fromEnvironment.write(Self.flow, to: "c.flow")
        _ = await fromEnvironment.run(["check", "c.flow"], environment: ["SNAPSHOT_TESTING_RECORD": "never"])
        #expect(fromEnvironment.files() == ["__Snapshots__/flows/c.pending.txt"])

        let overridden = try FlowPackage()
        try overridden.write(Self.flow, to: "c.flow")
        _ = await overridden.run(["check", "c.flow", "--record", "missing"], environment: ["SNAPSHOT_TESTING_RECORD": "never"])
        #expect(overridden.files() == ["__Snapshots__/flows/c.txt"])
    }

    @Test func anInvalidRecordOptionIsAUsageError() async throws {
        let package = try Self.recordedPackage()
        let run = await package.run(["check", "c.flow", "--record", "sometimes"])
        #expect(run.status == 2)
        #expect(run.standard == "")
        #expect(run.error == """
            stateful: error: --record is "sometimes", which is not a record mode. Valid values: all, missing, failed, never.
            Run 'stateful --help' for usage.

            """)
    }

    @Test func anInvalidRecordEnvironmentVariableIsAUsageError() async throws {
        let package = try Self.recordedPackage()
        let run = await package.run(["check", "c.flow", "--record", "all"], environment: ["SNAPSHOT_TESTING_RECORD": "bogus"])
        #expect(run.status == 2)
        #expect(run.standard == "")
        #expect(run.error == """
            stateful: error: SNAPSHOT_TESTING_RECORD is "bogus", which is not a record mode. Valid values: all, missing, failed, never.

            """)
    }

    @Test func oneCheckReportsEveryFailedExpectationAndTheTranscriptDiff() async throws {
        let package = try Self.recordedPackage()
        // The recording is of `flow`; this version types another login ID and
        // fails three expectations on the way.
        try package.write("""
            inputLoginId("b@example.com")
            expect state loginId == "a@example.com"
            expect effect showProgress
            inputPassword("testpass")
            expect screen contains "Welcome"

            """, to: "c.flow")
        let run = await package.run(["check", "c.flow"], environment: ["CI": "true"])
        #expect(run.status == 1)
        #expect(run.error.contains("c.flow:2:1: error: expected state loginId == \"a@example.com\", found \"b@example.com\""))
        #expect(run.error.contains("c.flow:3:1: error: expected effect showProgress, but no effect was sent"))
        #expect(run.error.contains("c.flow:5:1: error: expected the screen to contain \"Welcome\""))
        #expect(run.error.contains("-    loginId: \"\"\n") || run.error.contains("+     loginId: \"b@example.com\""))
        #expect(run.error.contains("Snapshot __Snapshots__/flows/c.txt does not match"))
        #expect(run.standard == "FAILED: c.flow (5 steps, 3 failed)\nflows: 0 passed, 1 failed\n")
        #expect(package.files() == ["__Snapshots__/flows/c.txt"], "under CI nothing is written")
    }

    @Test func oneRecordFailedRunReRecordsAFlowWithFailedExpectations() async throws {
        let package = try Self.recordedPackage()
        try package.write(Self.changedFlow + "expect effect logIn\n", to: "c.flow")
        let run = await package.run(["check", "c.flow", "--record", "failed"])
        #expect(run.status == 1)
        #expect(package.read("__Snapshots__/flows/c.txt")?.contains("b@example.com") == true)
        let again = await package.run(["check", "c.flow"])
        #expect(again.error.contains("Snapshot") == false, "the transcript matches after one re-recording run")
    }

    /// A new flow whose step fails is compared but gets no baseline (a
    /// broken run must not become one), and leaves nothing to accept: no
    /// pending file, no "Accept it" line contradicting "Fix the flow".
    @Test func aFlowThatFailsAStepIsComparedButNotRecordedAsANewBaseline() async throws {
        let package = try FlowPackage()
        try package.write(Self.flow + "expect effect logIn\n", to: "c.flow")
        let run = await package.run(["check", "c.flow"])
        #expect(run.status == 1)
        #expect(run.standard == "FAILED: c.flow (3 steps, 1 failed)\nflows: 0 passed, 1 failed\n")
        #expect(run.error.contains("c.flow:3:1: error: expected effect logIn"))
        #expect(run.error.contains("No snapshot at __Snapshots__/flows/c.txt; none was recorded: a step of the flow failed."))
        #expect(!run.error.contains("Accept it"))
        #expect(!run.error.contains("Reject it"))
        #expect(!run.error.contains("SNAPSHOT_TESTING_RECORD"))
        #expect(package.files() == [])

        // A pending file an earlier run left is removed: nothing offers to accept a broken run.
        try package.write("stale\n", to: "__Snapshots__/flows/c.pending.txt")
        let again = await package.run(["check", "c.flow"])
        #expect(again.status == 1)
        #expect(package.files() == [])
    }

    @Test func checkPrintsOnlyWhatPrintStatementsPrint() async throws {
        let package = try FlowPackage()
        try package.write("print outline\n", to: "c.flow")
        let run = await package.run(["check", "c.flow"])
        #expect(run.standard == """
            screen "Log in"
              textField "Login ID" value "" placeholder "you@example.com"
              secureField "Password" value "" placeholder "Required"
              spacer
              button "Log in" disabled
            FAILED: c.flow (1 steps)
            flows: 0 passed, 1 failed

            """)
    }

    @Test func checkOutsideAPackageIsAUsageError() async throws {
        let package = try FlowPackage()
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("Package.swift"))
        try package.write(Self.flow, to: "c.flow")
        let run = await package.run(["check", "c.flow"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("stateful: error: no Package.swift above "))
        #expect(run.error.hasSuffix(" to keep recordings in: pass --snapshots DIR to keep them in DIR/__Snapshots__/flows/ "
            + "(any folder: --snapshots . for this one), or run inside the package whose __Snapshots__/flows/ is to hold them\n"))
        #expect(package.files() == [])
    }

    @Test func snapshotsOptionChoosesTheFolderThatHoldsTheRecordings() async throws {
        let package = try FlowPackage()
        try package.write(Self.flow, to: "c.flow")
        try package.write("// swift-tools-version: 6.0\n", to: "other/Package.swift")
        let run = await package.run(["check", "c.flow", "--snapshots", "other"])
        #expect(run.status == 1)
        #expect(package.files(under: "other/__Snapshots__") == ["other/__Snapshots__/flows/c.txt"])
        #expect(package.files() == [])

        let notAPackage = await package.run(["check", "c.flow", "--snapshots", "nowhere"])
        #expect(notAPackage.status == 2)
        #expect(notAPackage.error == "stateful: error: nowhere does not exist: give an existing folder, "
            + "whose __Snapshots__/ is to hold the recordings\n")

        // Any existing folder will do, package or not.
        try package.write("notes\n", to: "mine/README")
        let mine = await package.run(["check", "c.flow", "--snapshots", "mine"])
        #expect(mine.status == 1)
        #expect(package.files(under: "mine/__Snapshots__") == ["mine/__Snapshots__/flows/c.txt"])
    }

    @Test func aScriptErrorInOneFlowIsExitTwoAndTheOthersStillRun() async throws {
        let package = try Self.recordedPackage()
        try package.write("logni\n", to: "bad.flow")
        let run = await package.run(["check", "bad.flow", "c.flow"])
        #expect(run.status == 2)
        #expect(run.standard == "ok: c.flow (2 steps)\nflows: 1 passed, 1 failed\n")
        #expect(run.error.hasPrefix("bad.flow:1:1: error: unknown case `logni` of `LoginViewCommand`; did you mean `logIn`?\n"))
    }

    @Test func theBundledFlowsMatchTheirRecordingsUnderCI() async throws {
        let package = try FlowPackage()
        try package.copyBundledFlows(recordings: true)
        let flows = try FlowPackage.bundledFlows()
        #expect(flows.count >= 7)
        let run = await package.run(["check"] + flows, environment: ["CI": "true"])
        #expect(run.error == "")
        #expect(run.status == 0)
        // wrong-password.flow runs once for each of its 3 rows.
        #expect(run.standard.hasSuffix("flows: \(flows.count + 2) passed, 0 failed\n"))
    }

    // MARK: JUnit

    @Test func junitReportsEachFlowAsATestCase() async throws {
        let package = try Self.recordedPackage()
        try package.write(Self.flow, to: "d.flow")
        try package.write(Self.transcript, to: "__Snapshots__/flows/d.txt")
        try package.write("expect effect logIn\n", to: "e&<f>.flow")
        let run = await package.run(["check", "c.flow", "d.flow", "e&<f>.flow", "--junit", "report.xml"])
        #expect(run.status == 1)
        let xml = try #require(package.read("report.xml"))
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="stateful check" tests="3" failures="1">
              <testsuite name="stateful check" tests="3" failures="1" errors="0" skipped="0">
                <testcase classname="flows" name="c.flow"/>
                <testcase classname="flows" name="d.flow"/>
                <testcase classname="flows" name="e&amp;&lt;f&gt;.flow">
                  <failure message="e&amp;&lt;f&gt;.flow:1:1: error: expected effect logIn, but no effect was sent that is not already expected">e&amp;&lt;f&gt;.flow:1:1: error: expected effect logIn, but no effect was sent that is not already expected
                expect effect logIn

            No snapshot at __Snapshots__/flows/e__f_.txt; none was recorded: a step of the flow failed. \
            Fix the flow, then check again: a run whose steps all pass records it \
            (or record this run as it is with --record failed).</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """)
        try Self.expectWellFormed(xml, tests: 3, failures: 1)
    }

    @Test func junitCarriesTheTranscriptDiffOfAMismatch() async throws {
        let package = try Self.recordedPackage()
        try package.write(Self.changedFlow, to: "c.flow")
        let run = await package.run(["check", "c.flow", "--junit=out/report.xml"], environment: ["CI": "true"])
        #expect(run.status == 1)
        let xml = try #require(package.read("out/report.xml"))
        #expect(xml.contains(#"<failure message="Snapshot __Snapshots__/flows/c.txt does not match:">"#))
        #expect(xml.contains("""
            -&gt; inputLoginId(&quot;a@example.com&quot;)
            -  action loginIdInput(&quot;a@example.com&quot;)
            +&gt; inputLoginId(&quot;b@example.com&quot;)

            """))
        #expect(xml.contains("CI is set, so nothing is recorded into the package tree."))
        try Self.expectWellFormed(xml, tests: 1, failures: 1)
    }

    @Test func junitThatCannotBeWrittenIsAnError() async throws {
        let package = try Self.recordedPackage()
        try package.write("", to: "file")
        let run = await package.run(["check", "c.flow", "--junit", "file/report.xml"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("stateful: error: cannot write the JUnit report to file/report.xml: "))
    }

    /// Parses `xml` and checks the suite's counts and test cases.
    static func expectWellFormed(_ xml: String, tests: Int, failures: Int) throws {
        #if canImport(FoundationXML) || os(macOS)
        let document = try XMLDocument(data: Data(xml.utf8), options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == String(tests))
        #expect(root.attribute(forName: "failures")?.stringValue == String(failures))
        let cases = try root.nodes(forXPath: "testsuite/testcase")
        #expect(cases.count == tests)
        #expect(try root.nodes(forXPath: "testsuite/testcase/failure").count == failures)
        #else
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
        #expect(xml.hasSuffix("</testsuites>\n"))
        #endif
    }
}

@MainActor
@Suite struct ShardTests {
    /// The flows a `check` run reported, in order.
    private func checked(_ run: ToolRun) -> [String] {
        run.standard.split(separator: "\n").compactMap { line in
            line.hasPrefix("ok: ") ? String(line.dropFirst(4).prefix { $0 != " " }) : nil
        }
    }

    @Test(arguments: [1, 2, 3, 7])
    func theShardsOfACheckTogetherAreTheWholeCheckExactlyOnce(count: Int) async throws {
        let package = try FlowPackage()
        let flows = (0..<40).map { "flows/f\($0).flow" }
        for flow in flows {
            try package.write("inputLoginId(\"a@example.com\")\nexpect state loginId == \"a@example.com\"\n", to: flow)
        }
        _ = await package.run(["check"] + flows)  // records the transcripts
        let whole = await package.run(["check"] + flows)
        #expect(whole.status == 0)
        #expect(checked(whole) == flows)
        var seen: [String] = []
        for index in 1...count {
            let part = await package.run(["check"] + flows + ["--shard", "\(index)/\(count)", "--junit", "shard-\(index).xml"])
            #expect(part.status == 0)
            let names = checked(part)
            #expect(names == flows.filter(names.contains), "a shard keeps the flows' order")
            seen += names
            // The same shard again: the same flows.
            #expect(checked(await package.run(["check"] + flows + ["--shard", "\(index)/\(count)"])) == names)
            #expect(package.read("shard-\(index).xml")?.contains("tests=\"\(names.count)\"") == true)
        }
        #expect(seen.sorted() == flows.sorted())
        #expect(Set(seen).count == seen.count)
        if count > 1 {
            #expect(seen != [], "flows are spread")
        }
    }

    /// The issue's synthetic suite: 1,000 flows, split across a matrix of 4
    /// machines, give the whole run's results, and no machine's recordings
    /// count as orphans whichever shard (or none) ran last.
    @Test func aThousandFlowsInFourShardsAreTheWholeCheckAndLeaveNoOrphan() async throws {
        let package = try FlowPackage()
        let flows = (0..<1_000).map { String(format: "flows/f%04d.flow", $0) }
        for (index, flow) in flows.enumerated() {
            try package.write("inputLoginId(\"user-\(index)@example.com\")\n", to: flow)
        }
        _ = await package.run(["check"] + flows)  // records the transcripts
        let whole = await package.run(["check"] + flows, environment: ["CI": "true"])
        #expect(whole.status == 0)
        #expect(checked(whole) == flows)
        var seen: [String] = []
        var sizes: [Int] = []
        for index in 1...4 {
            #expect(await package.run(["snapshots", "reset-usage"]).status == 0)
            let part = await package.run(["check"] + flows + ["--shard", "\(index)/4"], environment: ["CI": "true"])
            #expect(part.status == 0)
            seen += checked(part)
            sizes.append(checked(part).count)
            let orphans = await package.run(["snapshots", "orphans"])
            #expect(orphans.standard == "No orphaned snapshots.\n", "after shard \(index)")
        }
        #expect(seen.sorted() == flows)
        #expect(Set(seen).count == 1_000)
        // Each machine gets a fair part of the work (a fixed hash of the path).
        #expect(sizes.allSatisfy { (150...350).contains($0) }, "\(sizes)")
    }

    @Test(arguments: ["0/2", "3/2", "1/0", "2", "a/b"])
    func aBadShardIsAUsageError(shard: String) async throws {
        let package = try FlowPackage()
        let run = await package.run(["check", "x.flow", "--shard", shard])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("stateful: error: --shard takes K/N with 1 <= K <= N, such as 2/4, not '\(shard)'"))
    }
}

/// `check --jobs N` with the real `stateful` executable as its workers.
@MainActor
@Suite struct ParallelCheckTests {
    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
    func aParallelCheckPrintsAndReportsWhatOneProcessDoes() async throws {
        let package = try FlowPackage()
        var flows: [String] = []
        for index in 0..<12 {
            let name = "flows/f\(index).flow"
            // Every third flow fails an expectation; the others pass.
            try package.write("inputLoginId(\"user-\(index)\")\n" + (index % 3 == 0 ? "expect effect logIn\n" : ""), to: name)
            flows.append(name)
        }
        _ = await package.run(["check"] + flows + ["--jobs", "1"])  // records the transcripts
        var parallelTool = StatefulTool.login
        parallelTool.executable = BuiltExecutable.stateful
        let one = await package.run(["check"] + flows + ["--jobs", "1", "--junit", "one.xml"])
        let usage = package.root.appendingPathComponent(".build/stateful-snapshots/usage")
        try? FileManager.default.removeItem(at: usage)
        let three = await package.run(["check"] + flows + ["--jobs", "3", "--junit", "three.xml"], tool: parallelTool)
        // Three worker processes compared the recordings, each noting its use in its own log.
        let logs = (try? FileManager.default.contentsOfDirectory(atPath: usage.path)) ?? []
        #expect(logs.filter { $0.hasSuffix(".log") }.count == 3)
        #expect(one.status == 1)
        #expect(three.status == one.status)
        #expect(three.standard == one.standard)
        #expect(three.error == one.error)
        #expect(package.read("three.xml") == package.read("one.xml"))
        #expect(one.standard.hasSuffix("flows: 8 passed, 4 failed\n"))
    }

    @Test func withoutAnExecutableACheckRunsInThisProcess() async throws {
        let package = try FlowPackage()
        try package.write("inputLoginId(\"a\")\n", to: "a.flow")
        try package.write("inputLoginId(\"b\")\n", to: "b.flow")
        let run = await package.run(["check", "a.flow", "b.flow", "--jobs", "4"])
        #expect(run.standard.contains("flows: 0 passed, 2 failed"), "both recorded for the first time")
    }

    @Test(arguments: ["0", "x", "257"])
    func aBadJobCountIsAUsageError(jobs: String) async throws {
        let run = await (try FlowPackage()).run(["check", "a.flow", "--jobs", jobs])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("stateful: error: --jobs takes a number of processes from 1 to 256, not '\(jobs)'"))
    }
}
