import Foundation
import StatefulScript
import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

/// `FlowRecordings` finds the recordings a flow uses from its text, and
/// reads its includes as the parser does: what the parser refuses unread
/// (too large, outside the package, not a regular file) adds nothing.
@Suite struct FlowRecordingsTests {
    private func recordings(of flow: String, in package: TemporaryPackage) -> [String] {
        FlowRecordings.paths(
            ofFlowAt: package.root.appendingPathComponent(flow), in: SnapshotLayout(packageRoot: package.root))
    }

    @Test func aFlowUsesItsTranscriptAndTheScreensItAndItsIncludesCompare() throws {
        let package = try TemporaryPackage()
        try package.write("include \"shared/fill.flow\"\r\nexpect outline matches \"end\"\r\n", to: "Flows/save.flow")
        try package.write("expect screen matches \"filled\"\nexpect screen matches \"${NAME}\"\n", to: "Flows/shared/fill.flow")
        #expect(recordings(of: "Flows/save.flow", in: package) == [
            "__Snapshots__/flows/Flows/save.end.txt",
            "__Snapshots__/flows/Flows/save.filled.txt",
            "__Snapshots__/flows/Flows/save.txt",
        ])
    }

    @Test func includesTheParserRefusesAreNotRead() throws {
        let package = try TemporaryPackage()
        let outside = try TemporaryPackage()
        try outside.write("expect screen matches \"outside\"\n", to: "elsewhere.flow")
        // Larger than ScriptLimits.fileSize, with a comparison on its first line.
        let large = "expect screen matches \"large\"\n" + String(repeating: "#\n", count: ScriptLimits.fileSize / 2)
        try package.write(large, to: "Flows/large.flow")
        try FileManager.default.createDirectory(
            at: package.root.appendingPathComponent("Flows/folder.flow"), withIntermediateDirectories: true)
        try package.write("""
            include "large.flow"
            include "folder.flow"
            include "\(outside.root.appendingPathComponent("elsewhere.flow").path)"
            include "/dev/zero"
            expect screen matches "kept"

            """, to: "Flows/hostile.flow")
        #expect(recordings(of: "Flows/hostile.flow", in: package) == [
            "__Snapshots__/flows/Flows/hostile.kept.txt",
            "__Snapshots__/flows/Flows/hostile.txt",
        ])
    }
}
