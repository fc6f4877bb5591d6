import Foundation
import StatefulSnapshot

/// Asserts that `value`, rendered by `strategy`, equals the text in the
/// trailing closure — a snapshot kept in the test's own source, in XCTest
/// and in Swift Testing alike.
///
/// Leave the closure out and run the test: the actual text is written into
/// the source as a multi-line string literal, and the test fails once,
/// saying so. Later runs compare. When the text changes, the failure shows a
/// diff; run with `SNAPSHOT_TESTING_RECORD=failed` (or `all`) to have the
/// literal replaced.
///
/// ```swift
/// @Test func greeting() {
///     assertInlineSnapshot(of: ["Hello", "Ada"], as: .lines) {
///         """
///         Hello
///         Ada
///         """
///     }
/// }
/// ```
///
/// Under CI no source file is ever rewritten, whatever the record mode: the
/// failure shows the diff and the command that records it locally.
/// Recordings are written when the test process ends: all the recordings of
/// a file, from every test process of the run (`swift test --parallel` runs
/// one per XCTest test), applied together to the file as it was compiled,
/// atomically, keeping its mode and links. A file modified after the tests
/// were built, or while they run, is never written. The closure must hold
/// only a string literal (any form, raw literals included); the rewriter
/// lexes Swift itself and needs no package.
///
/// - Parameters:
///   - value: The value to snapshot. If it throws, the assertion fails. `nil`
///     means no snapshot: it passes when there is no closure, and fails when
///     there is one, which the record modes `failed` and `all` remove.
///   - strategy: How the value becomes text.
///   - message: Text put before the failure message.
///   - record: This assertion's record mode, overriding the scope's and the environment's.
///   - timeout: How long to wait, in seconds, for an asynchronous strategy's text.
///   - syntaxDescriptor: Which trailing closure of the call holds the snapshot,
///     for an assertion helper of your own whose closure is not the first or
///     is labelled otherwise.
///   - fileID: The file ID of the call, where a failure is reported.
///   - filePath: The path of the test file, the source that is rewritten.
///   - function: The test's name, for the command that records it.
///   - line: The line of the call, which the rewriter finds in the source.
///   - column: The column of the call, which the rewriter finds in the source.
///   - expected: The expected text; `nil` (no closure) records it.
public func assertInlineSnapshot<Value>(
    of value: @autoclosure () throws -> Value?,
    as strategy: Snapshotting<Value>,
    message: @autoclosure () -> String = "",
    record: SnapshotRecordMode? = nil,
    timeout: TimeInterval = 5,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column,
    matches expected: (() -> String)? = nil
) {
    let outcome = verifyInlineSnapshot(
        of: value, as: strategy, record: record, timeout: timeout, syntaxDescriptor: syntaxDescriptor,
        expected: expected?(), fileID: fileID.text, filePath: filePath.text,
        testName: function.text, line: Int(line), column: Int(column))
    if outcome.isFailure {
        let prefix = message()
        TestFailure.record(
            (prefix.isEmpty ? "" : prefix + "\n") + outcome.message, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
}

/// Asserts that `text` equals the text in the trailing closure, line by line:
/// ``assertInlineSnapshot(of:as:message:record:timeout:syntaxDescriptor:fileID:filePath:function:line:column:matches:)``
/// with `Snapshotting.lines`.
///
/// ```swift
/// assertInlineSnapshot(of: "Hello, Ada!") {
///     """
///     Hello, Ada!
///     """
/// }
/// ```
public func assertInlineSnapshot(
    of text: @autoclosure () throws -> String,
    message: @autoclosure () -> String = "",
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column,
    matches expected: (() -> String)? = nil
) {
    let outcome = verifyInlineSnapshot(
        of: text, as: .lines, record: record, expected: expected?(), fileID: fileID.text, filePath: filePath.text,
        testName: function.text, line: Int(line), column: Int(column))
    if outcome.isFailure {
        let prefix = message()
        TestFailure.record(
            (prefix.isEmpty ? "" : prefix + "\n") + outcome.message, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
}

/// Resolves the settings and runs the inline comparison; failures become messages.
package func verifyInlineSnapshot<Value>(
    of value: () throws -> Value?,
    as strategy: Snapshotting<Value>,
    record: SnapshotRecordMode?,
    timeout: TimeInterval = Snapshotting<Value>.defaultTimeout,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
    expected: String?,
    fileID: String,
    filePath: String,
    testName: String,
    line: Int,
    column: Int,
    recorder: InlineSnapshotRecorder = .shared
) -> SnapshotOutcome {
    let configuration = SnapshotTestingConfiguration.current
    let environment = configuration.environment ?? .processSnapshotVariables
    let place = "\(fileID):\(line):\(column)"
    let mode: SnapshotRecordMode
    do {
        mode = try SnapshotRecordMode.resolve(
            assertion: record, scope: configuration.record ?? ProcessWideSnapshotDefaults.record,
            environment: environment)
    } catch {
        return SnapshotOutcome(kind: .error, snapshotPath: place, message: error.description)
    }
    let text: String
    do {
        guard let value = try value() else {
            guard let expected else { return SnapshotOutcome(kind: .matched, snapshotPath: place) }
            let shown = "The value at \(place) is nil, so no inline snapshot is expected, but the call has one:\n"
                + SnapshotText.withOneFinalNewline(expected)
            guard mode == .failed || mode == .all, !environment.isCI else {
                return SnapshotOutcome(
                    kind: .mismatch, snapshotPath: place,
                    message: shown + "Delete the trailing closure, or run locally with "
                        + "\(SnapshotRecordMode.environmentVariable)=failed to have it removed.")
            }
            do throws(InlineSnapshotError) {
                guard let root = configuration.packageRoot ?? InlineSnapshotRecorder.packageRoot(forTestFile: filePath) else {
                    throw InlineSnapshotError.outsidePackage(
                        path: filePath, resolvedPath: filePath, packageRoot: "(no Package.swift found)")
                }
                try recorder.record(
                    nil, expected: expected, path: filePath, line: line, column: column, syntax: syntaxDescriptor,
                    packageRoot: root)
            } catch {
                return SnapshotOutcome(kind: .error, snapshotPath: place, message: error.description)
            }
            return SnapshotOutcome(
                kind: .recorded, snapshotPath: place,
                message: shown + "Removed it. " + InlineSnapshotVerifier.writtenWhen
                    + " Review the source, commit it, and run the test again.")
        }
        text = try strategy.text(of: value, timeout: timeout)
    } catch {
        return SnapshotOutcome(kind: .error, snapshotPath: place, message: "Cannot snapshot \(place): \(String(describing: error))")
    }
    var verifier = InlineSnapshotVerifier(environment: environment, recorder: recorder)
    verifier.followsSwiftSnapshotTesting = configuration.compatibility == .swiftSnapshotTesting
    return verifier.verify(
        text, expected: expected, mode: mode, filePath: filePath, displayPath: fileID, testName: testName,
        line: line, column: column, syntax: syntaxDescriptor, comparison: strategy.comparison,
        packageRoot: configuration.packageRoot)
}
