@testable import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

/// The alignment behind line and value diffs, checked against a plain
/// longest-common-subsequence table on many small generated inputs, and for
/// staying correct when its bounds cut it short.
@Suite struct SequenceAlignmentTests {
    /// Only the linear-space alignment (the classic search gives up at once).
    private static let linearOnly = SequenceAlignment.Limits(
        classicMaxChanges: 0, classicMaxWork: 0, searchMaxChanges: 4_096, totalWork: 150_000_000)

    /// The length of a longest common subsequence, by the textbook table.
    private func referenceLCS(_ a: [Int32], _ b: [Int32]) -> Int {
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        return lengths[0][0]
    }

    /// Whether `script` turns `a` into `b`: its runs cover both sides in
    /// order, and every kept element is equal on both sides.
    private func isCorrect(_ script: EditScript, _ a: [Int32], _ b: [Int32]) -> Bool {
        var x = 0
        var y = 0
        for run in script.runs {
            guard run.count > 0, run.expected == x, run.actual == y else { return false }
            if run.kind == .equal {
                for offset in 0..<run.count where a[x + offset] != b[y + offset] { return false }
            }
            x = run.expectedEnd
            y = run.actualEnd
        }
        return x == a.count && y == b.count
    }

    private func kept(_ script: EditScript) -> Int {
        script.runs.filter { $0.kind == .equal }.reduce(0) { $0 + $1.count }
    }

    private func randomSequence(_ random: inout SeededGenerator, maxLength: Int, alphabet: Int) -> [Int32] {
        (0..<Int.random(in: 0...maxLength, using: &random)).map { _ in Int32.random(in: 0..<Int32(alphabet), using: &random) }
    }

    /// The flat list of steps of `script`, in the reference's terms.
    private func flatEdits(_ script: EditScript) -> [FormerLineDiff.Edit] {
        script.runs.flatMap { run in
            (0..<run.count).map { offset -> FormerLineDiff.Edit in
                switch run.kind {
                case .equal: .equal(expected: run.expected + offset, actual: run.actual + offset)
                case .delete: .delete(expected: run.expected + offset)
                case .insert: .insert(actual: run.actual + offset)
                }
            }
        }
    }

    @Test func bothAlgorithmsFindShortestCorrectScriptsOnRandomInputs() {
        var random = SeededGenerator(seed: 2024)
        for _ in 0..<3_000 {
            let alphabet = Int.random(in: 1...6, using: &random)
            let a = randomSequence(&random, maxLength: 16, alphabet: alphabet)
            let b = randomSequence(&random, maxLength: 16, alphabet: alphabet)
            let lcs = referenceLCS(a, b)
            for limits in [SequenceAlignment.Limits.standard, Self.linearOnly] {
                let script = SequenceAlignment.script(a, b, limits: limits)
                #expect(isCorrect(script, a, b), "\(a) → \(b)")
                #expect(kept(script) == lcs, "\(a) → \(b)")
                #expect(script.isMinimal)
            }
        }
    }

    @Test func theLinearAlignmentIsShortestOnLongerInputsWithManyRepeats() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let alphabet = Int.random(in: 2...40, using: &random)
            let a = randomSequence(&random, maxLength: 150, alphabet: alphabet)
            let b = randomSequence(&random, maxLength: 150, alphabet: alphabet)
            let script = SequenceAlignment.script(a, b, limits: Self.linearOnly)
            #expect(isCorrect(script, a, b))
            #expect(kept(script) == referenceLCS(a, b))
        }
    }

    @Test func smallScriptsEqualTheFormerAlgorithmStepForStep() {
        var random = SeededGenerator(seed: 99)
        for _ in 0..<3_000 {
            let alphabet = Int.random(in: 1...5, using: &random)
            let a = randomSequence(&random, maxLength: 20, alphabet: alphabet)
            let b = randomSequence(&random, maxLength: 20, alphabet: alphabet)
            #expect(flatEdits(SequenceAlignment.script(a, b)) == FormerLineDiff.script(from: a, to: b), "\(a) → \(b)")
        }
    }

    @Test func theClassicSearchHandsOverWhenItPassesItsChangeLimit() {
        // 30 changes with a classic limit of 10: the linear alignment finishes
        // the job, exactly, with deletions before insertions in each gap.
        let a: [Int32] = (0..<40).map { $0 % 4 == 0 ? 1_000 + $0 : $0 }
        let b: [Int32] = (0..<40).map { $0 % 4 == 0 ? 2_000 + $0 : $0 }
        let limits = SequenceAlignment.Limits(
            classicMaxChanges: 10, classicMaxWork: 1_000_000, searchMaxChanges: 4_096, totalWork: 1_000_000)
        let script = SequenceAlignment.script(a, b, limits: limits)
        #expect(isCorrect(script, a, b))
        #expect(kept(script) == 30)
        #expect(script.isMinimal)
        #expect(Array(script.runs.prefix(3).map(\.kind)) == [.delete, .insert, .equal])
    }

    @Test func aSearchPastItsChangeLimitSplitsAtItsFurthestPointAndStaysCorrect() {
        var random = SeededGenerator(seed: 11)
        let limits = SequenceAlignment.Limits(
            classicMaxChanges: 0, classicMaxWork: 0, searchMaxChanges: 2, totalWork: 10_000_000)
        var sawNonMinimal = false
        for _ in 0..<300 {
            let a = randomSequence(&random, maxLength: 60, alphabet: 3)
            let b = randomSequence(&random, maxLength: 60, alphabet: 3)
            let script = SequenceAlignment.script(a, b, limits: limits)
            #expect(isCorrect(script, a, b))
            #expect(kept(script) <= referenceLCS(a, b))
            if script.isMinimal {
                #expect(kept(script) == referenceLCS(a, b))
            } else {
                sawNonMinimal = true
            }
        }
        #expect(sawNonMinimal)
    }

    @Test func spentWorkLeavesTheRestUnalignedButCorrectAndMarked() {
        var random = SeededGenerator(seed: 5)
        let a = (0..<1_500).map { _ in Int32.random(in: 0..<8, using: &random) }
        let b = (0..<1_500).map { _ in Int32.random(in: 0..<8, using: &random) }
        let limits = SequenceAlignment.Limits(
            classicMaxChanges: 100, classicMaxWork: 10_000, searchMaxChanges: 64, totalWork: 20_000)
        let script = SequenceAlignment.script(a, b, limits: limits)
        #expect(isCorrect(script, a, b))
        #expect(!script.isMinimal)
        #expect(kept(script) < referenceLCS(a, b))
    }

    @Test func elementsOnOneSideOnlyCostNoSearch() {
        // Every element differs: no work is needed to see that nothing is kept,
        // whatever the work limit.
        let a = (0..<100_000).map { Int32($0) }
        let b = (100_000..<200_000).map { Int32($0) }
        let limits = SequenceAlignment.Limits(
            classicMaxChanges: 10, classicMaxWork: 1_000, searchMaxChanges: 16, totalWork: 1)
        let script = SequenceAlignment.script(a, b, limits: limits)
        #expect(script.runs == [
            EditRun(kind: .delete, expected: 0, actual: 0, count: 100_000),
            EditRun(kind: .insert, expected: 100_000, actual: 0, count: 100_000),
        ])
        #expect(script.isMinimal)
    }
}
