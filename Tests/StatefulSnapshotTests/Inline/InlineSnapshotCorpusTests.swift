import Foundation
import StatefulSnapshot
import Testing

/// The rewriter against the corpus in `Tests/Fixtures/InlineSnapshots`:
/// recording every call of a file, then re-recording the result, must give
/// the reviewed `.recorded.swift` and `.rerecorded.swift` files byte for byte.
@Suite struct InlineSnapshotCorpusTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The calls, as `#line`, `#column` give them in the original file.
        let calls: [(line: Int, column: Int)]
        /// The texts of the first recording, one per call.
        let first: [String]
        /// The texts of the re-recording, one per call.
        let second: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "NestedClosures", calls: [(7, 13), (11, 5)],
             first: ["(1)\n", "}{)\n"], second: ["(2)\n", "{}\n"]),
        Case(name: "CommentsWithQuotes", calls: [(6, 5), (7, 5)],
             first: ["a \"quoted\" )\n", "b\n"], second: ["a\n", "b\n\nwith a blank line\n"]),
        Case(name: "Tabs", calls: [(6, 3), (8, 2)],
             first: ["tab\tseparated\n", "x\n"], second: ["tab\n", "x\ny\n"]),
        Case(name: "NonASCII", calls: [(5, 42), (5, 96), (6, 5)],
             first: ["ユーザー\n", "🙂 é\n", "naïve — “quotes”\n"], second: ["ユーザー2\n", "\n", "naïve \u{1B}[1mbold\u{1B}[0m \"\"\"\" \\ end\n"]),
        Case(name: "RawStrings", calls: [(6, 5), (11, 5), (16, 5), (17, 5)],
             first: ["Ada (inner) \"quoted\"\n", #"a "raw" \(not interpolated)"# + "\n", "single\n", "multi-line ) argument\n"],
             second: [#"back\slash"# + "\n", "ends with \"\"\"#\n", "\"\"\"\n", ##"\#(x) "#"## + "\n"]),
    ]

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InlineSnapshots", isDirectory: true)

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// Records `texts` at `calls` in `bytes`; returns the new bytes and where the calls are now.
    static func record(
        _ bytes: [UInt8], calls: [(line: Int, column: Int)], texts: [String]
    ) throws -> (bytes: [UInt8], locations: [(line: Int, column: Int)]) {
        let edits = zip(calls, texts).map { InlineSnapshotRewriter.Edit(line: $0.0.line, column: $0.0.column, text: $0.1) }
        return try InlineSnapshotRewriter.rewriteLocatingCalls(InlineSnapshotSource(bytes: bytes, path: "corpus"), edits: edits)
    }

    @Test(arguments: cases) func recordingThenReRecordingGivesTheReviewedFiles(_ corpusCase: Case) throws {
        let original = try Self.bytes(corpusCase.name + ".swift")
        let recorded = try Self.record(original, calls: corpusCase.calls, texts: corpusCase.first)
        #expect(String(decoding: recorded.bytes, as: UTF8.self)
            == String(decoding: try Self.bytes(corpusCase.name + ".recorded.swift"), as: UTF8.self))
        let rerecorded = try Self.record(recorded.bytes, calls: recorded.locations, texts: corpusCase.second)
        #expect(String(decoding: rerecorded.bytes, as: UTF8.self)
            == String(decoding: try Self.bytes(corpusCase.name + ".rerecorded.swift"), as: UTF8.self))
        // Recording the same texts again changes nothing.
        let again = try Self.record(rerecorded.bytes, calls: rerecorded.locations, texts: corpusCase.second)
        #expect(again.bytes == rerecorded.bytes)
        // Every call still holds one literal, found where the compiler would place the call.
        let source = InlineSnapshotSource(bytes: rerecorded.bytes, path: "corpus")
        for location in rerecorded.locations {
            #expect(try source.call(line: location.line, column: location.column).literal != nil)
        }
    }

    @Test func aCRLFFileKeepsItsLineEndings() throws {
        let corpusCase = Self.cases[0]
        let crlf = Self.crlf(try Self.bytes(corpusCase.name + ".swift"))
        let recorded = try Self.record(crlf, calls: corpusCase.calls, texts: corpusCase.first)
        #expect(recorded.bytes == Self.crlf(try Self.bytes(corpusCase.name + ".recorded.swift")))
        let rerecorded = try Self.record(recorded.bytes, calls: recorded.locations, texts: corpusCase.second)
        #expect(rerecorded.bytes == Self.crlf(try Self.bytes(corpusCase.name + ".rerecorded.swift")))
    }

    static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
    }

    /// The reviewed outputs are Swift that parses (when a Swift compiler is on the `PATH`, as it is wherever `swift test` runs).
    @Test(arguments: cases) func theRecordedFilesParseAsSwift(_ corpusCase: Case) throws {
        let compiler = try #require(Self.swiftCompiler(), "swiftc not found on PATH")
        for suffix in [".swift", ".recorded.swift", ".rerecorded.swift"] {
            let process = Process()
            process.executableURL = compiler
            process.arguments = ["-parse", Self.folder.appendingPathComponent(corpusCase.name + suffix).path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(corpusCase.name)\(suffix): \(message)")
        }
    }

    /// Every literal the rewriter wrote, compiled and run: each one's value is
    /// exactly the text it recorded (escapes, raw delimiters and indentation
    /// included).
    @Test func everyRecordedLiteralReadsBackAsItsText() throws {
        let compiler = try #require(Self.swiftCompiler(), "swiftc not found on PATH")
        var program = "var failures = 0\n"
            + "func check(_ value: String, _ scalars: [UInt32], _ label: String) {\n"
            + "    if value.unicodeScalars.map(\\.value) != scalars { print(\"mismatch: \\(label)\"); failures += 1 }\n}\n"
        var count = 0
        for corpusCase in Self.cases {
            let original = try Self.bytes(corpusCase.name + ".swift")
            let recorded = try Self.record(original, calls: corpusCase.calls, texts: corpusCase.first)
            let rerecorded = try Self.record(recorded.bytes, calls: recorded.locations, texts: corpusCase.second)
            for (output, texts, label) in [(recorded, corpusCase.first, "recorded"), (rerecorded, corpusCase.second, "rerecorded")] {
                let source = InlineSnapshotSource(bytes: output.bytes, path: corpusCase.name)
                for (index, (location, text)) in zip(output.locations, texts).enumerated() {
                    let literal = try #require(try source.call(line: location.line, column: location.column).literal)
                    var expected = SnapshotText.normalized(text)
                    if expected.hasSuffix("\n") { expected.removeLast() }
                    let scalars = expected.unicodeScalars.map { String($0.value) }.joined(separator: ", ")
                    program += "check(\n" + String(decoding: output.bytes[literal], as: UTF8.self)
                        + ",\n[\(scalars)], \"\(corpusCase.name) \(label) #\(index + 1)\")\n"
                    count += 1
                }
            }
        }
        program += "print(failures == 0 ? \"all \\(\(count)) literals read back\" : \"\\(failures) mismatches\")\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inline-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sourceFile = folder.appendingPathComponent("main.swift")
        try Data(program.utf8).write(to: sourceFile)
        let executable = folder.appendingPathComponent("literals")
        let compile = try Self.run(compiler, ["-o", executable.path, sourceFile.path])
        #expect(compile.status == 0, "\(compile.output)")
        guard compile.status == 0 else { return }
        let run = try Self.run(executable, [])
        #expect(run.output == "all \(count) literals read back\n")
    }

    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    static func swiftCompiler() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
