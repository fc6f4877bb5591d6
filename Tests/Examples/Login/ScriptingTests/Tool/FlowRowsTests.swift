import Foundation
import StatefulCommandLine
import StatefulInternalTestSupport
import Testing

/// A flow's `rows` block: the flow runs once per row, each row a result of
/// its own in the summary, JUnit, annotations and the report page, with its
/// own recording; secret values masked everywhere.
@MainActor
@Suite struct FlowRowsTests {
    /// `rows.flow` passes for both rows; `fail.flow` fails on its second row.
    static func package() throws -> FlowPackage {
        let package = try FlowPackage()
        try package.write("""
            param id
            secret pw = "unused-default"
            rows (id, pw) {
                ("ada", "pw-one-secret")
                ("grace", "pw-two-secret")
            }
            inputLoginId("${id}")
            inputPassword("${pw}")
            expect screen contains "${id}"

            """, to: "Flows/rows.flow")
        try package.write("""
            param id
            rows (id) {
                ("ada")
                ("grace")
            }
            inputLoginId("${id}")
            expect state loginId == "ada"

            """, to: "Flows/fail.flow")
        return package
    }

    static let rowsRecordings = ["__Snapshots__/flows/Flows/rows.row-1.txt", "__Snapshots__/flows/Flows/rows.row-2.txt"]

    @Test func eachRowIsAResultOfItsOwnInTheSummaryJUnitAndAnnotationsWithSecretsMasked() async throws {
        let package = try Self.package()
        _ = await package.run(["check", "--jobs", "1", "Flows/fail.flow", "Flows/rows.flow"])  // records the transcripts
        let run = await package.run(
            ["check", "--jobs", "1", "--junit", "junit.xml", "--format", "github", "Flows/fail.flow", "Flows/rows.flow"])
        #expect(run.status == 1)
        #expect(run.standard.contains("ok: Flows/fail.flow [row 1: id=ada] (3 steps)\n"))
        #expect(run.standard.contains("FAILED: Flows/fail.flow [row 2: id=grace] (3 steps, 1 failed)\n"))
        #expect(run.standard.contains("ok: Flows/rows.flow [row 1: id=ada, pw=********] (5 steps)\n"))
        #expect(run.standard.contains("ok: Flows/rows.flow [row 2: id=grace, pw=********] (5 steps)\n"))
        #expect(run.standard.hasSuffix("flows: 3 passed, 1 failed\n"))
        #expect(run.standard.contains("::error file=Flows/fail.flow,line=7,col=1,title=flow step failed [row 2%3A id=grace]::"))
        let junit = try #require(package.read("junit.xml"))
        #expect(junit.contains(#"<testsuite name="stateful check" tests="4" failures="1" errors="0" skipped="0">"#))
        for name in ["Flows/fail.flow [row 1: id=ada]", "Flows/fail.flow [row 2: id=grace]",
                     "Flows/rows.flow [row 1: id=ada, pw=********]", "Flows/rows.flow [row 2: id=grace, pw=********]"] {
            #expect(junit.contains("<testcase classname=\"flows\" name=\"\(name)\""), "\(name)")
        }
        // Every file but the flows, which hold the secrets as written.
        let everything = [run.combined, junit] + package.allFileContents().filter { !$0.key.hasSuffix(".flow") }.values
        #expect(!everything.contains { $0.contains("pw-one-secret") || $0.contains("pw-two-secret") })
    }

    @Test func eachRowHasItsOwnRecordingWrittenOutsideCIOnlyAndKnownToOrphans() async throws {
        let package = try Self.package()
        let underCI = await package.run(["check", "--jobs", "1", "Flows/rows.flow"], environment: ["CI": "true"])
        #expect(underCI.status == 1, "not recorded under CI")
        #expect(package.files().isEmpty, "nothing is written under CI")

        let recording = await package.run(["check", "--jobs", "1", "Flows/rows.flow"])
        #expect(recording.status == 1, "recorded, to be reviewed")
        #expect(package.files() == Self.rowsRecordings)
        #expect(package.read(Self.rowsRecordings[1])?.contains(#"inputLoginId("grace")"#) == true)
        #expect(package.read(Self.rowsRecordings[1])?.contains(#"inputLoginId("ada")"#) == false)
        let again = await package.run(["check", "--jobs", "1", "Flows/rows.flow"], environment: ["CI": "true"])
        #expect(again.status == 0, "\(again.error)")

        try package.write("the recording from before the flow had rows\n", to: "__Snapshots__/flows/Flows/rows.txt")
        #expect(await package.run(["snapshots", "reset-usage"]).status == 0)
        let orphans = await package.run(["snapshots", "orphans"])
        #expect(orphans.standard == "__Snapshots__/flows/Flows/rows.txt\n", "each row's recording is the flow's")
    }

    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
    func parallelWorkersReportTheRowsAsOneProcessDoes() async throws {
        let package = try Self.package()
        try package.write("inputLoginId(\"x\")\n", to: "Flows/plain.flow")
        let flows = ["Flows/fail.flow", "Flows/plain.flow", "Flows/rows.flow"]
        _ = await package.run(["check", "--jobs", "1"] + flows)  // records the transcripts
        var parallelTool = StatefulTool.login
        parallelTool.executable = BuiltExecutable.stateful
        let one = await package.run(["check", "--jobs", "1", "--junit", "one.xml", "--report", "one"] + flows)
        let three = await package.run(["check", "--jobs", "3", "--junit", "three.xml", "--report", "three"] + flows, tool: parallelTool)
        #expect(one.status == 1)
        #expect(three.status == one.status)
        #expect(three.standard == one.standard.replacingOccurrences(of: "report: one/", with: "report: three/"))
        #expect(three.error == one.error)
        #expect(package.read("three.xml") == package.read("one.xml"))
        #expect(package.read("three/index.html") == package.read("one/index.html"))
        #expect(package.read("one/index.html")?.contains("Flows/rows.flow [row 2: id=grace, pw=********]") == true)
    }

    @Test func aSessionRecordingIsOneRunsSoAFlowWithRowsIsRefused() async throws {
        let package = try Self.package()
        let run = await package.run(["run", "--record-session", "out.flow", "Flows/fail.flow"])
        #expect(run.status == 2)
        #expect(run.error.contains("--record-session records one run, and Flows/fail.flow runs once for each of its 2 rows"))
        #expect(package.read("out.flow") == nil, "nothing recorded")
    }
}
