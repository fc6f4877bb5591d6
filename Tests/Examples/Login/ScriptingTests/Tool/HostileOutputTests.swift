import Foundation
import StatefulCommandLine
import StatefulInternalTestSupport
import Testing

/// Nothing a snapshot file, a flow's source or a file name holds reaches
/// the tool's output in a form a terminal or a CI log interprets (issue 23).
@MainActor
@Suite struct HostileOutputTests {
    /// A package with a recorded snapshot and a pending one full of hostile sequences.
    static func packageWithHostilePending() throws -> FlowPackage {
        let package = try FlowPackage()
        try package.write("name: plain\n", to: "__Snapshots__/HomeTests/home.txt")
        try package.write(HostileInputs.snapshotFile, to: "__Snapshots__/HomeTests/home.pending.txt")
        return package
    }

    func expectSafe(_ text: String, showing shown: [String] = HostileInputs.shown.dropLast(2).map { $0 }) {
        #expect(!HostileInputs.isInterpretable(text), "\(text.debugDescription)")
        #expect(HostileInputs.workflowCommandLines(text) == [], "\(text)")
        for sequence in shown {
            #expect(text.contains(sequence), "\(sequence) in \(text)")
        }
    }

    @Test func snapshotsListShowsAHostilePendingSnapshotEscaped() async throws {
        let package = try Self.packageWithHostilePending()
        let run = await package.run(["snapshots", "list"])
        #expect(run.status == 0)
        expectSafe(run.combined)
        // Not at the start of a line: a diff line starts with `+`.
        #expect(run.standard.contains("+::error file=evil.swift,line=1::forged by a snapshot\n"))
    }

    @Test func snapshotsCheckShowsItEscapedToo() async throws {
        let package = try Self.packageWithHostilePending()
        let run = await package.run(["snapshots", "check"])
        #expect(run.status == 1)
        expectSafe(run.combined)
    }

    @Test func reviewShowsTheDiffAndTheWholeFileEscaped() async throws {
        let package = try Self.packageWithHostilePending()
        let run = await package.run(["snapshots", "review"], input: ["f", "s"])
        #expect(run.status == 0)
        expectSafe(run.combined)
        #expect(run.standard.contains(" | name: \\e]0;PWNED-TITLE\\a\n"))
    }

    @Test func checkShowsAHostileRecordingsDiffEscaped() async throws {
        let package = try FlowPackage()
        try package.write(CheckCommandTests.flow, to: "c.flow")
        try package.write(HostileInputs.snapshotFile, to: "__Snapshots__/flows/c.txt")
        let run = await package.run(["check", "c.flow"], environment: ["CI": "true"])
        #expect(run.status == 1)
        expectSafe(run.combined)
    }

    @Test func aParseErrorAboutAControlCharacterIsEscaped() async throws {
        let (run, _) = try await FlowPackage.running(
            "inputLoginId(\"x\") \(HostileInputs.windowTitle) \(HostileInputs.bidiOverride)\n", named: "bad.flow")
        #expect(run.status == 2)
        expectSafe(run.combined, showing: ["unexpected character `\\e`"])
    }

    @Test func aFailingStepsEchoedLineIsEscaped() async throws {
        let (run, _) = try await FlowPackage.running(
            fillIn + "expect screen contains \"\(HostileInputs.windowTitle)\(HostileInputs.bidiOverride)\"\n", named: "e.flow")
        #expect(run.status == 1)
        expectSafe(run.combined, showing: ["\\e]0;PWNED-TITLE\\a", "\\u{202E}"])
        // The echoed step line and the source line under the error.
        #expect(run.standard.contains("-- e.flow:3: expect screen contains \"\\e]0;PWNED-TITLE\\ainvoice\\u{202E}fdp.exe\"\n"))
        #expect(run.error.contains("\n    expect screen contains \"\\e]0;PWNED-TITLE\\ainvoice\\u{202E}fdp.exe\"\n"))
    }

    @Test(arguments: [[], ["--format", "github"]])
    func aFlowFileNameCannotForgeAnAnnotation(extra: [String]) async throws {
        let name = "x\(HostileInputs.forgedAnnotation)\(HostileInputs.windowTitle).flow"
        let package = try FlowPackage()
        try package.write(CheckCommandTests.flow, to: name)
        let run = await package.run(["check", name] + extra, environment: ["CI": "true"])
        #expect(run.status == 1)
        #expect(!HostileInputs.isInterpretable(run.combined), "\(run.combined.debugDescription)")
        #expect(run.standard.contains("FAILED: x\\n::error file=evil.swift,line=1::forged by a file name\\n\\e]0;PWNED-TITLE\\a.flow (2 steps)\n"))
        // Only the tool's own annotations start a workflow command, and theirs escape the name.
        for line in HostileInputs.workflowCommandLines(run.combined) {
            #expect(line.hasPrefix("::error file=__Snapshots__/flows/") || line.hasPrefix("::error file=x%0A%3A%3Aerror"), "\(line)")
            #expect(!line.contains("\n"))
        }
        if extra.isEmpty { #expect(HostileInputs.workflowCommandLines(run.combined) == []) }
    }

    @Test func junitListsEveryFlowIncludingThoseThatCouldNotRun() async throws {
        let package = try CheckCommandTests.recordedPackage()
        try package.write("inputLoginIdd(\"x\u{202E}\")\n", to: "bad.flow")
        let run = await package.run(["check", "c.flow", "bad.flow", "--junit", "report.xml"], environment: ["CI": "true"])
        #expect(run.status == 2)
        let xml = try #require(package.read("report.xml"))
        #expect(xml.contains(#"<testsuites name="stateful check" tests="2" failures="0" errors="1">"#))
        #expect(xml.contains(#"<testsuite name="stateful check" tests="2" failures="0" errors="1" skipped="0">"#))
        #expect(xml.contains(#"<testcase classname="flows" name="c.flow"/>"#))
        #expect(xml.contains(#"<testcase classname="flows" name="bad.flow">"# + "\n" + #"      <error message="bad.flow:1:1: error: unknown case"#))
        #expect(!HostileInputs.isInterpretable(xml))
    }
}

/// Flows outside the package that would share one recording (issue 23).
@MainActor
@Suite struct RecordingCollisionTests {
    @Test func twoFlowsOutsideThePackageWithOneFileNameAreAnErrorNamingBoth() async throws {
        let package = try FlowPackage()
        let outside = try FlowPackage()
        try outside.write(CheckCommandTests.flow, to: "one/login.flow")
        try outside.write(CheckCommandTests.changedFlow, to: "two/login.flow")
        let first = outside.root.appendingPathComponent("one/login.flow").path
        let second = outside.root.appendingPathComponent("two/login.flow").path
        let run = await package.run(["check", first, second])
        #expect(run.status == 2)
        #expect(run.error.contains("\(first) and \(second) would share one recording (login)"), "\(run.error)")
        #expect(package.files() == [], "nothing was recorded")
    }

    /// Two flows in the package whose names become one recording file (a
    /// space and `-` both become `-`) are the same error, without the hint
    /// to move them into the package.
    @Test func twoFlowsInThePackageWhoseNamesMakeOneRecordingFileAreAnErrorNamingBoth() async throws {
        let package = try FlowPackage()
        try package.write(CheckCommandTests.flow, to: "Flows/a b.flow")
        try package.write(CheckCommandTests.flow, to: "Flows/a-b.flow")
        let run = await package.run(["check", "Flows"])
        #expect(run.status == 2)
        #expect(run.error == "stateful: error: Flows/a b.flow and Flows/a-b.flow would share one recording (Flows/a-b); rename one\n",
                "\(run.error)")
        #expect(package.files() == [], "nothing was recorded")
    }
}
