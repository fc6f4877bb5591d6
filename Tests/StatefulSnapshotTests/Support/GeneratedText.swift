import StatefulInternalTestSupport

/// Large generated texts for the diff and file tests.
enum GeneratedText {
    /// About `bytes` of numbered lines, 30 to 50 characters each, every line
    /// different from every other (and from those of another `tag`).
    static func lines(bytes: Int, tag: String, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        var result: [String] = []
        var total = 0
        while total < bytes {
            let width = Int.random(in: 30...50, using: &random)
            var line = Array("\(tag) \(result.count) ".utf8)
            while line.count < width {
                // A lowercase ASCII letter: 97 is "a".
                line.append(97 + UInt8(truncatingIfNeeded: random.next() % 26))
            }
            total += line.count + 1
            result.append(String(decoding: line, as: UTF8.self))
        }
        return result
    }

    /// `lines` as a text, one per line.
    static func text(_ lines: [String]) -> String {
        lines.joined(separator: "\n") + "\n"
    }
}
