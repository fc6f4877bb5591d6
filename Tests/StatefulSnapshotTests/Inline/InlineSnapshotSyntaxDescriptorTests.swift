import StatefulSnapshot
import Testing

/// A helper of the user's whose snapshot closure is not the first trailing
/// closure, or is labelled: the rewriter edits that closure and no other.
@Suite struct InlineSnapshotSyntaxDescriptorTests {
    private let response = InlineSnapshotSyntaxDescriptor(
        deprecatedTrailingClosureLabels: ["body"], trailingClosureLabel: "response", trailingClosureOffset: 1)

    private func rewrite(_ text: String, syntax: InlineSnapshotSyntaxDescriptor, with expected: String?) throws -> String {
        let source = InlineSnapshotSource(bytes: Array(text.utf8), path: "T.swift")
        let edit = InlineSnapshotRewriter.Edit(line: 2, column: 5, text: expected, syntax: syntax)
        return String(decoding: try InlineSnapshotRewriter.rewrite(source, edits: [edit]), as: UTF8.self)
    }

    @Test func aMissingSecondClosureIsAddedAfterTheFirstWithItsLabel() throws {
        let text = "func t() {\n    assertRequest(get) {\n        \"GET /\"\n    }\n}\n"
        #expect(try rewrite(text, syntax: response, with: "200 OK") == """
            func t() {
                assertRequest(get) {
                    "GET /"
                } response: {
                    \"\"\"
                    200 OK
                    \"\"\"
                }
            }

            """)
    }

    @Test func theSecondClosureIsReplacedAndTheFirstKept() throws {
        let text = "func t() {\n    assertRequest(get) { \"GET /\" } response: { \"404\" }\n}\n"
        #expect(try rewrite(text, syntax: response, with: "200 OK") == """
            func t() {
                assertRequest(get) { "GET /" } response: {
                    \"\"\"
                    200 OK
                    \"\"\"
                }
            }

            """)
    }

    @Test func aDeprecatedLabelIsRenamed() throws {
        let text = "func t() {\n    assertRequest(get) { \"GET /\" } body: {\n        \"404\"\n    }\n}\n"
        #expect(try rewrite(text, syntax: response, with: "200") == """
            func t() {
                assertRequest(get) { "GET /" } response: {
                    \"\"\"
                    200
                    \"\"\"
                }
            }

            """)
    }

    @Test func anotherLabelIsALocatedErrorAndNothingIsWritten() {
        let error = InlineSnapshotError.noTrailingClosure(path: "T.swift", line: 2, column: 5, label: "response", offset: 1)
        #expect(throws: error) {
            try rewrite("func t() {\n    assertRequest(get) { 1 } other: { 2 }\n}\n", syntax: response, with: "x")
        }
        #expect(error.description.contains("T.swift:2:5: the inline snapshot is the trailing closure number 2 labelled \"response:\""))
    }

    /// swift-snapshot-testing's own argumentless helper declares its closure
    /// at offset 1 though it has none before it: the snapshot is added as
    /// the call's first trailing closure, which is where Swift passes it.
    @Test func tooFewClosuresBeforeTheSnapshotAddItAsTheFirstTrailingClosure() throws {
        #expect(try rewrite("func t() {\n    assertRequest()\n}\n", syntax: response, with: "x") == """
            func t() {
                assertRequest() {
                    \"\"\"
                    x
                    \"\"\"
                }
            }

            """)
    }

    @Test func theDefaultIsTheFirstClosureAsBefore() throws {
        let text = "func t() {\n    assertInlineSnapshot(of: 1) { \"2\" } other: { 3 }\n}\n"
        #expect(try rewrite(text, syntax: InlineSnapshotSyntaxDescriptor(), with: "1") == """
            func t() {
                assertInlineSnapshot(of: 1) {
                    \"\"\"
                    1
                    \"\"\"
                } other: { 3 }
            }

            """)
    }

    @Test func aNilTextRemovesOnlyTheSnapshotsClosure() throws {
        let text = "func t() {\n    assertRequest(get) { \"GET /\" } response: {\n        \"404\"\n    }\n}\n"
        #expect(try rewrite(text, syntax: response, with: nil) == "func t() {\n    assertRequest(get) { \"GET /\" }\n}\n")
        let missing = "func t() {\n    assertRequest(get) { \"GET /\" }\n}\n"
        #expect(try rewrite(missing, syntax: response, with: nil) == missing)
    }
}
