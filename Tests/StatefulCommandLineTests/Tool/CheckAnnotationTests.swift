import Foundation
import StatefulInternalTestSupport
import Testing

/// `check --format github` adds a GitHub Actions annotation for every
/// failure, at the line that failed, to what `check` prints anyway.
@MainActor
@Suite struct CheckAnnotationTests {
    static let flow = """
        setName("Ada")
        expect state name == "Bob"
        setName("Lin")

        """

    /// The lines of `text` that are annotations.
    static func annotations(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::") }
    }

    @Test func aFailedStepIsAnnotatedAtItsLine() async throws {
        let package = try TemporaryPackage()
        try package.write(Self.flow, to: "Flows/name.flow")
        let run = await package.run(["check", "Flows/name.flow", "--format", "github"])
        #expect(run.status == 1)
        #expect(Self.annotations(run.standard) == [
            #"::error file=Flows/name.flow,line=2,col=1,title=flow step failed::expected state name == "Bob", found "Ada"%0Aexpect state name == "Bob""#,
            // The transcript was missing, and not recorded: a step failed.
            "::error file=__Snapshots__/flows/Flows/name.txt,title=transcript of Flows/name.flow not recorded::"
                + "No snapshot at __Snapshots__/flows/Flows/name.txt; none was recorded: a step of the flow failed. "
                + "Fix the flow, then check again: a run whose steps all pass records it "
                + "(or record this run as it is with --record failed).",
        ])
        // The text output is what it is without annotations.
        let other = try TemporaryPackage()
        try other.write(Self.flow, to: "Flows/name.flow")
        let plain = await other.run(["check", "Flows/name.flow"])
        #expect(run.error == plain.error)
        #expect(run.standard.split(separator: "\n").filter { !$0.hasPrefix("::") } == plain.standard.split(separator: "\n"))
        #expect(Self.annotations(plain.standard) == [])
    }

    @Test func aChangedTranscriptIsAnnotatedAtTheFirstChangedLineOfTheRecording() async throws {
        let package = try TemporaryPackage()
        try package.write("setName(\"Ada\")\n", to: "Flows/name.flow")
        #expect(await package.run(["check", "Flows/name.flow"]).status == 1)  // records it
        let recorded = try #require(package.read("__Snapshots__/flows/Flows/name.txt")).split(separator: "\n")
        try package.write("setName(\"Bob\")\n", to: "Flows/name.flow")

        let run = await package.run(["check", "Flows/name.flow", "--format", "github"], environment: ["CI": "true"])
        #expect(run.status == 1)
        let annotations = Self.annotations(run.standard)
        #expect(annotations.count == 1)
        let annotation = try #require(annotations.first)
        let prefix = "::error file=__Snapshots__/flows/Flows/name.txt,line="
        #expect(annotation.hasPrefix(prefix))
        let line = try #require(Int(annotation.dropFirst(prefix.count).prefix { $0.isNumber }))
        #expect(recorded[line - 1].contains("Ada"), "line \(line) of the recording is the first one that changed")
        #expect(recorded.prefix(line - 1).allSatisfy { !$0.contains("Ada") })
        #expect(annotation.contains(",title=transcript of Flows/name.flow changed::Snapshot __Snapshots__/flows/Flows/name.txt does not match:%0A"))
    }

    @Test func everyScriptErrorIsAnnotatedAtItsColumn() async throws {
        let package = try TemporaryPackage()
        try package.write("svae\nsetName(42)\n", to: "Flows/bad.flow")
        let run = await package.run(["check", "Flows/bad.flow", "--format", "github"])
        #expect(run.status == 2)
        #expect(Self.annotations(run.standard).map { $0.split(separator: "::")[0] } == [
            "error file=Flows/bad.flow,line=1,col=1,title=script error",
            "error file=Flows/bad.flow,line=2,col=9,title=script error",
        ])
    }

    @Test func aFlowGivenByItsFullPathIsAnnotatedByItsPathInThePackage() async throws {
        let package = try TemporaryPackage()
        try package.write(Self.flow, to: "Flows/name.flow")
        let full = package.root.appendingPathComponent("Flows/name.flow").path
        let run = await package.run(["check", full, "--format", "github"])
        #expect(Self.annotations(run.standard).first?.hasPrefix("::error file=Flows/name.flow,line=2,") == true)
    }

    @Test(arguments: ["gthub", "json", ""])
    func anUnknownFormatIsAUsageError(format: String) async throws {
        let run = await (try TemporaryPackage()).run(["check", "a.flow", "--format", format])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("profile-flows: error: --format takes text or github, not '\(format)'"))
        #expect(run.error.contains("did you mean 'github'?") == (format == "gthub"))
    }
}
