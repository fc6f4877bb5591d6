import StatefulTesting
import Testing

// Every call form of swift-snapshot-testing 1.19.7's own InlineSnapshotTesting
// tests, with the snapshot closures left out: check-call-forms.sh records
// them, compiles the result, compares, breaks every literal and re-records.

@Suite(.snapshots(compatibility: .swiftSnapshotTesting))
struct CallFormsTests {
    @Test func trailingClosure() {
        assertInlineSnapshot(of: ["Hello", "World"], as: .dump)
    }

    @Test func namedTrailingClosure() {
        assertInlineSnapshot(
            of: ["Hello", "World"], as: .dump,
            matches: {
                """
                stale
                """
            })
    }

    @Test func escaping() {
        assertInlineSnapshot(of: "Hello\"\"\"#, world", as: .lines)
    }

    @Test func helperWithoutParentheses() {
        assertCustomInlineSnapshot {
            "Hello"
        }
    }

    @Test func helperWithoutParenthesesMultiline() {
        assertCustomInlineSnapshot {
            """
            "Hello"
            "World"
            """
        }
    }

    @Test func helperWithAClosureArgument() {
        assertCustomInlineSnapshot(of: { "Hello" })
    }

    @Test func helperWithAClosureArgumentOnItsOwnLine() {
        assertCustomInlineSnapshot(
            of: { "Hello" }
        )
    }

    @Test func helperWithBothClosuresAsArguments() {
        assertCustomInlineSnapshot(
            of: { "Hello" },
            is: {
                """
                stale
                """
            }
        )
    }

    @Test func argumentlessHelper() {
        func assertArgumentlessInlineSnapshot(
            expected: (() -> String)? = nil,
            fileID: StaticString = #fileID,
            filePath: StaticString = #filePath,
            function: StaticString = #function,
            line: UInt = #line,
            column: UInt = #column
        ) {
            assertInlineSnapshot(
                of: "Hello",
                as: .dump,
                syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
                    trailingClosureLabel: "is",
                    trailingClosureOffset: 1
                ),
                matches: expected,
                fileID: fileID,
                file: filePath,
                function: function,
                line: line,
                column: column
            )
        }

        assertArgumentlessInlineSnapshot()
    }

    @Test func twoSnapshotsOfOneCall() {
        func assertResponse(
            of url: () -> String,
            head: (() -> String)? = nil,
            body: (() -> String)? = nil,
            fileID: StaticString = #fileID,
            filePath: StaticString = #filePath,
            function: StaticString = #function,
            line: UInt = #line,
            column: UInt = #column
        ) {
            assertInlineSnapshot(
                of: """
                    HTTP/1.1 200 OK
                    Content-Type: text/html; charset=utf-8
                    """,
                as: .lines,
                message: "Head did not match",
                syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
                    trailingClosureLabel: "head",
                    trailingClosureOffset: 1
                ),
                matches: head,
                fileID: fileID,
                file: filePath,
                function: function,
                line: line,
                column: column
            )
            assertInlineSnapshot(
                of: """
                    <!doctype html>
                    <html lang="en">
                    <body>
                      <p>What's the point?</p>
                    </body>
                    </html>
                    """,
                as: .lines,
                message: "Body did not match",
                syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
                    trailingClosureLabel: "body",
                    trailingClosureOffset: 2
                ),
                matches: body,
                fileID: fileID,
                file: filePath,
                function: function,
                line: line,
                column: column
            )
        }

        assertResponse {
            """
            https://www.pointfree.co/
            """
        }
    }

    @Test func asyncThrowingHelperWithoutParentheses() async throws {
        func assertAsyncThrowingInlineSnapshot(
            of value: () -> String,
            is expected: (() -> String)? = nil,
            fileID: StaticString = #fileID,
            filePath: StaticString = #filePath,
            function: StaticString = #function,
            line: UInt = #line,
            column: UInt = #column
        ) async throws {
            assertInlineSnapshot(
                of: value(),
                as: .dump,
                syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
                    trailingClosureLabel: "is",
                    trailingClosureOffset: 1
                ),
                matches: expected,
                fileID: fileID,
                file: filePath,
                function: function,
                line: line,
                column: column
            )
        }

        try await assertAsyncThrowingInlineSnapshot {
            "Hello"
        }
    }

    @Test func nestedInAClosure() {
        func withDependencies(operation: () -> Void) {
            operation()
        }

        withDependencies {
            assertInlineSnapshot(of: "Hello", as: .dump)
        }
    }

    @Test func carriageReturns() {
        assertInlineSnapshot(of: "This is a line\r\nAnd this is a line\r\n", as: .lines)
    }

    @Test func carriageReturnsInARawLiteral() {
        assertInlineSnapshot(of: "\"\"\"#This is a line\r\nAnd this is a line\r\n", as: .lines)
    }

    @Test func conditionalHelper() {
        assertConditionalInlineSnapshot(of: { "Hello" })
    }

    @Test func customDump() {
        struct User { let id: Int, name: String, bio: String }
        let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")
        assertInlineSnapshot(of: user, as: .customDump)
    }
}

private func assertCustomInlineSnapshot(
    of value: () -> String,
    is expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertInlineSnapshot(
        of: value(),
        as: .dump,
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
            trailingClosureLabel: "is",
            trailingClosureOffset: 1
        ),
        matches: expected,
        fileID: fileID,
        file: filePath,
        function: function,
        line: line,
        column: column
    )
}

private func assertConditionalInlineSnapshot(
    of value: () -> String,
    record: SnapshotTestingConfiguration.Record? = nil,
    is expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let value = value()
    assertInlineSnapshot(
        of: value == "Hello" ? value : nil,
        as: .dump,
        record: record,
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
            trailingClosureLabel: "is",
            trailingClosureOffset: 1
        ),
        matches: expected,
        fileID: fileID,
        file: filePath,
        function: function,
        line: line,
        column: column
    )
}
