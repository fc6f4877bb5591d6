import Foundation
import StatefulInternalTestSupport
import StatefulSnapshot
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Inline snapshots recorded by real test processes: the test executable is
/// started again (``TestRunnerProcess``) to run ``TestProcessChild``, which
/// records into a test file of a package of its own through the recorder
/// every assertion shares, as `swift test` runs a test — one process per
/// test, as `swift test --parallel` does, when the test says so. A file the
/// test binary "was compiled from" is one modified before the binary was
/// built, as a real one is.
@Suite(.enabled(if: TestRunnerProcess.executable != nil, "the tests run as one executable, as on Linux"))
struct InlineRecordingProcessTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
    }

    static let child = "StatefulTestingTests.TestProcessChild/testRecordsThePlannedInlineSnapshots"

    private func path(_ relative: String) -> String {
        package.root.appendingPathComponent(relative).path
    }

    /// Marks `relative` as compiled into the running test binary: modified an hour before it was built.
    private func compiled(_ relative: String) throws {
        let binary = try #require(TestRunnerProcess.executable)
        let built = try #require(try FileManager.default.attributesOfItem(atPath: binary.path)[.modificationDate] as? Date)
        try FileManager.default.setAttributes([.modificationDate: built.addingTimeInterval(-3_600)], ofItemAtPath: path(relative))
    }

    /// Where `#line` and `#column` put the `nth` (from 0) call of `name` in `text`: at its `(` (or `{`).
    private static func location(of name: String, nth: Int = 0, in text: String) throws -> (line: Int, column: Int) {
        var found = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let range = rest.range(of: name) {
                if found == nth {
                    let column = line.utf8.distance(from: line.startIndex, to: range.upperBound)
                    return (index + 1, column)
                }
                found += 1
                rest = rest[range.upperBound...]
            }
        }
        throw CocoaError(.fileReadUnknown)
    }

    private func start(_ plan: TestProcessChild.Plan) throws -> TestRunnerProcess.Started {
        let encoded = String(decoding: try JSONEncoder().encode(plan), as: UTF8.self)
        return try TestRunnerProcess.start([Self.child], in: package.root, environment: ["STATEFUL_CHILD_PLAN": encoded])
    }

    private func run(_ plan: TestProcessChild.Plan) throws -> TestRunnerProcess.Finished {
        try start(plan).wait()
    }

    private func call(
        _ file: String, _ location: (line: Int, column: Int), _ text: String, expected: String? = nil,
        label: String? = nil, offset: Int? = nil
    ) -> TestProcessChild.Call {
        TestProcessChild.Call(
            path: path(file), line: location.line, column: location.column, text: text, expected: expected, label: label,
            offset: offset)
    }

    private func leftovers() -> [String] {
        package.files(under: "Tests").filter { ($0 as NSString).lastPathComponent.hasPrefix(".") }
    }

    // MARK: One process per test

    static func parallelTests(_ count: Int, recorded: Bool) -> String {
        var lines = ["import StatefulTesting", "import XCTest", "", "final class ParallelTests: XCTestCase {"]
        for number in 1...count {
            let name = number < 10 ? "0\(number)" : "\(number)"
            lines.append("    func test\(name)() {")
            if recorded {
                lines += [
                    "        assertInlineSnapshot(of: \"xc \(number)\") {", "            \"\"\"", "            xc \(number)",
                    "            \"\"\"", "        }",
                ]
            } else {
                lines.append("        assertInlineSnapshot(of: \"xc \(number)\")")
            }
            lines.append("    }")
        }
        return (lines + ["}", ""]).joined(separator: "\n")
    }

    /// 20 processes at once, each running one test of the file, as
    /// `swift test --parallel` runs XCTest: each literal lands in its own
    /// test, whichever process writes last.
    @Test func twentyTestProcessesAtOnceEachWriteTheirOwnTestsLiteral() throws {
        let file = "Tests/AppTests/ParallelTests.swift"
        let original = Self.parallelTests(20, recorded: false)
        try package.write(original, to: file)
        try compiled(file)
        var started: [TestRunnerProcess.Started] = []
        for number in 1...20 {
            let location = try Self.location(of: "assertInlineSnapshot(", nth: number - 1, in: original)
            started.append(try start(TestProcessChild.Plan(calls: [call(file, location, "xc \(number)")])))
        }
        let finished = try started.map { try $0.wait() }
        for run in finished {
            #expect(run.standard.contains(": recorded: Recorded a new inline snapshot"), "\(run.standard)\(run.error)")
            #expect(!run.error.contains("error: "), "\(run.error)")
        }
        #expect(package.read(file) == Self.parallelTests(20, recorded: true))
        #expect(leftovers() == [])
    }

    // MARK: Edits

    static let oneCall = """
        import StatefulTesting
        import Testing

        @Test func greeting() {
            assertInlineSnapshot(of: "Hello")
        }

        """

    /// A person saves the file while the tests run: the recording is not
    /// written, the edit is kept, and the process says why.
    @Test func anEditSavedWhileTheTestsRunIsKept() throws {
        let file = "Tests/AppTests/GreetingTests.swift"
        try package.write(Self.oneCall, to: file)
        try compiled(file)
        let ready = package.root.appendingPathComponent("ready").path
        let go = package.root.appendingPathComponent("go").path
        let location = try Self.location(of: "assertInlineSnapshot(", in: Self.oneCall)
        let child = try start(TestProcessChild.Plan(calls: [call(file, location, "Hello")], waitFor: go, readyFile: ready))
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: ready), Date() < deadline { usleep(20_000) }
        let edited = Self.oneCall + "// saved while the tests ran\n"
        try package.write(edited, to: file)
        _ = FileManager.default.createFile(atPath: go, contents: Data())
        let run = try child.wait()
        #expect(run.standard.contains(": recorded: "))
        #expect(run.error.contains("the file changed while the tests ran, so the inline snapshots recorded in it were not written"))
        #expect(package.read(file) == edited)
        #expect(leftovers() == [])
    }

    /// A recording undone with git (`git checkout` puts the compiled source
    /// back, newer than the test binary) and the tests run again without a
    /// rebuild — a build that compares contents finds nothing to compile:
    /// the second run records again, as the first did.
    @Test func aFilePutBackAsCompiledIsRecordedIntoAgain() throws {
        let file = "Tests/AppTests/GreetingTests.swift"
        try package.write(Self.oneCall, to: file)
        try compiled(file)
        let location = try Self.location(of: "assertInlineSnapshot(", in: Self.oneCall)
        let first = try run(TestProcessChild.Plan(calls: [call(file, location, "Hello")]))
        #expect(first.error == "", "\(first.error)")
        let recorded = try #require(package.read(file))
        #expect(recorded.contains("Hello\n"))
        try package.write(Self.oneCall, to: file)
        let second = try run(TestProcessChild.Plan(calls: [call(file, location, "Hello")]))
        #expect(second.error == "", "\(second.error)")
        #expect(package.read(file) == recorded)
        #expect(leftovers() == [])
    }

    static let twoCalls = """
        import StatefulTesting
        import Testing

        @Test func a() {
            assertInlineSnapshot(of: "text of a")
        }

        @Test func b() {
            assertInlineSnapshot(of: "text of b")
            let total = [1, 2].reduce(0, +)
            _ = total
        }

        """

    /// `swift test --skip-build` after deleting a line above two calls: the
    /// file is not the one the tests were compiled from, so nothing is written.
    @Test func aFileChangedAfterItWasCompiledIsNotWritten() throws {
        let file = "Tests/AppTests/TwoTests.swift"
        let first = try Self.location(of: "assertInlineSnapshot(", nth: 0, in: Self.twoCalls)
        let second = try Self.location(of: "assertInlineSnapshot(", nth: 1, in: Self.twoCalls)
        let edited = String(Self.twoCalls.drop { $0 != "\n" }.dropFirst())
        try package.write(edited, to: file)
        let run = try run(TestProcessChild.Plan(calls: [call(file, first, "text of a"), call(file, second, "text of b")]))
        #expect(run.standard.components(separatedBy: "the file changed since the tests were compiled").count == 3,
                "\(run.standard)")
        #expect(package.read(file) == edited)
    }

    /// Even when the file's modification time says it is old, the call at
    /// the place the test ran must hold what the test compared with.
    @Test func aCallThatIsNotTheOneTheTestRanIsNotWritten() throws {
        let file = "Tests/AppTests/TwoTests.swift"
        let recorded = Self.twoCalls.replacingOccurrences(
            of: "assertInlineSnapshot(of: \"text of b\")", with: "assertInlineSnapshot(of: \"text of b\") { \"b\" }")
        // The test of `a` ran from a file whose line 5 was its call; now line 5 is b's.
        let location = try Self.location(of: "assertInlineSnapshot(", nth: 0, in: recorded)
        let shifted = (recorded.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { ![3, 4, 5, 6].contains($0.offset) }.map(\.element)).joined(separator: "\n")
        try package.write(shifted, to: file)
        try compiled(file)
        let run = try run(TestProcessChild.Plan(calls: [call(file, location, "text of a")]))
        #expect(run.standard.contains("the call here is not the one the test ran (it has a closure, but the test ran without one)"),
                "\(run.standard)")
        #expect(package.read(file) == shifted)
    }

    // MARK: Call forms

    static let forms = #"""
        import StatefulTesting
        import Testing

        @Test func forms() {
            assertInlineSnapshot(of: "a)b(c".replacing(/\)/, with: "]"), as: .lines)
            assertInlineSnapshot(of: "a)b".replacing(/[)]/, with: ""), as: .lines)
            assertInlineSnapshot(of: "named", as: .lines, matches: {
                """
                stale
                """
            })
            let text = "before \(shout("loud")) after"
            value { "no parens" }
            assertInlineSnapshot(of: "abc\u{202E}def", as: .lines)
        }

        """#

    static let formsRecorded = #"""
        import StatefulTesting
        import Testing

        @Test func forms() {
            assertInlineSnapshot(of: "a)b(c".replacing(/\)/, with: "]"), as: .lines) {
                """
                a]b(c
                """
            }
            assertInlineSnapshot(of: "a)b".replacing(/[)]/, with: ""), as: .lines) {
                """
                ab
                """
            }
            assertInlineSnapshot(of: "named", as: .lines, matches: {
                """
                named
                """
            })
            let text = "before \(shout("loud") { "LOUD" }) after"
            value { "no parens" } matches: {
                """
                no parens
                """
            }
            assertInlineSnapshot(of: "abc\u{202E}def", as: .lines) {
                """
                abc\u{202E}def
                """
            }
        }

        """#

    /// Regex literals with `)` in the arguments, the `matches:` argument,
    /// a call inside a string interpolation, a call without parentheses and
    /// a bidirectional control character: each literal where it belongs, the
    /// file still Swift, no control character written raw.
    @Test func everyCallFormIsWrittenAsSwiftThatReadsBack() throws {
        let file = "Tests/AppTests/FormsTests.swift"
        try package.write(Self.forms, to: file)
        try compiled(file)
        let source = Self.forms
        let run = try run(TestProcessChild.Plan(calls: [
            call(file, try Self.location(of: "assertInlineSnapshot(", nth: 0, in: source), "a]b(c"),
            call(file, try Self.location(of: "assertInlineSnapshot(", nth: 1, in: source), "ab"),
            call(file, try Self.location(of: "assertInlineSnapshot(", nth: 2, in: source), "named", expected: "stale"),
            call(file, try Self.location(of: "shout(", in: source), "LOUD"),
            call(file, try Self.location(of: "value {", in: source), "no parens", offset: 1),
            call(file, try Self.location(of: "assertInlineSnapshot(", nth: 3, in: source), "abc\u{202E}def"),
        ], record: "failed"))
        #expect(!run.error.contains("error: "), "\(run.error)")
        let written = try #require(package.read(file))
        #expect(written == Self.formsRecorded)
        #expect(!written.unicodeScalars.contains("\u{202E}"))
        // Swift that parses, as the compiler sees it.
        let parse = try Self.swiftParse(package.root.appendingPathComponent(file))
        #expect(parse.status == 0, "\(parse.output)")
    }

    static func swiftParse(_ file: URL) throws -> (status: Int32, output: String) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let compiler = try #require(path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) })
        let process = Process()
        process.executableURL = compiler
        process.arguments = ["-parse", "-swift-version", "6", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    // MARK: Modes and links

    private func mode(_ relative: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path(relative))[.posixPermissions] as? Int)
    }

    private func inode(_ relative: String) throws -> UInt64 {
        var status = stat()
        guard stat(path(relative), &status) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
        return UInt64(status.st_ino)
    }

    /// A read-only file is refused and left as it is; a 0600 file stays
    /// 0600; a linked test file is written through to its file, the link
    /// kept; a file with two names is written in place, so both show it.
    @Test func aFilesModeAndLinksAreKept() throws {
        let text = Self.oneCall
        let location = try Self.location(of: "assertInlineSnapshot(", in: text)
        let recorded = text.replacingOccurrences(
            of: "assertInlineSnapshot(of: \"Hello\")",
            with: "assertInlineSnapshot(of: \"Hello\") {\n        \"\"\"\n        Hello\n        \"\"\"\n    }")
        for file in ["ReadOnly", "Private", "Real/Linked", "Hard"] {
            try package.write(text, to: "Tests/AppTests/\(file)Tests.swift")
            try compiled("Tests/AppTests/\(file)Tests.swift")
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path("Tests/AppTests/ReadOnlyTests.swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path("Tests/AppTests/PrivateTests.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: path("Tests/AppTests/LinkedTests.swift"), withDestinationPath: "Real/LinkedTests.swift")
        try FileManager.default.linkItem(atPath: path("Tests/AppTests/HardTests.swift"), toPath: path("Tests/OtherName.swift"))
        let inodeBefore = try inode("Tests/AppTests/HardTests.swift")

        let run = try run(TestProcessChild.Plan(calls: [
            call("Tests/AppTests/ReadOnlyTests.swift", location, "Hello"),
            call("Tests/AppTests/PrivateTests.swift", location, "Hello"),
            call("Tests/AppTests/LinkedTests.swift", location, "Hello"),
            call("Tests/AppTests/HardTests.swift", location, "Hello"),
        ]))
        #expect(run.standard.contains("ReadOnlyTests.swift: the inline snapshot was not written: it is read-only (mode 444)"),
                "\(run.standard)")
        #expect(package.read("Tests/AppTests/ReadOnlyTests.swift") == text)
        #expect(try mode("Tests/AppTests/ReadOnlyTests.swift") == 0o444)

        #expect(package.read("Tests/AppTests/PrivateTests.swift") == recorded)
        #expect(try mode("Tests/AppTests/PrivateTests.swift") == 0o600)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("Tests/AppTests/LinkedTests.swift"))
            == "Real/LinkedTests.swift")
        #expect(package.read("Tests/AppTests/Real/LinkedTests.swift") == recorded)

        #expect(package.read("Tests/AppTests/HardTests.swift") == recorded)
        #expect(package.read("Tests/OtherName.swift") == recorded)
        #expect(try inode("Tests/AppTests/HardTests.swift") == inodeBefore)
        #expect(leftovers() == [])
    }

    /// `#sourceLocation(file:)` can make `#filePath` name any file: one that
    /// is not Swift, or lies outside the package, is refused and untouched.
    @Test func aFileOutsideThePackageOrNotSwiftIsRefused() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("stateful-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let text = Self.oneCall
        let notes = outside.appendingPathComponent("notes.txt")
        let elsewhere = outside.appendingPathComponent("Elsewhere.swift")
        try Data(text.utf8).write(to: notes)
        try Data(text.utf8).write(to: elsewhere)
        let location = try Self.location(of: "assertInlineSnapshot(", in: text)
        let run = try run(TestProcessChild.Plan(calls: [
            TestProcessChild.Call(path: notes.path, line: location.line, column: location.column, text: "Hello"),
            TestProcessChild.Call(path: elsewhere.path, line: location.line, column: location.column, text: "Hello"),
        ]))
        #expect(run.standard.contains("notes.txt: the inline snapshot was not written: it is not a Swift source file"),
                "\(run.standard)")
        #expect(run.standard.contains("Elsewhere.swift is outside the package at"), "\(run.standard)")
        #expect(try String(contentsOf: notes, encoding: .utf8) == text)
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == text)
    }
}
