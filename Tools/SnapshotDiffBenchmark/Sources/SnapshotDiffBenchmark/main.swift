import Foundation
import StatefulSnapshot

/// A fixed-seed generator, so that every run compares the same texts.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Roughly `bytes` of text in numbered lines of 30–50 characters.
func lines(bytes: Int, tag: String, seed: UInt64) -> [String] {
    var random = SplitMix64(state: seed)
    var result: [String] = []
    var total = 0
    while total < bytes {
        let width = 30 + Int(random.next() % 21)
        var line = "\(tag) \(result.count) "
        while line.utf8.count < width {
            line += String(UInt8(97 + random.next() % 26), radix: 36)
        }
        total += line.utf8.count + 1
        result.append(line)
    }
    return result
}

func usage() -> Never {
    print("""
        usage: SnapshotDiffBenchmark prepare scattered|block|different|shuffled|equal MEGABYTES DIRECTORY
               SnapshotDiffBenchmark compare DIRECTORY
        """)
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { usage() }

func layout(_ root: URL) -> (SnapshotLayout, URL) {
    let layout = SnapshotLayout(packageRoot: root)
    let file = layout.snapshotFile(testFilePath: root.path + "/Tests/BenchTests.swift", testName: "large()", snapshotName: nil)
    return (layout, file)
}

switch arguments[1] {
case "prepare":
    guard arguments.count == 5, let megabytes = Double(arguments[3]) else { usage() }
    let bytes = Int(megabytes * 1_048_576)
    let root = URL(fileURLWithPath: arguments[4], isDirectory: true)
    var expected = lines(bytes: bytes, tag: "line", seed: 1)
    var actual = expected
    switch arguments[2] {
    case "scattered":
        for index in stride(from: 250, to: actual.count, by: 500) { actual[index] += " changed" }
    case "block":
        let start = actual.count * 4 / 10
        let end = actual.count / 2
        actual.replaceSubrange(start..<end, with: lines(bytes: bytes / 10, tag: "block", seed: 2))
    case "different":
        actual = lines(bytes: bytes, tag: "other", seed: 3)
    case "shuffled":
        let vocabulary = lines(bytes: 64 * 40, tag: "word", seed: 4)
        var random = SplitMix64(state: 5)
        expected = expected.map { _ in vocabulary[Int(random.next() % UInt64(vocabulary.count))] }
        actual = actual.map { _ in vocabulary[Int(random.next() % UInt64(vocabulary.count))] }
    case "equal":
        break
    default:
        usage()
    }
    try? FileManager.default.removeItem(at: root)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    let (_, file) = layout(root)
    try SnapshotFile.write(expected.joined(separator: "\n"), to: file)
    try Data((actual.joined(separator: "\n") + "\n").utf8).write(to: root.appendingPathComponent("actual.txt"))
    print("case: \(arguments[2]), \(expected.count) lines, \(bytes) bytes, in \(root.path)")

case "compare":
    let root = URL(fileURLWithPath: arguments[2], isDirectory: true)
    let (layout, file) = layout(root)
    let actual = try String(contentsOf: root.appendingPathComponent("actual.txt"), encoding: .utf8)
    // CI without an artifacts directory: nothing is written, only compared.
    let verifier = SnapshotVerifier(layout: layout, environment: SnapshotEnvironment(["CI": "true"]))
    let start = ContinuousClock.now
    let outcome = verifier.verify(actual, against: file, mode: .never)
    let elapsed = ContinuousClock.now - start
    let messageLines = outcome.message.split(separator: "\n", omittingEmptySubsequences: false)
    print("outcome: \(outcome.kind), message: \(outcome.message.utf8.count) bytes, \(messageLines.count) lines, "
        + "\(outcome.diff?.hunks.count ?? 0) hunks")
    print("time: \(elapsed)")
    if ProcessInfo.processInfo.environment["SHOW_MESSAGE"] != nil {
        print(messageLines.prefix(30).joined(separator: "\n"))
        print("...")
        print(messageLines.suffix(12).joined(separator: "\n"))
    }

default:
    usage()
}
