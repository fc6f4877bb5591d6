import StatefulScript
@testable import StatefulCommandLine
import Testing

/// A parallel check's workers get the parent's command line without the
/// options only the parent acts on, and every flow path as the hex of its
/// bytes, so a path that is not UTF-8 reaches them whole.
@MainActor
@Suite struct WorkerArgumentsTests {
    static let ff: [UInt8] = Array("bad".utf8) + [0xFF] + Array(".flow".utf8)

    @Test func flowPathsGoAsBytesAndParentOnlyOptionsStayBehind() throws {
        let arguments = ["check", "--jobs", "2", "a.flow", "--junit=j.xml", "--tag", "smoke", "bad\u{FFFD}.flow", "--", "--odd.flow"]
        let bytes = arguments.map { Array($0.utf8) }.enumerated().map { $0.offset == 7 ? Self.ff : $0.element }
        let parsed = try ToolArguments.parse(arguments, bytes: bytes, featureOptions: [])
        #expect(parsed.flowPaths == [RawPath("a.flow"), RawPath(bytes: Self.ff), RawPath("--odd.flow")])
        let worker = ParallelCheck.workerArguments(arguments, flows: parsed)
        #expect(worker == [
            "check", "--tag", "smoke",
            "--flow-path-bytes", RawPath("a.flow").hex,
            "--flow-path-bytes", "626164ff2e666c6f77",
            "--flow-path-bytes", RawPath("--odd.flow").hex,
        ])
        // The worker reads the same paths back, in the same order.
        let reparsed = try ToolArguments.parse(worker, featureOptions: [])
        #expect(reparsed.flowPaths == parsed.flowPaths)
        #expect(reparsed.tags.map(\.name) == ["smoke"])
        // And passes them on unchanged (a worker's own workers are never started, but the rule holds).
        #expect(ParallelCheck.workerArguments(worker, flows: reparsed) == worker)
    }

    @Test func aHexPathThatIsNotHexIsAUsageError() {
        #expect(RawPath(hex: "6") == nil)
        #expect(RawPath(hex: "zz") == nil)
        #expect(RawPath(hex: "626164ff2e666c6f77") == RawPath(bytes: Self.ff))
        #expect(throws: ToolUsageError.self) {
            try ToolArguments.parse(["check", "--flow-path-bytes", "xyz"], featureOptions: [])
        }
    }
}
