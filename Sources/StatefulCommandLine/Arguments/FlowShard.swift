/// `--shard K/N`: one of N parts of a set of flows, so that a CI matrix of N
/// machines splits `check` between them.
///
/// A flow's part depends only on its recording name (its path in the
/// package) and N: a stable hash, the same on every machine and in every run,
/// so adding a flow never moves the others. Every flow is in exactly one part.
struct FlowShard: Equatable {
    /// Which part, from 1.
    let index: Int
    /// How many parts.
    let count: Int

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `K/N`.
    init(parsing text: String) throws(ToolUsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else {
            throw ToolUsageError("--shard takes K/N with 1 <= K <= N, such as 2/4, not '\(text)'")
        }
        self.init(index: index, count: count)
    }

    /// Whether the flow named `recordingName` is in this part.
    func contains(_ recordingName: String) -> Bool {
        Int(Self.hash(recordingName) % UInt64(count)) + 1 == index
    }

    /// FNV-1a over the UTF-8 bytes: fixed, unlike `Hasher`, which is seeded
    /// per process.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
