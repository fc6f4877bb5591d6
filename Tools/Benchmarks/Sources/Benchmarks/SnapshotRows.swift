import Foundation
import StatefulSnapshot
import StatefulTesting

// Snapshot assertions that match, beside swift-snapshot-testing's: ours with
// its defaults (it finds the package root, this package, from `#filePath`,
// reads the record mode and CI from the environment, and notes the snapshot
// in the usage log); swift-snapshot-testing's with its defaults but a
// snapshot directory under this package's `__Snapshots__/`. Both are
// XCTest-free calls: our `assertSnapshot` reports nothing when the snapshot
// matches, and swift-snapshot-testing's `verifySnapshot` returns its failure
// message instead of reporting it. Both snapshots are recorded before the
// first round; a row whose snapshot does not match stops the run, since it
// would time the wrong path.

/// The snapshot rows; add a row here to measure another strategy.
@MainActor
func snapshotRows() -> [Row] {
    let text = sampleScreenText()
    let value = sampleValue()
    return [
        .comparison(
            "assertSnapshot .lines, matching", unit: "assertion", goal: .ratioAtMost(0.8),
            ours: { timeLoop(200) { oursLines(text) } },
            versus: "swift-snapshot-testing .lines", baseline: { timeLoop(200) { theirsLines(text) } },
            setUp: { prepareSnapshots(text: text, value: value) }),
        .comparison(
            "assertSnapshot .dump, matching", unit: "assertion", goal: .ratioAtMost(0.8),
            ours: { timeLoop(200) { oursDump(value) } },
            versus: "swift-snapshot-testing .dump", baseline: { timeLoop(200) { theirsDump(value) } },
            setUp: { prepareSnapshots(text: text, value: value) }),
        .comparison(
            "ValueDump.text(of:)", unit: "dump", goal: .none,
            ours: { timeLoop(500) { blackHole(ValueDump.text(of: value)) } },
            versus: "customDump", baseline: { timeLoop(500) { blackHole(customDumped(value)) } }),
    ]
}

// MARK: The values

struct Address: Sendable {
    var street: String
    var city: String
    var postcode: String
}

enum Role: Sendable {
    case admin
    case member(since: Int)
    case guest
}

struct Member: Sendable {
    var id: Int
    var name: String
    var email: String
    var role: Role
    var tags: [String]
    var address: Address?
    var score: Double
}

/// A screen-sized text: about twenty lines, as a rendered screen is.
func sampleScreenText() -> String {
    var lines = ["+----------------------------------+", "| Members                          |", "+----------------------------------+"]
    for index in 0..<16 {
        let name = "Member \(index)"
        lines.append("| " + name + String(repeating: " ", count: 33 - name.count) + "|")
    }
    lines.append("+----------------------------------+")
    return lines.joined(separator: "\n")
}

/// A screen's State: a struct holding strings, numbers, an array, an
/// optional struct and an enum with a payload.
func sampleValue() -> Member {
    Member(
        id: 2, name: "Member 2", email: "member2@example.com", role: .member(since: 2002),
        tags: ["swift", "ios"], address: Address(street: "2 Main Street", city: "Springfield", postcode: "02123"),
        score: 3.5)
}

// MARK: Ours

private func oursLines(_ text: String) {
    let outcome = assertSnapshot(of: text, as: .lines, named: "lines", testName: "benchmark()")
    if outcome.isFailure { fail(outcome.message) }
}

private func oursDump(_ value: Member) {
    let outcome = assertSnapshot(of: value, as: .dump, named: "dump", testName: "benchmark()")
    if outcome.isFailure { fail(outcome.message) }
}

// MARK: Recording

@MainActor private var snapshotsPrepared = false

/// Records every snapshot the rows compare with (once, whichever row asks
/// first), so that each row times a match.
@MainActor
private func prepareSnapshots(text: String, value: Member) {
    guard !snapshotsPrepared else { return }
    snapshotsPrepared = true
    do {
        let layout = try SnapshotLayout(containing: #filePath)
        func file(_ name: String) -> URL {
            layout.snapshotFile(testFilePath: #filePath, testName: "benchmark()", snapshotName: name)
        }
        try SnapshotFile.write(text, to: file("lines"))
        try SnapshotFile.write(ValueDump.text(of: value), to: file("dump"))
    } catch {
        fail("cannot record the benchmark's snapshots: \(error)")
    }
    recordTheirs(text: text, value: value)
}
