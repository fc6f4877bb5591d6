@testable import StatefulCommandLine
import StatefulSnapshot
import Testing

/// A unified diff in two columns: context on both sides, removed beside
/// added in order, the changed characters of each pair found.
@Suite struct SideBySideDiffTests {
    @Test func removedLinesStandBesideTheAddedLinesThatReplacedThem() {
        let diff = SideBySideDiff(UnifiedDiff(expected: "a\nb\nc\nd\n", actual: "a\nB\nC\nX\nd\n"))
        typealias Cell = SideBySideDiff.Cell
        #expect(diff.rows == [
            .context(left: Cell(number: 1, text: "a"), right: Cell(number: 1, text: "a")),
            .change(left: Cell(number: 2, text: "b", changed: 0..<1), right: Cell(number: 2, text: "B", changed: 0..<1)),
            .change(left: Cell(number: 3, text: "c", changed: 0..<1), right: Cell(number: 3, text: "C", changed: 0..<1)),
            .change(left: nil, right: Cell(number: 4, text: "X")),
            .context(left: Cell(number: 4, text: "d"), right: Cell(number: 5, text: "d")),
        ])
    }

    @Test func hunksFarApartAreSeparatedByAGap() {
        let expected = (1...20).map { "line \($0)" }
        var actual = expected
        actual[1] = "changed 2"
        actual[18] = "changed 19"
        let diff = SideBySideDiff(UnifiedDiff(expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n")))
        #expect(diff.rows.filter { $0 == .gap }.count == 1)
        let changes = diff.rows.compactMap { row -> Int? in
            if case .change(let left, _) = row { return left?.number }
            return nil
        }
        #expect(changes == [2, 19])
    }

    @Test(arguments: [
        ("Name: Ada", "Name: Bea", 6..<8, 6..<8),
        ("abc", "abc!", 3..<3, 3..<4),
        ("aXa", "aa", 1..<2, 1..<1),
        ("same", "same", 4..<4, 4..<4),
        ("ログイン", "ログアウト", 2..<4, 2..<5),
    ])
    func theChangedPartIsBetweenTheCommonPrefixAndSuffix(old: String, new: String, oldRange: Range<Int>, newRange: Range<Int>) {
        let (left, right) = SideBySideDiff.changedParts(old, new)
        #expect(left == oldRange)
        #expect(right == newRange)
    }
}
