@testable import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

/// What a diff says when its alignment ran out of work.
@Suite struct UnifiedDiffAlignmentLimitTests {
    @Test func aDiffThatCouldNotBeAlignedExactlySaysSoAndIsStillCorrect() {
        // Lines from a small vocabulary in a different order on each side,
        // with almost no work allowed.
        var random = SeededGenerator(seed: 3)
        let vocabulary = ["alpha", "beta", "gamma", "delta"]
        let expected = (0..<400).map { _ in vocabulary[Int.random(in: 0..<4, using: &random)] }
        let actual = (0..<400).map { _ in vocabulary[Int.random(in: 0..<4, using: &random)] }
        let limits = SequenceAlignment.Limits(
            classicMaxChanges: 10, classicMaxWork: 100, searchMaxChanges: 8, totalWork: 100)
        let diff = UnifiedDiff(
            expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"),
            contextLines: 3, maximumLines: 10_000, limits: limits)
        #expect(!diff.isMinimal)
        #expect(diff.omittedChangeCount == 0)
        #expect(diff.rendered().hasSuffix(
            "\n\\ too many changes to align exactly: some unchanged lines may show as removed and added"))
        // Applying the hunks to the expected lines gives the actual ones.
        var rebuilt: [String] = []
        var next = 0
        for hunk in diff.hunks {
            let start = hunk.expectedCount == 0 ? hunk.expectedStart : hunk.expectedStart - 1
            rebuilt += expected[next..<start]
            next = start
            for line in hunk.lines {
                switch line {
                case let .context(text):
                    #expect(expected[next] == text)
                    rebuilt.append(text)
                    next += 1
                case let .removed(text):
                    #expect(expected[next] == text)
                    next += 1
                case let .added(text):
                    rebuilt.append(text)
                }
            }
        }
        rebuilt += expected[next...]
        #expect(rebuilt == actual)
    }
}
