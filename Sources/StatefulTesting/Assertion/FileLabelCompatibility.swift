import Foundation
import StatefulSnapshot

// swift-snapshot-testing names the test file's path `file:`; Stateful names
// it `filePath:`. These overloads take `file:` (required, so that a call that
// gives neither always means Stateful's own), so that helpers written for
// swift-snapshot-testing, which forward `file: file`, compile unchanged.

/// ``assertSnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:filePath:testName:line:column:)``
/// with swift-snapshot-testing's `file:` label, for helpers that forward it.
///
/// ```swift
/// func assertGreeting(_ text: String, file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
///     assertSnapshot(of: text, as: .lines, file: file, testName: testName, line: line)
/// }
/// ```
@discardableResult
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file: StaticString,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotOutcome {
    assertSnapshot(
        of: try value(), as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID, filePath: file, testName: testName, line: line, column: column)
}

/// ``verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:filePath:testName:line:column:)``
/// with swift-snapshot-testing's `file:` label, for helpers that forward it.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file: StaticString,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    verifySnapshot(
        of: try value(), as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID, filePath: file, testName: testName, line: line, column: column)
}

/// ``assertInlineSnapshot(of:as:message:record:timeout:syntaxDescriptor:fileID:filePath:function:line:column:matches:)``
/// with swift-snapshot-testing's `file:` label, for helpers that forward it.
public func assertInlineSnapshot<Value>(
    of value: @autoclosure () throws -> Value?,
    as strategy: Snapshotting<Value>,
    message: @autoclosure () -> String = "",
    record: SnapshotRecordMode? = nil,
    timeout: TimeInterval = 5,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
    fileID: StaticString = #fileID,
    file: StaticString,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column,
    matches expected: (() -> String)? = nil
) {
    assertInlineSnapshot(
        of: try value(), as: strategy, message: message(), record: record, timeout: timeout,
        syntaxDescriptor: syntaxDescriptor, fileID: fileID, filePath: file, function: function, line: line,
        column: column, matches: expected)
}

/// ``assertInlineSnapshot(of:as:message:record:timeout:syntaxDescriptor:fileID:filePath:function:line:column:matches:)``
/// in swift-snapshot-testing's order of arguments, `matches:` before
/// `fileID:` and `file:`, as a helper written for it forwards them (both
/// `matches:` and `file:` given, so that no other call is ambiguous).
///
/// ```swift
/// func assertResponse(
///     _ body: String, matches expected: (() -> String)? = nil,
///     file: StaticString = #filePath, function: StaticString = #function, line: UInt = #line, column: UInt = #column
/// ) {
///     assertInlineSnapshot(
///         of: body, as: .lines, matches: expected, file: file, function: function, line: line, column: column)
/// }
/// ```
public func assertInlineSnapshot<Value>(
    of value: @autoclosure () throws -> Value?,
    as strategy: Snapshotting<Value>,
    message: @autoclosure () -> String = "",
    record: SnapshotRecordMode? = nil,
    timeout: TimeInterval = 5,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
    matches expected: (() -> String)?,
    fileID: StaticString = #fileID,
    file: StaticString,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertInlineSnapshot(
        of: try value(), as: strategy, message: message(), record: record, timeout: timeout,
        syntaxDescriptor: syntaxDescriptor, fileID: fileID, filePath: file, function: function, line: line,
        column: column, matches: expected)
}
