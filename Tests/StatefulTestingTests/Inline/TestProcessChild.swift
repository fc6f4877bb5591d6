import Foundation
import StatefulSnapshot
import StatefulTesting
import XCTest

/// What a child test process does when a test starts one (see
/// `TestRunnerProcess`): the plan in `STATEFUL_CHILD_PLAN` (JSON) says which
/// inline snapshots to record, or which file snapshots to assert, in the
/// package the process runs in, as that package's own test process would.
/// Started any other way (by `swift test`), there is no plan, and it is
/// skipped: it is not a test of its own, but the test process that tests
/// such as `InlineRecordingProcessTests` need.
final class TestProcessChild: XCTestCase {
    struct Plan: Codable {
        /// Inline snapshots to record, each as its call would.
        var calls: [Call] = []
        /// File snapshots to assert: name and text.
        var snapshots: [String: String] = [:]
        /// Wait for this file to exist before ending (and so writing).
        var waitFor: String?
        /// Written once the calls are made.
        var readyFile: String?
        /// The record mode (`missing` unless told).
        var record: String?

        init(
            calls: [Call] = [], snapshots: [String: String] = [:], waitFor: String? = nil, readyFile: String? = nil,
            record: String? = nil
        ) {
            self.calls = calls
            self.snapshots = snapshots
            self.waitFor = waitFor
            self.readyFile = readyFile
            self.record = record
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            calls = try container.decodeIfPresent([Call].self, forKey: .calls) ?? []
            snapshots = try container.decodeIfPresent([String: String].self, forKey: .snapshots) ?? [:]
            waitFor = try container.decodeIfPresent(String.self, forKey: .waitFor)
            readyFile = try container.decodeIfPresent(String.self, forKey: .readyFile)
            record = try container.decodeIfPresent(String.self, forKey: .record)
        }
    }

    struct Call: Codable {
        var path: String
        var line: Int
        var column: Int
        var text: String
        var expected: String?
        var label: String?
        var offset: Int?
    }

    private func plan() throws -> Plan {
        guard let text = ProcessInfo.processInfo.environment["STATEFUL_CHILD_PLAN"] else {
            throw XCTSkip("run only as a child process that a test starts with STATEFUL_CHILD_PLAN")
        }
        return try JSONDecoder().decode(Plan.self, from: Data(text.utf8))
    }

    /// Records the plan's inline snapshots through the recorder every
    /// assertion shares, which writes them when this process ends.
    func testRecordsThePlannedInlineSnapshots() throws {
        let plan = try plan()
        for call in plan.calls {
            let syntax = InlineSnapshotSyntaxDescriptor(
                trailingClosureLabel: call.label ?? InlineSnapshotSyntaxDescriptor.defaultTrailingClosureLabel,
                trailingClosureOffset: call.offset ?? 0)
            let outcome = withSnapshotTesting(record: SnapshotRecordMode(rawValue: plan.record ?? "missing") ?? .missing) {
                verifyInlineSnapshot(
                    of: { call.text }, as: .lines, record: nil, syntaxDescriptor: syntax, expected: call.expected,
                    fileID: (call.path as NSString).lastPathComponent, filePath: call.path, testName: "test()",
                    line: call.line, column: call.column)
            }
            print("outcome \(call.line):\(call.column): \(outcome.kind): \(outcome.message)")
        }
        if let ready = plan.readyFile { _ = FileManager.default.createFile(atPath: ready, contents: Data()) }
        if let wait = plan.waitFor {
            let deadline = Date().addingTimeInterval(60)
            while !FileManager.default.fileExists(atPath: wait), Date() < deadline { usleep(10_000) }
        }
    }

    /// Asserts the plan's file snapshots in the package the process runs in.
    func testAssertsThePlannedFileSnapshots() throws {
        let plan = try plan()
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for (name, text) in plan.snapshots.sorted(by: { $0.key < $1.key }) {
            withSnapshotTesting(record: .missing, packageRoot: root) {
                assertSnapshot(of: text, as: .lines, named: name)
            }
        }
    }
}
