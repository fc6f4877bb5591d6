import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import StatefulTesting
import Testing

/// `assertInlineSnapshot` end to end: a test file in a temporary package is
/// recorded, compared, refused under CI and `never`, then re-recorded —
/// each "run" with a recorder of its own, as each `swift test` process has.
@Suite struct AssertInlineSnapshotTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
    }

    static let original = """
        import StatefulTesting
        import Testing

        @Test func profile() {
            assertInlineSnapshot(of: ["Ada", "Lovelace"], as: .lines)
            assertInlineSnapshot(of: "a", as: .lines); assertInlineSnapshot(of: #"b\\c"#, as: .lines)
        }

        """

    static let recorded = """
        import StatefulTesting
        import Testing

        @Test func profile() {
            assertInlineSnapshot(of: ["Ada", "Lovelace"], as: .lines) {
                \"""
                Ada
                Lovelace
                \"""
            }
            assertInlineSnapshot(of: "a", as: .lines) {
                \"""
                a
                \"""
            }; assertInlineSnapshot(of: #"b\\c"#, as: .lines) {
                #\"""
                b\\c
                \"""#
            }
        }

        """

    static let rerecorded = """
        import StatefulTesting
        import Testing

        @Test func profile() {
            assertInlineSnapshot(of: ["Ada", "Lovelace"], as: .lines) {
                \"""
                Ada
                King
                \"""
            }
            assertInlineSnapshot(of: "a", as: .lines) {
                \"""
                a
                \"""
            }; assertInlineSnapshot(of: #"b\\c"#, as: .lines) {
                \"""
                b
                \"""
            }
        }

        """

    /// One "run" of the test file: each call with its value and the closure's text.
    private func run(
        _ calls: [(line: Int, column: Int, actual: String, expected: String?)],
        record: SnapshotRecordMode? = nil, _ variables: [String: String] = [:]
    ) -> [SnapshotOutcome] {
        // Each run is a build of its own: the file as it is now is what it was compiled from.
        let recorder = InlineSnapshotRecorder(compilation: .assumed(Date()))
        let path = package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path
        let outcomes = withSnapshotTesting(record: record, packageRoot: package.root, environment: SnapshotEnvironment(variables)) {
            calls.map { call in
                verifyInlineSnapshot(
                    of: { call.actual }, as: .lines, record: nil, expected: call.expected,
                    fileID: "AppTests/ProfileTests.swift", filePath: path, testName: "profile()",
                    line: call.line, column: call.column, recorder: recorder)
            }
        }
        // The process ends: what was recorded is written.
        #expect(recorder.flush() == [])
        return outcomes
    }

    private var file: String? { package.read("Tests/AppTests/ProfileTests.swift") }

    @Test func aHelpersLabelledSecondClosureIsRecordedThroughItsSyntaxDescriptor() throws {
        let helper = """
            @Test func profile() {
                assertResponse(request) { "GET /" }
            }
            """
        try package.write(helper, to: "Tests/AppTests/ProfileTests.swift")
        let path = package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path
        let recorder = InlineSnapshotRecorder()
        let outcome = withSnapshotTesting(record: .missing, packageRoot: package.root, environment: SnapshotEnvironment([:])) {
            verifyInlineSnapshot(
                of: { "200 OK" }, as: .lines, record: nil,
                syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "response", trailingClosureOffset: 1),
                expected: nil, fileID: "AppTests/ProfileTests.swift", filePath: path, testName: "profile()",
                line: 2, column: 19, recorder: recorder)
        }
        #expect(outcome.kind == .recorded)
        #expect(recorder.flush() == [])
        #expect(file == """
            @Test func profile() {
                assertResponse(request) { "GET /" } response: {
                    \"""
                    200 OK
                    \"""
                }
            }
            """)
    }

    @Test func aNilValueExpectsNoClosureAndRecordingRemovesOne() throws {
        let source = """
            @Test func profile() {
                assertInlineSnapshot(of: nil as String?, as: .lines) {
                    \"""
                    text
                    \"""
                }
            }
            """
        try package.write(source, to: "Tests/AppTests/ProfileTests.swift")
        let path = package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path
        func verify(expected: String?, record: SnapshotRecordMode) -> SnapshotOutcome {
            let recorder = InlineSnapshotRecorder()
            defer { #expect(recorder.flush() == []) }
            return withSnapshotTesting(record: record, packageRoot: package.root, environment: SnapshotEnvironment([:])) {
                verifyInlineSnapshot(
                    of: { nil as String? }, as: .lines, record: nil, expected: expected,
                    fileID: "AppTests/ProfileTests.swift", filePath: path, testName: "profile()", line: 2,
                    column: 25, recorder: recorder)
            }
        }
        #expect(verify(expected: nil, record: .missing).kind == .matched)
        let refused = verify(expected: "text", record: .missing)
        #expect(refused.kind == .mismatch)
        #expect(refused.message == "The value at AppTests/ProfileTests.swift:2:25 is nil, so no inline snapshot "
            + "is expected, but the call has one:\ntext\nDelete the trailing closure, or run locally with "
            + "SNAPSHOT_TESTING_RECORD=failed to have it removed.")
        #expect(file == source)
        #expect(verify(expected: "text", record: .failed).kind == .recorded)
        #expect(file == """
            @Test func profile() {
                assertInlineSnapshot(of: nil as String?, as: .lines)
            }
            """)
    }

    @Test func recordsThenComparesThenReRecordsARealTestFile() throws {
        try package.write(Self.original, to: "Tests/AppTests/ProfileTests.swift")

        let first = run([(5, 5, "Ada\nLovelace", nil), (6, 5, "a", nil), (6, 48, #"b\c"#, nil)])
        #expect(first.map(\.kind) == [.recorded, .recorded, .recorded])
        #expect(first[0].message.hasPrefix("Recorded a new inline snapshot at AppTests/ProfileTests.swift:5:5."))
        #expect(file == Self.recorded)

        // The next run, compiled from the recorded file, matches.
        let calls: [(line: Int, column: Int, actual: String, expected: String?)] = [
            (5, 5, "Ada\nLovelace", "Ada\nLovelace"), (11, 5, "a", "a"), (15, 8, #"b\c"#, #"b\c"#),
        ]
        #expect(run(calls).map(\.kind) == [.matched, .matched, .matched])

        // A changed value under `never` fails with the diff and the command, and writes nothing.
        var changed = calls
        changed[0].actual = "Ada\nKing"
        changed[2].actual = "b"
        let refused = run(changed, record: .never)
        #expect(refused.map(\.kind) == [.mismatch, .matched, .mismatch])
        #expect(refused[0].message == """
            Inline snapshot at AppTests/ProfileTests.swift:5:5 does not match:
            --- expected (inline)
            +++ actual
            @@ -1,2 +1,2 @@
             Ada
            -Lovelace
            +King
            To record it, run locally: SNAPSHOT_TESTING_RECORD=failed swift test --filter profile
            """)
        #expect(file == Self.recorded)

        // Under CI, even `all` writes nothing.
        let underCI = run(changed, record: .all, ["CI": "true"])
        #expect(underCI.map(\.kind) == [.mismatch, .matched, .mismatch])
        #expect(underCI[0].message.contains("CI is set, so no source file is rewritten (record mode \"all\" ignored)."))
        #expect(file == Self.recorded)

        // `failed` replaces both wrong literals in one rewrite.
        let rerecorded = run(changed, record: .failed)
        #expect(rerecorded.map(\.kind) == [.recorded, .matched, .recorded])
        #expect(file == Self.rerecorded)
    }

    @Test func aMissingExpectationIsNotRecordedUnderNeverOrCI() throws {
        try package.write(Self.original, to: "Tests/AppTests/ProfileTests.swift")
        let never = run([(5, 5, "Ada", nil)], record: .never)
        #expect(never.map(\.kind) == [.missing])
        #expect(never[0].message == """
            No inline snapshot at AppTests/ProfileTests.swift:5:5 (record mode "never"). The actual text:
            Ada
            To record it, run locally: SNAPSHOT_TESTING_RECORD=missing swift test --filter profile
            """)
        let ci = run([(5, 5, "Ada", nil)], ["CI": "1"])
        #expect(ci.map(\.kind) == [.missing])
        #expect(ci[0].message.contains("CI is set, so no source file is rewritten."))
        #expect(file == Self.original)
    }

    @Test func aFileThatChangedSinceCompilingIsAnErrorNotARewrite() throws {
        try package.write("// nothing here\n", to: "Tests/AppTests/ProfileTests.swift")
        let outcome = run([(1, 4, "x", nil)])
        #expect(outcome.map(\.kind) == [.error])
        #expect(outcome[0].message.contains("no assertInlineSnapshot call starts here"))
        #expect(file == "// nothing here\n")
    }

    @Test func oneCallRecordingTwoDifferentTextsInARunIsAnError() throws {
        try package.write(Self.original, to: "Tests/AppTests/ProfileTests.swift")
        let outcomes = run([(6, 5, "first", nil), (6, 5, "first", nil), (6, 5, "second", nil)])
        #expect(outcomes.map(\.kind) == [.recorded, .recorded, .error])
        #expect(outcomes[2].message.contains("recorded twice in one run with different text (is it in a loop?)"))
        #expect(file?.contains("first") == true)
        #expect(file?.contains("second") == false)
    }

    @Test func aMatchingInlineSnapshotPasses() {
        assertInlineSnapshot(of: ["Hello", "Ada"], as: .lines) {
            """
            Hello
            Ada
            """
        }
        assertInlineSnapshot(of: #"C:\path with """ in it"#) {
            ##"""
            C:\path with """ in it
            """##
        }
    }

    @Test func aMismatchFailsAtTheCallAndNeverRewritesUnderNever() {
        withKnownIssue {
            withSnapshotTesting(record: .never) {
                assertInlineSnapshot(of: "actual") {
                    """
                    expected
                    """
                }
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("-expected\n+actual") }
                && issue.sourceLocation?.line == #line - 8
        }
    }
}
