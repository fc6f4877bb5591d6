import Foundation
import StatefulInternalTestSupport
import Testing

/// The same flows give the same bytes every time, wherever they run.
@MainActor
@Suite struct DeterminismTests {
    /// Everything a package's runs printed and wrote, for comparison.
    struct Outputs: Equatable {
        var runs: [String]
        var files: [String: String]
    }

    static func outputs(of flows: [String], in package: FlowPackage) async throws -> Outputs {
        var runs: [String] = []
        for arguments in [["run", "--show", "all"], ["check", "--junit", "report.xml"], ["check", "--junit", "report.xml"]] {
            let run = await package.run([arguments[0]] + flows + arguments.dropFirst())
            runs.append("\(run.status)\n\(run.standard)\n\(run.error)")
        }
        var files: [String: String] = [:]
        for path in package.files() + ["report.xml"] {
            files[path] = package.read(path)
        }
        return Outputs(runs: runs, files: files)
    }

    @Test func theBundledFlowsGiveIdenticalOutputTwice() async throws {
        let flows = try FlowPackage.bundledFlows()
        let first = try FlowPackage()
        try first.copyBundledFlows()
        let second = try FlowPackage()
        try second.copyBundledFlows()
        let one = try await Self.outputs(of: flows, in: first)
        let two = try await Self.outputs(of: flows, in: second)
        #expect(one == two)
        #expect(one.runs[2].hasPrefix("0\n"))
        // wrong-password.flow records each of its 3 rows.
        #expect(one.files.count == flows.count + 3)
    }

    @Test func theRecordedTranscriptsAreTheCommittedOnes() async throws {
        let package = try FlowPackage()
        try package.copyBundledFlows()
        _ = await package.run(["check"] + (try FlowPackage.bundledFlows()))
        for file in package.files() {
            let committedPath = file.replacingOccurrences(
                of: "__Snapshots__/flows/Flows/", with: "__Snapshots__/flows/Sources/Examples/Login/Tool/Flows/")
            let committed = try String(contentsOf: FlowPackage.repository.appendingPathComponent(committedPath), encoding: .utf8)
            #expect(package.read(file) == committed, "\(file) differs from the committed recording")
        }
    }

    @Test func aFlowWithTimingAndFailuresGivesIdenticalOutputTwice() async throws {
        let source = fillIn + """
            backend latency(1500ms)
            start logIn
            advance 1s
            print outline
            wait
            expect screen 40 matches "home"
            print state
            expect effect presentError

            """
        var outputs: [Outputs] = []
        for _ in 0..<2 {
            let package = try FlowPackage()
            try package.write(source, to: "timed.flow")
            outputs.append(try await Self.outputs(of: ["timed.flow"], in: package))
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0].runs[1].hasPrefix("1\n"))
    }
}
