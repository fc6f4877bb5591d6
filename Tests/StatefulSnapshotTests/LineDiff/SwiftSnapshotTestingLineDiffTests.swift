@testable import StatefulSnapshot
import Testing

/// The difference a suite under `compatibility: .swiftSnapshotTesting`
/// reads: swift-snapshot-testing 1.19's hunks, signs and alignment.
@Suite struct SwiftSnapshotTestingLineDiffTests {
    private func diff(_ old: [String], _ new: [String]) -> String? {
        SwiftSnapshotTestingLineDiff.text(from: old.joined(separator: "\n"), to: new.joined(separator: "\n"))
    }

    @Test func equalTextsHaveNoDifference() {
        #expect(SwiftSnapshotTestingLineDiff.text(from: "a\nb\n", to: "a\nb\n") == nil)
        #expect(SwiftSnapshotTestingLineDiff.text(from: "", to: "") == nil)
    }

    @Test func aChangedLineIsShownWithMinusSignPlusAndFigureSpaces() {
        // swift-snapshot-testing's own example: a dump whose first element changed.
        let old = "▿ 2 elements\n  - \"Hello\"\n  - \"World\"\n"
        let new = "▿ 2 elements\n  - \"Goodbye\"\n  - \"World\"\n"
        #expect(SwiftSnapshotTestingLineDiff.text(from: old, to: new) == """
            @@ \u{2212}1,4 +1,4 @@
            \u{2007}▿ 2 elements
            \u{2212}  - "Hello"
            +  - "Goodbye"
            \u{2007}  - "World"
            \u{2007}
            """)
    }

    @Test func anEmptyTextIsOneEmptyLine() {
        #expect(SwiftSnapshotTestingLineDiff.text(from: "", to: "42") == "@@ \u{2212}1,1 +1,1 @@\n\u{2212}\n+42")
        #expect(SwiftSnapshotTestingLineDiff.text(from: "4", to: "42") == "@@ \u{2212}1,1 +1,1 @@\n\u{2212}4\n+42")
    }

    @Test func aLineEndingInASpaceIsMarked() {
        #expect(diff(["a ", "b"], ["a ", "c"]) == "@@ \u{2212}1,2 +1,2 @@\n\u{2007}a ¬\n\u{2212}b\n+c")
    }

    @Test func changesFarApartAreHunksOfTheirOwnWithFourLinesOfContext() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[1] = "two"
        new[17] = "eighteen"
        let expected = ["@@ \u{2212}1,6 +1,6 @@", "\u{2007}line 1", "\u{2212}line 2", "+two"]
            + (3...6).map { "\u{2007}line \($0)" }
            + ["@@ \u{2212}14,7 +14,7 @@"] + (14...17).map { "\u{2007}line \($0)" }
            + ["\u{2212}line 18", "+eighteen", "\u{2007}line 19", "\u{2007}line 20"]
        #expect(diff(old, new) == expected.joined(separator: "\n"))
    }

    @Test func unchangedLinesBeforeTheFirstChangeKeepOnlyTheLastFour() {
        let old = (1...7).map { "line \($0)" } + ["old"]
        let new = (1...7).map { "line \($0)" } + ["new"]
        let expected = ["@@ \u{2212}4,5 +4,5 @@"] + (4...7).map { "\u{2007}line \($0)" } + ["\u{2212}old", "+new"]
        #expect(diff(old, new) == expected.joined(separator: "\n"))
    }

    @Test func ofEqualRunsTheLaterInTheOldTextIsKept() {
        // Two runs of one line end at the new text's only line: the later one in the old text is aligned.
        #expect(diff(["a", "x", "a"], ["a"]) == "@@ \u{2212}1,3 +1,1 @@\n\u{2212}a\n\u{2212}x\n\u{2007}a")
        // Of two equally long runs, the one earlier in the new text is aligned.
        #expect(diff(["b", "a"], ["a", "b"]) == "@@ \u{2212}1,2 +1,2 @@\n\u{2212}b\n\u{2007}a\n+b")
    }

    @Test func theLongestRunIsAlignedFirstThenEachSide() {
        #expect(diff(["x", "a", "b", "c", "y"], ["a", "b", "c", "z", "x"]) == """
            @@ \u{2212}1,5 +1,5 @@
            \u{2212}x
            \u{2007}a
            \u{2007}b
            \u{2007}c
            \u{2212}y
            +z
            +x
            """)
    }

    @Test func aLongTextWithEveryLineChangedIsOneHunk() {
        let old = (0..<2_000).map { "old \($0)" }
        let new = (0..<2_000).map { "new \($0)" }
        let lines = diff(old, new)?.split(separator: "\n") ?? []
        #expect(lines.count == 4_001)
        #expect(lines.first == "@@ \u{2212}1,2000 +1,2000 @@")
    }
}
