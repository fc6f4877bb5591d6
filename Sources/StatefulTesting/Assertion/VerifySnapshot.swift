import Foundation
import StatefulSnapshot

/// Compares `value`, rendered by `strategy`, with its snapshot file as
/// ``assertSnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:filePath:testName:line:column:)``
/// does — same file, same record mode, same recording and pending files —
/// but reports nothing: it returns the failure message, or `nil` when the
/// snapshot matched. The building block for an assertion of your own. (It
/// does add what it recorded or produced to the test's report, as
/// `assertSnapshot` does.)
///
/// ```swift
/// func assertScreen(
///     _ screen: Screen, filePath: StaticString = #filePath, testName: String = #function,
///     line: UInt = #line
/// ) {
///     if let message = verifySnapshot(
///         of: screen, as: .outline, filePath: filePath, testName: testName, line: line)
///     {
///         TestFailure.record("Screen changed.\n" + message, filePath: filePath, line: line)
///     }
/// }
/// ```
///
/// - Returns: The message a failing assertion would report, or `nil` on a match.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let outcome = snapshotOutcome(
        of: value, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID.text, filePath: filePath.text, testName: testName, line: line, column: column)
    guard outcome.isFailure else { return nil }
    outcome.attach(fileID: fileID, filePath: filePath, line: line, column: column)
    return outcome.message
}
