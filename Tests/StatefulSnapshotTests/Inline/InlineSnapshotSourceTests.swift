import StatefulSnapshot
import Testing

/// The lexer that finds inline-snapshot calls, as pure functions of source text.
@Suite struct InlineSnapshotSourceTests {
    private func source(_ text: String) -> InlineSnapshotSource {
        InlineSnapshotSource(bytes: Array(text.utf8), path: "T.swift")
    }

    @Test(arguments: [
        (#""a\"b" rest"#, 6),
        (#""" rest"#, 2),
        ("\"\"\"\nx \" \"\" \\\"\"\"\n\"\"\" rest", 19),
        (##"#"a"b"# rest"##, 7),
        ("##\"\"\"\n\"\"\"#\n\"\"\"## rest", 16),
        (#""a \(f("\(g(")"))")) c" rest"#, 23),
        (##"#"\#(f("x)"))"# rest"##, 15),
    ])
    func aStringLiteralEndsAfterItsOwnClosingDelimiter(_ text: String, _ end: Int) throws {
        #expect(try source(text).stringLiteralEnd(from: 0) == end)
    }

    @Test func somethingElseIsNotAStringLiteral() throws {
        #expect(try source("#if DEBUG").stringLiteralEnd(from: 0) == nil)
        #expect(try source("abc").stringLiteralEnd(from: 0) == nil)
    }

    @Test func anUnclosedLiteralIsALocatedError() {
        #expect(throws: InlineSnapshotError.unterminated(path: "T.swift", line: 2, column: 3, what: "a string literal")) {
            try source("x\n  \"abc\n").stringLiteralEnd(from: 4)
        }
        #expect(throws: InlineSnapshotError.unterminated(path: "T.swift", line: 1, column: 1, what: "a string literal")) {
            try source("\"\"\"\nabc\n\"\"").stringLiteralEnd(from: 0)
        }
    }

    @Test func aCallWithoutClosureEndsAtItsParenthesis() throws {
        let call = try source("  f(a: \")\", b: [1, (2)]) // {\n").call(line: 1, column: 3)
        #expect(call.argumentsEnd == 24)
        #expect(call.closure == nil)
        #expect(call.indentation == "  ")
    }

    @Test func aTrailingClosureAfterCommentsAndNewlinesIsFound() throws {
        let text = "f(x) /* { */ // }\n{ \"y\" }"
        let call = try source(text).call(line: 1, column: 1)
        #expect(call.closure == 18..<25)
        #expect(call.literal == 20..<23)
    }

    @Test func theParenthesisWhereColumnPointsLocatesTheCall() throws {
        // `#column`, as a default argument, gives the column of the argument list's `(`.
        let call = try source("    assertInlineSnapshot(of: 1) { \"1\" }").call(line: 1, column: 25)
        #expect(call.argumentsEnd == 31)
        #expect(call.closure == 32..<39)
        #expect(call.indentation == "    ")
        #expect(throws: InlineSnapshotError.noCall(path: "T.swift", line: 1, column: 1)) {
            try source("(1, 2)").call(line: 1, column: 1)
        }
    }

    @Test func aQualifiedNameIsACall() throws {
        #expect(try source("StatefulTesting.assertInlineSnapshot(of: 1)").call(line: 1, column: 1).argumentsEnd == 43)
    }

    @Test func aClosureThatIsNotALiteralIsRefused() {
        #expect(throws: InlineSnapshotError.closureNotALiteral(path: "T.swift", line: 1, column: 1)) {
            try source("f(x) { expected }").call(line: 1, column: 1)
        }
        #expect(throws: InlineSnapshotError.closureNotALiteral(path: "T.swift", line: 1, column: 1)) {
            try source("f(x) { \"a\" + \"b\" }").call(line: 1, column: 1)
        }
    }

    @Test func aLocationWithoutACallIsRefused() {
        #expect(throws: InlineSnapshotError.noCall(path: "T.swift", line: 1, column: 3)) {
            try source("f(x)").call(line: 1, column: 3)
        }
        #expect(throws: InlineSnapshotError.noSuchLocation(path: "T.swift", line: 3, column: 1)) {
            try source("f(x)\n").call(line: 3, column: 1)
        }
    }

    @Test func columnsCountUTF8BytesAsTheCompilerDoes() throws {
        // "é" is two bytes, "ログ" six: #column of g is 1 + 2 + 1 + 6 + 1 = 11.
        let call = try source("é ログ g(1)").call(line: 1, column: 11)
        #expect(call.argumentsEnd == 14)
    }

    @Test(arguments: [
        ("plain", 0), ("back\\slash", 1), ("\"\"\" inside", 1), ("\\# and \"\"\"#", 2), ("\"#", 0),
    ])
    func theLiteralIsRawOnlyWhenItMustBe(_ text: String, _ hashes: Int) {
        #expect(InlineSnapshotRewriter.hashCount(for: text) == hashes)
    }

    @Test func theClosureIsIndentedOneLevelInWithEmptyLinesLeftEmpty() {
        let closure = InlineSnapshotRewriter.closureText(for: "a\n\nb\n", indentation: "\t", unit: "\t", lineEnding: "\n")
        #expect(closure == "{\n\t\t\"\"\"\n\t\ta\n\n\t\tb\n\t\t\"\"\"\n\t}")
    }

    @Test func theIndentationUnitIsTheFilesOwn() {
        #expect(InlineSnapshotRewriter.indentationUnit(of: source("a\n  b\n    c\n")) == "  ")
        #expect(InlineSnapshotRewriter.indentationUnit(of: source("a\n\tb\n")) == "\t")
        #expect(InlineSnapshotRewriter.indentationUnit(of: source("a\n")) == "    ")
    }
}
