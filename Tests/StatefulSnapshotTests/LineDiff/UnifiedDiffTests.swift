import StatefulSnapshot
import StatefulInternalTestSupport
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

    // MARK: the former diff, line for line

    @Test func smallDiffsAreLineForLineWhatTheyWereBeforeLinearSpaceAlignment() {
        var random = SeededGenerator(seed: 42)
        let vocabulary = ["a", "b", "c", "", "a ", "cost: 5$", "ログイン", "e\u{301}", "\u{e9}"]
        func text() -> String {
            let count = Int.random(in: 0...14, using: &random)
            let lines = (0..<count).map { _ in vocabulary[Int.random(in: 0..<vocabulary.count, using: &random)] }
            return lines.joined(separator: Bool.random(using: &random) ? "\n" : "\r\n")
        }
        for _ in 0..<2_000 {
            let expected = text()
            let actual = text()
            let context = Int.random(in: 0...4, using: &random)
            let diff = UnifiedDiff(expected: expected, actual: actual, contextLines: context)
            #expect(diff.hunks == FormerLineDiff.hunks(expected: expected, actual: actual, context: context),
                    "\(expected.debugDescription) → \(actual.debugDescription), context \(context)")
            #expect(diff.omittedChangeCount == 0)
            #expect(diff.isMinimal)
        }
    }

    @Test func anyNumberOfContextLinesIsAccepted() {
        let diff = UnifiedDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\n", contextLines: .max)
        #expect(diff.hunks.map(\.header) == ["@@ -1,3 +1,3 @@"])
    }

    // MARK: length limit

    @Test func aLongDiffKeepsItsFirstWholeHunksAndCountsTheChangesLeftOut() {
        let expected = (1...1_000).map { "line \($0)" }
        let actual = expected.enumerated().map { $0.offset % 10 == 4 ? "changed \($0.offset + 1)" : $0.element }
        let diff = UnifiedDiff(
            expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"), maximumLines: 20)
        // Two hunks of a header and 8 lines each; the 2 lines left are too few for a third.
        #expect(diff.hunks.map(\.header) == ["@@ -2,7 +2,7 @@", "@@ -12,7 +12,7 @@"])
        #expect(diff.omittedChangeCount == 196)
        #expect(diff.rendered().hasSuffix("""
             line 18
            \\ 196 more removed or added lines not shown
            """))
    }

    @Test func aHunkThatDoesNotFitIsCutShowingTheStartOfBothSidesOfItsChange() {
        let expected = (1...100).map { "line \($0)" }
        let actual = Array(expected[0..<10]) + (1...30).map { "new \($0)" } + Array(expected[60...])
        let diff = UnifiedDiff(
            expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"), maximumLines: 20)
        #expect(diff.hunks.count == 1)
        #expect(diff.hunks[0].header == "@@ -8,11 +8,11 @@")
        #expect(diff.hunks[0].lines == [.context("line 8"), .context("line 9"), .context("line 10")]
            + (11...18).map { .removed("line \($0)") } + (1...8).map { .added("new \($0)") })
        #expect(diff.omittedChangeCount == 80 - 16)
    }

    @Test func aDiffCutToItsShortestStillShowsAChange() {
        let diff = UnifiedDiff(expected: "a\nb\nc\nd\n", actual: "a\nb\nC\nD\n", maximumLines: 1)
        #expect(!diff.isEmpty)
        #expect(diff.hunks == [UnifiedDiffHunk(expectedStart: 3, expectedCount: 1, actualStart: 2, actualCount: 0,
                                               lines: [.removed("c")])])
        #expect(diff.omittedChangeCount == 3)
        #expect(diff.rendered() == """
            --- expected
            +++ actual
            @@ -3,1 +2,0 @@
            -c
            \\ 3 more removed or added lines not shown
            """)
    }

    @Test func theRenderedDiffIsNoLongerThanItsMaximumPlusHeadersAndNotes() {
        let expected = (1...5_000).map { "line \($0)" }
        let actual = expected.enumerated().map { $0.offset % 2 == 0 ? "changed \($0.offset)" : $0.element }
        for context in [0, 1, 3] {
            let diff = UnifiedDiff(
                expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"),
                contextLines: context, maximumLines: 100)
            let hunkLines = diff.hunks.reduce(0) { $0 + 1 + $1.lines.count }
            #expect(hunkLines <= 100)
            #expect(hunkLines >= 100 - (context + 3))
            #expect(diff.rendered().split(separator: "\n").count == hunkLines + 3)
        }
    }

    @Test func oneOmittedLineIsCountedInTheSingular() {
        let diff = UnifiedDiff(expected: "a\n", actual: "b\n", maximumLines: 1)
        #expect(diff.rendered().hasSuffix("\\ 1 more removed or added line not shown"))
    }

    // MARK: large texts

    @Test func aTwoMegabyteTextWithScatteredChangesIsDiffedExactly() {
        let expected = GeneratedText.lines(bytes: 2 << 20, tag: "line", seed: 1)
        var actual = expected
        let changed = Array(stride(from: 250, to: actual.count, by: 500))
        for index in changed { actual[index] += " changed" }
        let diff = UnifiedDiff(expected: GeneratedText.text(expected), actual: GeneratedText.text(actual))
        #expect(diff.isMinimal)
        #expect(diff.hunks.count == changed.count)
        #expect(diff.hunks.allSatisfy { $0.lines.count == 8 })
        #expect(diff.hunks[0].header == "@@ -248,7 +248,7 @@")
        #expect(diff.hunks[0].lines[3] == .removed(expected[250]))
        #expect(diff.hunks[0].lines[4] == .added(actual[250]))
        #expect(diff.omittedChangeCount == 0)
    }

    @Test func aTwoMegabyteTextWithOneBlockReplacedShowsTheBlocksStartAndCountsTheRest() {
        let expected = GeneratedText.lines(bytes: 2 << 20, tag: "line", seed: 1)
        var actual = expected
        let block = (expected.count * 4 / 10)..<(expected.count / 2)
        let replacement = GeneratedText.lines(bytes: 200 << 10, tag: "block", seed: 2)
        actual.replaceSubrange(block, with: replacement)
        let diff = UnifiedDiff(expected: GeneratedText.text(expected), actual: GeneratedText.text(actual))
        #expect(diff.isMinimal)
        #expect(diff.hunks.count == 1)
        let lines = diff.hunks[0].lines
        #expect(lines.count + 1 == UnifiedDiff.defaultMaximumLines)
        #expect(Array(lines.prefix(3)) == expected[(block.lowerBound - 3)..<block.lowerBound].map { .context($0) })
        #expect(lines[3] == .removed(expected[block.lowerBound]))
        #expect(lines.filter { if case .removed = $0 { true } else { false } }.count == 498)
        #expect(lines.filter { if case .added = $0 { true } else { false } }.count == 498)
        #expect(diff.omittedChangeCount == block.count + replacement.count - 996)
    }

    @Test func fullyDifferentTextsOfTwoMegabytesEachAreDiffedAsOneCutBlock() {
        let expected = GeneratedText.lines(bytes: 2 << 20, tag: "old", seed: 3)
        let actual = GeneratedText.lines(bytes: 2 << 20, tag: "new", seed: 4)
        let diff = UnifiedDiff(expected: GeneratedText.text(expected), actual: GeneratedText.text(actual))
        #expect(diff.isMinimal)
        #expect(diff.hunks.map(\.header) == ["@@ -1,500 +1,499 @@"])
        #expect(diff.hunks[0].lines.first == .removed(expected[0]))
        #expect(diff.hunks[0].lines.last == .added(actual[498]))
        #expect(diff.omittedChangeCount == expected.count + actual.count - 999)
    }
}
