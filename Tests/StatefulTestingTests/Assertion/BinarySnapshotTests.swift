import Foundation
import StatefulInternalTestSupport
@testable import StatefulTesting
import Testing

/// `.data` keeps bytes as they are — in the snapshot, in the pending file,
/// through review — and shows a mismatch as a diff of hex dumps.
@Suite struct BinarySnapshotTests {
    private let package: TemporaryPackage
    private let file = "__Snapshots__/ProfileTests/testAvatar.bin"
    private let pending = "__Snapshots__/ProfileTests/testAvatar.pending.bin"
    /// Not UTF-8, with a CRLF and a lone CR that text normalisation would change.
    private let original: [UInt8] = [0x00, 0xFF, 0x0D, 0x0A, 0x41, 0x0D]

    init() throws {
        package = try TemporaryPackage()
    }

    private func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: package.root.appendingPathComponent(path).path).map { [UInt8]($0) }
    }

    private func assertion(_ data: [UInt8], record: SnapshotRecordMode) -> SnapshotOutcome {
        withSnapshotTesting(record: record, packageRoot: package.root, environment: SnapshotEnvironment([:])) {
            snapshotOutcome(
                of: { Data(data) }, as: .data, named: nil, record: nil, snapshotDirectory: nil,
                fileID: "AppTests/ProfileTests.swift",
                filePath: package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path,
                testName: "testAvatar()", line: 1, column: 1)
        }
    }

    @Test func theBytesAreRecordedAsTheyAreAndMatch() {
        #expect(assertion(original, record: .missing).kind == .recorded)
        #expect(bytes(file) == original)
        #expect(assertion(original, record: .never).kind == .matched)
    }

    @Test func aMismatchShowsAHexDiffAndKeepsTheActualBytesPendingForReview() throws {
        try package.write(Data(original), to: file)
        var changed = original
        changed[1] = 0xFE
        let outcome = assertion(changed, record: .never)
        #expect(outcome.kind == .mismatch)
        #expect(outcome.message.contains("""
            -00000000  00 ff 0d 0a 41 0d                                 |....A.|
            +00000000  00 fe 0d 0a 41 0d                                 |....A.|
            """))
        #expect(bytes(pending) == changed)
        let review = SnapshotReview(layout: SnapshotLayout(packageRoot: package.root))
        let item = try #require(review.pending().first)
        #expect(try item.diff().rendered(expectedLabel: "a", actualLabel: "b").contains("+00000000  00 fe 0d 0a 41 0d"))
        try review.accept()
        #expect(bytes(file) == changed)
        #expect(!package.exists(pending))
    }

    @Test func theFailedModeReRecordsTheBytes() throws {
        try package.write(Data(original), to: file)
        #expect(assertion([1, 2, 3], record: .failed).kind == .recorded)
        #expect(bytes(file) == [1, 2, 3])
    }
}
