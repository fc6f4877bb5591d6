import Foundation
import StatefulSnapshot
import Testing

/// A recorded text that needs escapes (a carriage return, a control
/// character) and a raw literal (`"""` or a backslash in it) is written as
/// swift-snapshot-testing 1.19.7 writes it: a raw literal whose escapes
/// carry its `#`s, `\##r`. Re-recording the literal of its own
/// `testCarriageReturnRawInlineSnapshot` gives that literal back unchanged.
@Suite struct InlineRawLiteralEscapeTests {
    /// swift-snapshot-testing's own test's value, and its literal as its
    /// InlineSnapshotTestingTests.swift holds it but for the empty last
    /// line it writes for the value's final line break (which Stateful
    /// neither writes nor compares).
    static let value = "\"\"\"#This is a line\r\nAnd this is a line\r\n"
    static let sstLiteral = ###"""
        ##"""
        """#This is a line\##r
        And this is a line\##r
        """##
        """###

    @Test func aTextWithTripleQuotesAndCarriageReturnsIsWrittenInARawLiteralWithRawEscapes() {
        let closure = InlineSnapshotRewriter.closureText(for: Self.value, indentation: "", unit: "", lineEnding: "\n")
        #expect(closure == "{\n" + Self.sstLiteral + "\n}")
        // What that literal means, compiled: the value without its final line break.
        let compiled = ##"""
            """#This is a line\##r
            And this is a line\##r
            """##
        #expect(compiled + "\n" == Self.value)
    }

    @Test func theRawLiteralReadsBackAsTheText() throws {
        let text = "\\d+\u{7}\r\n\"\"\"##\n"
        let closure = InlineSnapshotRewriter.closureText(for: text, indentation: "", unit: "    ", lineEnding: "\n")
        // A backslash, `"""##`: three `#`s; the bell and the carriage return escaped with them.
        #expect(closure == "{\n    ###\"\"\"\n    \\d+\\###u{7}\\###r\n    \"\"\"##\n    \"\"\"###\n}")
        let source = InlineSnapshotSource(bytes: Array(("check" + closure + "\n").utf8), path: "T.swift")
        let literal = try #require(try source.call(line: 1, column: 1).literal)
        #expect(source.literalValue(literal) == InlineSnapshotRewriter.literalContent(of: text))
    }

    /// A text that needs escapes but no raw literal stays in a plain one.
    @Test func aTextWithOnlyCarriageReturnsStaysInAPlainLiteral() {
        #expect(InlineSnapshotRewriter.closureText(for: "a\r\nb\r\n", indentation: "", unit: "  ", lineEnding: "\n")
            == "{\n  \"\"\"\n  a\\r\n  b\\r\n  \"\"\"\n}")
    }
}
