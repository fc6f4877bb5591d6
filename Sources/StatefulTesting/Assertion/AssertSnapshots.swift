import Foundation
import StatefulSnapshot

/// Asserts one value against several strategies, each with its own file
/// named after its key: `<test name>.<key>.txt`, in key order.
///
/// ```swift
/// @Test func profile() {
///     assertSnapshots(of: profile, as: ["dump": .dump, "description": .description])
/// }
/// ```
///
/// The value is evaluated once; if it throws, the assertion fails once.
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value>],
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let evaluated: Result<Value, any Error> = Result { try value() }
    for name in strategies.keys.sorted() {
        guard let strategy = strategies[name] else { continue }
        assertSnapshot(
            of: try evaluated.get(), as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, timeout: timeout,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        if case .failure = evaluated { return }
    }
}

/// Asserts one value against several strategies, numbered in order:
/// `<test name>.1.txt`, `<test name>.2.txt`… (the names swift-snapshot-testing gives them).
///
/// ```swift
/// @Test func profile() {
///     assertSnapshots(of: profile, as: [.dump, .description])
/// }
/// ```
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value>],
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let evaluated: Result<Value, any Error> = Result { try value() }
    for (index, strategy) in strategies.enumerated() {
        assertSnapshot(
            of: try evaluated.get(), as: strategy, named: String(index + 1), record: record,
            snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, filePath: filePath, testName: testName,
            line: line, column: column)
        if case .failure = evaluated { return }
    }
}
