import StatefulSnapshot
import Testing

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoHunks() {
        let diff = UnifiedDiff(expected: "a\nb\n", actual: "a\r\nb")
        #expect(diff.isEmpty)
        #expect(diff.rendered() == "")
    }

    @Test func aChangedLineIsRemovedThenAddedWithContext() {
        let diff = UnifiedDiff(expected: "1\n2\n3\n4\n5\n", actual: "1\n2\nthree\n4\n5\n")
        #expect(diff.rendered() == """
            --- expected
            +++ actual
            @@ -1,5 +1,5 @@
             1
             2
            -3
            +three
             4
             5
            """)
    }

    @Test func hunksCarryLineNumbersAndAtMostThreeLinesOfContext() {
        let expected = (1...20).map(String.init).joined(separator: "\n")
        var actualLines = (1...20).map(String.init)
        actualLines[1] = "two"
        actualLines[17] = "eighteen"
        let diff = UnifiedDiff(expected: expected, actual: actualLines.joined(separator: "\n"))
        #expect(diff.hunks.map(\.header) == ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,6 @@"])
        #expect(diff.hunks[1].lines == [
            .context("15"), .context("16"), .context("17"), .removed("18"), .added("eighteen"),
            .context("19"), .context("20"),
        ])
    }

    @Test func nearbyChangesShareAHunk() {
        let expected = (1...10).map(String.init).joined(separator: "\n")
        var actualLines = (1...10).map(String.init)
        actualLines[2] = "x"
        actualLines[7] = "y"
        let diff = UnifiedDiff(expected: expected, actual: actualLines.joined(separator: "\n"))
        #expect(diff.hunks.map(\.header) == ["@@ -1,10 +1,10 @@"])
    }

    @Test func insertionIntoAnEmptyTextStartsAtLineZero() {
        let diff = UnifiedDiff(expected: "", actual: "a\nb\n")
        #expect(diff.hunks.map(\.header) == ["@@ -0,0 +1,2 @@"])
        #expect(diff.hunks[0].lines == [.added("a"), .added("b")])
    }

    @Test func deletionOfEverythingEndsAtLineZero() {
        let diff = UnifiedDiff(expected: "a\n", actual: "")
        #expect(diff.hunks.map(\.header) == ["@@ -1,1 +0,0 @@"])
    }

    @Test func anInsertedLineInTheMiddleCountsOnlyOnTheActualSide() {
        let diff = UnifiedDiff(expected: "a\nb\n", actual: "a\nnew\nb\n")
        #expect(diff.rendered() == """
            --- expected
            +++ actual
            @@ -1,2 +1,3 @@
             a
            +new
             b
            """)
    }

    @Test func trailingWhitespaceIsMarkedAndTheMarkerExplained() {
        let diff = UnifiedDiff(expected: "Log in\n", actual: "Log in \n")
        #expect(diff.rendered(expectedLabel: "snap.txt", actualLabel: "actual") == """
            --- snap.txt
            +++ actual
            @@ -1,1 +1,1 @@
            -Log in
            +Log in $
            \\ "$" marks the end of a line that ends in whitespace or "$"
            """)
    }

    @Test func aLineEndingInTheMarkerIsMarkedTooSoTheMarkerIsUnambiguous() {
        #expect(UnifiedDiffLine.added("cost: 5$").rendered == "+cost: 5$$")
        #expect(UnifiedDiffLine.removed("tab\t").rendered == "-tab\t$")
        #expect(UnifiedDiffLine.context("plain").rendered == " plain")
    }

    @Test func minimalEditScriptForReorderedLines() {
        let diff = UnifiedDiff(expected: "a\nb\nc\n", actual: "b\nc\na\n")
        let changes = diff.hunks.flatMap(\.lines).filter { if case .context = $0 { false } else { true } }
        #expect(changes == [.removed("a"), .added("a")])
    }
}
