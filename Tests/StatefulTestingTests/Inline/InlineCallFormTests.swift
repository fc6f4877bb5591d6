import Foundation
import StatefulInternalTestSupport
import StatefulSnapshot
import StatefulTesting
import Testing

/// Every call form of swift-snapshot-testing 1.19.7's own InlineSnapshotTesting
/// tests, recorded, compared and re-recorded through the recorder every
/// assertion shares, at the places `#line` and `#column` give (the `(` of
/// the argument list, or the first `{` of a call without one, even on a
/// line of its own). `Tools/InlineSnapshots/check-call-forms.sh` runs the
/// same forms through a real `swift test` and compiles what was written.
@Suite struct InlineCallFormTests {
    private let package: TemporaryPackage
    private let path = "Tests/AppTests/FormsTests.swift"

    init() throws {
        package = try TemporaryPackage()
    }

    /// One call: where it is found (the `nth` call of `callee`), the
    /// descriptor its helper passes, the text its value gives, and, when the
    /// call holds a closure, the offset at which Swift passes it to the
    /// helper's expectation (which is not the descriptor's when the helper
    /// declares it wrongly, as the argumentless helper does).
    struct Call {
        var callee: String
        var nth = 0
        var syntax = InlineSnapshotSyntaxDescriptor()
        var text: String
        var boundOffset: Int?
    }

    static let dump = "▿ 2 elements\n  - \"Hello\"\n  - \"World\"\n"
    static let hello = "- \"Hello\"\n"
    static let head = "HTTP/1.1 200 OK\nContent-Type: text/html; charset=utf-8"
    static let body = "<!doctype html>\n<p>What's the point?</p>"
    static let carriageReturns = "This is a line\r\nAnd this is a line\r\n"
    static let `is` = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 1)

    static let calls: [Call] = [
        Call(callee: "assertInlineSnapshot", text: dump),
        Call(callee: "assertInlineSnapshot", nth: 1, text: dump),
        Call(callee: "assertCustomInlineSnapshot", syntax: `is`, text: hello),
        Call(callee: "assertAsyncThrowingInlineSnapshot", syntax: `is`, text: hello),
        Call(callee: "assertCustomInlineSnapshot", nth: 1, syntax: `is`, text: hello),
        Call(callee: "assertCustomInlineSnapshot", nth: 2, syntax: `is`, text: hello),
        Call(callee: "assertCustomInlineSnapshot", nth: 3, syntax: `is`, text: hello),
        Call(callee: "assertArgumentlessInlineSnapshot", syntax: `is`, text: hello, boundOffset: 0),
        Call(
            callee: "assertResponse",
            syntax: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "head", trailingClosureOffset: 1), text: head),
        Call(
            callee: "assertResponse",
            syntax: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "body", trailingClosureOffset: 2), text: body),
        Call(callee: "assertInlineSnapshot", nth: 2, text: hello),
        Call(callee: "assertInlineSnapshot", nth: 3, text: carriageReturns),
    ]

    static let original = #"""
        @Test func forms() async throws {
            assertInlineSnapshot(of: ["Hello", "World"], as: .dump)
            assertInlineSnapshot(
                of: ["Hello", "World"], as: .dump,
                matches: {
                    """
                    stale
                    """
                })
            assertCustomInlineSnapshot {
                "Hello"
            }
            try await assertAsyncThrowingInlineSnapshot {
                "Hello"
            }
            assertCustomInlineSnapshot(of: { "Hello" })
            assertCustomInlineSnapshot(
                of: { "Hello" }
            )
            assertCustomInlineSnapshot(
                of: { "Hello" },
                is: {
                    """
                    stale
                    """
                }
            )
            assertArgumentlessInlineSnapshot()
            assertResponse {
                """
                https://www.pointfree.co/
                """
            }
            withDependencies {
                assertInlineSnapshot(of: "Hello", as: .dump)
            }
            assertInlineSnapshot(of: "This is a line\r\nAnd this is a line\r\n", as: .lines)
        }

        """#

    static let recorded = #"""
        @Test func forms() async throws {
            assertInlineSnapshot(of: ["Hello", "World"], as: .dump) {
                """
                ▿ 2 elements
                  - "Hello"
                  - "World"
                """
            }
            assertInlineSnapshot(
                of: ["Hello", "World"], as: .dump,
                matches: {
                    """
                    ▿ 2 elements
                      - "Hello"
                      - "World"
                    """
                })
            assertCustomInlineSnapshot {
                "Hello"
            } is: {
                """
                - "Hello"
                """
            }
            try await assertAsyncThrowingInlineSnapshot {
                "Hello"
            } is: {
                """
                - "Hello"
                """
            }
            assertCustomInlineSnapshot(of: { "Hello" }) {
                """
                - "Hello"
                """
            }
            assertCustomInlineSnapshot(
                of: { "Hello" }
            ) {
                """
                - "Hello"
                """
            }
            assertCustomInlineSnapshot(
                of: { "Hello" },
                is: {
                    """
                    - "Hello"
                    """
                }
            )
            assertArgumentlessInlineSnapshot() {
                """
                - "Hello"
                """
            }
            assertResponse {
                """
                https://www.pointfree.co/
                """
            } head: {
                """
                HTTP/1.1 200 OK
                Content-Type: text/html; charset=utf-8
                """
            } body: {
                """
                <!doctype html>
                <p>What's the point?</p>
                """
            }
            withDependencies {
                assertInlineSnapshot(of: "Hello", as: .dump) {
                    """
                    - "Hello"
                    """
                }
            }
            assertInlineSnapshot(of: "This is a line\r\nAnd this is a line\r\n", as: .lines) {
                """
                This is a line\r
                And this is a line\r
                """
            }
        }

        """#

    /// Where `#line` and `#column` put the `nth` call of `callee` in
    /// `text`: at the `(` or `{` that follows the name, past any blanks
    /// and line breaks.
    static func location(of callee: String, nth: Int, in text: String) throws -> (line: Int, column: Int) {
        let bytes = Array(text.utf8)
        let name = Array(callee.utf8)
        var found = 0
        var index = 0
        while index + name.count <= bytes.count {
            let follows = index + name.count < bytes.count ? bytes[index + name.count] : 0
            let precedes = index > 0 ? bytes[index - 1] : 0x20
            let isName = Array(bytes[index..<index + name.count]) == name
                && !(follows == 0x5F || (follows | 0x20) >= 0x61 && (follows | 0x20) <= 0x7A)
                && !(precedes == 0x5F || (precedes | 0x20) >= 0x61 && (precedes | 0x20) <= 0x7A)
            if isName {
                if found == nth {
                    var cursor = index + name.count
                    while cursor < bytes.count, [0x20, 0x0A, 0x09].contains(bytes[cursor]) { cursor += 1 }
                    let lineStart = bytes[..<cursor].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                    return (bytes[..<cursor].count(where: { $0 == 0x0A }) + 1, cursor - lineStart + 1)
                }
                found += 1
            }
            index += 1
        }
        throw CocoaError(.fileReadUnknown)
    }

    /// One test process: each call compared with `expected(call)` and
    /// recorded under `mode`; the recordings written as the process ends.
    private func run(mode: SnapshotRecordMode, expected: (Call, String) throws -> String?) throws -> [SnapshotOutcome] {
        let text = try #require(package.read(path))
        let recorder = InlineSnapshotRecorder(compilation: .assumed(Date()))
        let file = package.root.appendingPathComponent(path).path
        var outcomes: [SnapshotOutcome] = []
        for call in Self.calls {
            let location = try Self.location(of: call.callee, nth: call.nth, in: text)
            let expectation = try expected(call, text)
            outcomes.append(withSnapshotTesting(record: mode, packageRoot: package.root, environment: SnapshotEnvironment([:])) {
                verifyInlineSnapshot(
                    of: { call.text }, as: .lines, record: nil, syntaxDescriptor: call.syntax, expected: expectation,
                    fileID: "AppTests/FormsTests.swift", filePath: file, testName: "forms()",
                    line: location.line, column: location.column, recorder: recorder)
            })
        }
        #expect(recorder.flush() == [])
        return outcomes
    }

    /// What Swift passes to the call's expectation in `text`: the literal
    /// of the closure at the descriptor's offset (or where the helper
    /// really takes it), `nil` when there is none.
    static func boundText(of call: Call, in text: String) throws -> String? {
        let source = InlineSnapshotSource(bytes: Array(text.utf8), path: "FormsTests.swift")
        let location = try location(of: call.callee, nth: call.nth, in: text)
        var syntax = call.syntax
        if let offset = call.boundOffset { syntax.trailingClosureOffset = offset }
        let found = try source.call(line: location.line, column: location.column, syntax: syntax)
        return found.literal.flatMap { source.literalValue($0) }
    }

    @Test func everyFormRecordsComparesAndReRecordsToTheSameSource() throws {
        try package.write(Self.original, to: path)
        // Record: the stale literals replaced, the missing closures added.
        let recording = try run(mode: .failed) { call, text in try Self.boundText(of: call, in: text) }
        #expect(recording.allSatisfy { $0.kind == .recorded }, "\(recording.map(\.message))")
        #expect(package.read(path) == Self.recorded)

        // Compare: every call holds its text.
        let comparing = try run(mode: .never) { call, text in try Self.boundText(of: call, in: text) }
        #expect(comparing.map(\.kind) == Array(repeating: .matched, count: Self.calls.count), "\(comparing.map(\.message))")

        // Re-record: every literal broken, then recorded again, gives the same source.
        var edits: [InlineSnapshotRewriter.Edit] = []
        for call in Self.calls {
            let location = try Self.location(of: call.callee, nth: call.nth, in: Self.recorded)
            var syntax = call.syntax
            if let offset = call.boundOffset { syntax.trailingClosureOffset = offset }
            edits.append(InlineSnapshotRewriter.Edit(line: location.line, column: location.column, text: "broken", syntax: syntax))
        }
        let broken = try InlineSnapshotRewriter.rewrite(
            InlineSnapshotSource(bytes: Array(Self.recorded.utf8), path: "FormsTests.swift"), edits: edits)
        try package.write(Data(broken), to: path)
        let rerecording = try run(mode: .failed) { call, text in try Self.boundText(of: call, in: text) }
        #expect(rerecording.allSatisfy { $0.kind == .recorded }, "\(rerecording.map(\.message))")
        #expect(package.read(path) == Self.recorded)
    }

    /// A carriage return is part of an inline snapshot: compared, and
    /// written as `\r`, as swift-snapshot-testing writes it.
    @Test func aCarriageReturnIsComparedAndWrittenAsAnEscape() throws {
        let verifier = InlineSnapshotVerifier(environment: SnapshotEnvironment([:]), recorder: InlineSnapshotRecorder())
        let compared = verifier.verify(
            "a\r\nb\r\n", expected: "a\nb\n", mode: .never, filePath: "/nowhere/T.swift", displayPath: "T.swift",
            testName: "t()", line: 1, column: 1)
        #expect(compared.kind == .mismatch)
        #expect(verifier.verify(
            "a\r\nb\r\n", expected: "a\r\nb\r", mode: .never, filePath: "/nowhere/T.swift", displayPath: "T.swift",
            testName: "t()", line: 1, column: 1).kind == .matched)
        #expect(InlineSnapshotRewriter.closureText(for: "a\r\nb\r\n", indentation: "", unit: "  ", lineEnding: "\n")
            == "{\n  \"\"\"\n  a\\r\n  b\\r\n  \"\"\"\n}")
        #expect(InlineSnapshotRewriter.singleLineClosureText(for: "a\r\n") == #"{ "a\r" }"#)
    }
}
