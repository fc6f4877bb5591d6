import StatefulSnapshot
import Testing

/// The lexer that finds inline-snapshot calls, as pure functions of source text.
@Suite struct InlineSnapshotSourceTests {
    private func source(_ text: String) -> InlineSnapshotSource {
        InlineSnapshotSource(bytes: Array(text.utf8), path: "T.swift")
    }

    /// Every literal form is one token, from its first delimiter to its
    /// last, whatever it holds: the closure around it holds only it.
    @Test(arguments: [
        #""a\"b""#,
        #""""#,
        "\"\"\"\nx \" \"\" \\\"\"\"\n\"\"\"",
        ##"#"a"b"#"##,
        "##\"\"\"\n\"\"\"#\n\"\"\"##",
        #""a \(f("\(g(")"))")) c""#,
        ##"#"\#(f("x)"))"#"##,
    ])
    func aStringLiteralEndsAfterItsOwnClosingDelimiter(_ literal: String) throws {
        let text = "f(" + literal + ") { \"x\" } rest"
        let call = try source(text).call(line: 1, column: 2)
        #expect(call.argumentsEnd == 3 + literal.utf8.count)
        #expect(call.closure == (4 + literal.utf8.count)..<(11 + literal.utf8.count))
    }

    @Test(arguments: [
        (#""a\"b\u{1F600}\t""#, "a\"b\u{1F600}\t"),
        (#""""#, ""),
        ("\"\"\"\n    x \" \"\" \\\"\"\"\n    \"\"\"", "x \" \"\" \"\"\""),
        (##"#"a\n"b"#"##, #"a\n"b"#),
        ("##\"\"\"\n  \"\"\"#\n\n   two\\##n\n  \"\"\"##", "\"\"\"#\n\n two\n"),
        ("\"\"\"\r\n  crlf \\\r\n  joined\r\n  \"\"\"", "crlf joined"),
    ])
    func aLiteralReadsBackAsTheCompilerReadsIt(_ literal: String, _ value: String) throws {
        let source = source("f(x) {\n" + literal + "\n}")
        let call = try source.call(line: 1, column: 2)
        #expect(source.literalValue(try #require(call.literal)) == value)
    }

    @Test func anInterpolatingLiteralIsNotALiteralToCompareWith() {
        #expect(throws: InlineSnapshotError.closureNotALiteral(path: "T.swift", line: 1, column: 2)) {
            try source(#"f(x) { "a\(b)" }"#).call(line: 1, column: 2)
        }
    }

    @Test func anUnclosedLiteralIsALocatedError() {
        #expect(throws: InlineSnapshotError.unterminated(path: "T.swift", line: 2, column: 3, what: "a string literal")) {
            try source("f(x)\n  \"abc\n").call(line: 1, column: 2)
        }
        #expect(throws: InlineSnapshotError.unterminated(path: "T.swift", line: 1, column: 6, what: "a string literal")) {
            try source("f(x) \"\"\"\nabc\n\"\"").call(line: 1, column: 2)
        }
    }

    /// A regex literal is code's, not a bracket's: a `)` or `\)` in it closes nothing.
    @Test(arguments: [
        #"f(of: s.replacing(/\)/, with: ""))"#,
        #"f(of: s.replacing(/[)]/, with: ""))"#,
        ##"f(of: s.replacing(#/\)/#, with: ""))"##,
        "f(of: s.replacing(#/\n  ) # a comment\n  /#, with: \"\"))",
        #"f(of: [6, 2].reduce(1, /) / 3)"#,
        #"f(of: `a test (with parentheses)`())"#,
    ])
    func regexLiteralsAndRawIdentifiersInTheArgumentsAreSkippedWhole(_ text: String) throws {
        let call = try source(text).call(line: 1, column: 2)
        #expect(call.argumentsEnd == text.utf8.count)
        #expect(call.closure == nil)
        #expect(call.insertionPoint == text.utf8.count)
    }

    @Test func aMatchesArgumentInsideTheParenthesesIsTheSnapshotsClosure() throws {
        let text = #"f(of: x, as: .lines, matches: { "a" })"#
        let call = try source(text).call(line: 1, column: 2)
        #expect(call.closureIsArgument)
        #expect(call.closure == 30..<37)
        #expect(call.literal == 32..<35)
        #expect(call.removal == 19..<37)
    }

    @Test func aCallWithoutParenthesesIsFoundAtItsBrace() throws {
        let text = "try await helper { \"value\" } matches: { \"a\" }"
        let call = try source(text).call(line: 1, column: 18, syntax: InlineSnapshotSyntaxDescriptor(trailingClosureOffset: 1))
        #expect(call.closure == 38..<45)
        #expect(call.literal == 40..<43)
    }

    @Test func aClosureAmongTheArgumentsIsNotTheSnapshot() throws {
        let text = #"helper(of: { "value" })"#
        let call = try source(text).call(line: 1, column: 7)
        #expect(call.closure == nil)
        #expect(call.insertionPoint == text.utf8.count)
    }

    @Test func aCallInsideASingleLineStringIsWrittenOnOneLine() throws {
        let text = #"print("got \(f(x)) here")"#
        let call = try source(text).call(line: 1, column: 14)
        #expect(call.inSingleLineString)
        let rewritten = try InlineSnapshotRewriter.rewrite(
            source(text), edits: [InlineSnapshotRewriter.Edit(line: 1, column: 14, text: "two\nlines \"quoted\" \\\n")])
        #expect(String(decoding: rewritten, as: UTF8.self) == #"print("got \(f(x) { "two\nlines \"quoted\" \\" }) here")"#)
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
