/// The lines of a normalised text (LF line endings, a final newline unless
/// empty), located once and sliced on demand: eight bytes a line, however
/// long the text.
struct TextLines {
    let text: String
    /// The UTF-8 offset of each line's terminating newline.
    private let ends: [Int]

    init(normalized: String) {
        var text = normalized
        text.makeContiguousUTF8()
        self.text = text
        func newlines<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [Int] {
            var ends: [Int] = []
            for (offset, byte) in bytes.enumerated() where byte == 0x0A {
                ends.append(offset)
            }
            return ends
        }
        ends = text.utf8.withContiguousStorageIfAvailable(newlines) ?? newlines(text.utf8)
    }

    /// How many lines the text has.
    var count: Int { ends.count }

    /// Line `index` (0-based), without its newline.
    subscript(index: Int) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: index == 0 ? 0 : ends[index - 1] + 1)
        let end = utf8.index(utf8.startIndex, offsetBy: ends[index])
        return text[start..<end]
    }

    /// Numbers for the lines of two texts: equal lines (as Swift compares
    /// strings) get equal numbers, counted from 0 in order of first
    /// appearance, so the numbering is the same on every run.
    ///
    /// An open-addressing table of line references (four bytes a slot, at
    /// most half full) finds earlier equal lines; the lines themselves are
    /// never copied.
    static func interned(_ expected: TextLines, _ actual: TextLines) -> (expected: [Int32], actual: [Int32]) {
        let total = expected.count + actual.count
        var capacity = 16
        while capacity < 2 * total { capacity <<= 1 }
        let mask = capacity - 1
        // A slot holds a line's reference: its index in `expected`, or
        // `expected.count` plus its index in `actual`; -1 when empty.
        var slots = [Int32](repeating: -1, count: capacity)
        var expectedNumbers = [Int32](repeating: 0, count: expected.count)
        var actualNumbers = [Int32](repeating: 0, count: actual.count)
        var nextNumber: Int32 = 0

        func line(_ reference: Int) -> Substring {
            reference < expected.count ? expected[reference] : actual[reference - expected.count]
        }
        func number(of reference: Int) -> Int32 {
            reference < expected.count ? expectedNumbers[reference] : actualNumbers[reference - expected.count]
        }
        func numberLine(_ reference: Int) -> Int32 {
            let text = line(reference)
            var slot = text.hashValue & mask
            while true {
                let other = Int(slots[slot])
                if other < 0 {
                    slots[slot] = Int32(truncatingIfNeeded: reference)
                    defer { nextNumber += 1 }
                    return nextNumber
                }
                if line(other) == text { return number(of: other) }
                slot = (slot + 1) & mask
            }
        }
        for index in 0..<expected.count {
            expectedNumbers[index] = numberLine(index)
        }
        for index in 0..<actual.count {
            actualNumbers[index] = numberLine(expected.count + index)
        }
        return (expectedNumbers, actualNumbers)
    }
}
