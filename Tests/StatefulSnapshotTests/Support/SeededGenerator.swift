/// A random number generator with a fixed seed (SplitMix64), so that
/// generated test inputs are the same on every run and every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
