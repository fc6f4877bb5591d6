import Foundation
import StatefulSnapshot
import Testing

/// Asserts that `value`, rendered by `strategy`, matches its snapshot file —
/// in XCTest and in Swift Testing alike, reporting at the caller's location.
///
/// The file is `__Snapshots__/<test file>/<test name>[.<name>].txt` under the
/// package root. The first run records it (and fails, saying so); later runs
/// compare and fail with a unified diff, leaving the actual output in a
/// `.pending.txt` file to accept or reject. See ``/StatefulSnapshot/SnapshotRecordMode`` for
/// when files are written; under CI they never are.
///
/// ```swift
/// func greet(_ name: String) -> String { name.isEmpty ? "Hello!" : "Hello, \(name)!" }
///
/// @Test func greeting() {
///     assertSnapshot(of: greet("Ada"), as: .lines)                 // …/greeting.txt
///     assertSnapshot(of: greet(""), as: .lines, named: "empty")    // …/greeting.empty.txt
/// }
/// ```
///
/// Naming rule: by default a test's file name comes from `#filePath` and
/// `testName` (`#function`) and `name` only, with no counter, so names are the
/// same however tests are run. A test with several snapshots names all but
/// (at most) one of them; two different assertions that resolve to the same
/// file fail, naming both. In a parameterized Swift Testing test every
/// snapshot needs a name (derived from the arguments), since all cases share
/// one test name. With `numberUnnamedSnapshots: true`, or
/// `compatibility: .swiftSnapshotTesting`, unnamed snapshots are numbered
/// (`greeting.1.txt`) in the order their assertions first run, as
/// swift-snapshot-testing numbers them.
///
/// - Parameters:
///   - value: The value to snapshot. If it throws, the assertion fails.
///   - strategy: How the value becomes text.
///   - name: Tells several snapshots of one test apart.
///   - record: This assertion's record mode, overriding the suite's and the environment's.
///   - snapshotDirectory: A folder for this assertion's file instead of
///     `__Snapshots__/<test file>/`: absolute, or relative to the package
///     root, and inside the package. The file is `<test name>[.<name>].txt` in it.
///   - timeout: How long to wait, in seconds, for an asynchronous strategy's
///     text (see `Snapshotting.asyncPullback(_:)`); the assertion fails when
///     it has not arrived by then. A synchronous strategy never waits.
///   - fileID: The file ID of the call, where a failure is reported.
///   - filePath: The path of the test file, which names the snapshot's folder.
///   - testName: The test's name (`#function`), which names the snapshot file.
///   - line: The line of the call, where a failure is reported.
///   - column: The column of the call, where a failure is reported.
/// - Returns: What the comparison found, for callers that want details.
@discardableResult
public func assertSnapshot<Value>(
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
) -> SnapshotOutcome {
    let outcome = snapshotOutcome(
        of: value, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID.text, filePath: filePath.text, testName: testName, line: line, column: column)
    if outcome.isFailure {
        TestFailure.record(outcome.message, fileID: fileID, filePath: filePath, line: line, column: column)
        outcome.attach(fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return outcome
}

/// Asserts that `text` matches its snapshot file, line by line: the same as
/// ``assertSnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:filePath:testName:line:column:)``
/// with `Snapshotting.lines`.
///
/// ```swift
/// assertSnapshot(of: "Hello, Ada!")
/// ```
@discardableResult
public func assertSnapshot(
    of text: @autoclosure () throws -> String,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotOutcome {
    assertSnapshot(
        of: try text(), as: .lines, named: name, record: record, snapshotDirectory: snapshotDirectory,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Resolves the settings and runs the comparison; failures become messages.
func snapshotOutcome<Value>(
    of value: () throws -> Value,
    as strategy: Snapshotting<Value>,
    named name: String?,
    record: SnapshotRecordMode?,
    snapshotDirectory: String?,
    timeout: TimeInterval = Snapshotting<Value>.defaultTimeout,
    fileID: String,
    filePath: String,
    testName: String,
    line: UInt,
    column: UInt
) -> SnapshotOutcome {
    let configuration = SnapshotTestingConfiguration.current
    let environment = configuration.environment ?? .processSnapshotVariables
    let callSite = fileID + ":" + String(line) + ":" + String(column)
    let parameterized = Test.current?.isParameterized == true
    let followsSwiftSnapshotTesting = configuration.compatibility == .swiftSnapshotTesting
    let originalName = name
    var name = name
    if name == nil, configuration.numberUnnamedSnapshots ?? followsSwiftSnapshotTesting, !parameterized {
        name = String(UnnamedSnapshotNumbers.number(
            for: callSite, packageRoot: configuration.packageRoot, filePath: filePath, testName: testName,
            acrossTests: followsSwiftSnapshotTesting))
    }
    // An explicitly named snapshot may be asserted from several lines of one
    // test: each compares with the same file, as in swift-snapshot-testing.
    let sharedKey = originalName.map { name in
        "\(filePath)|\(testName)|\(Test.current.map { String(describing: $0.id) } ?? "")|\(name)"
    }
    var fileTestName = testName
    if followsSwiftSnapshotTesting {
        fileTestName = SnapshotTestingCompatibility.swiftSnapshotTestingName(testName)
        name = name.map(SnapshotTestingCompatibility.swiftSnapshotTestingName)
    }
    let site: AssertionSite
    do {
        site = try AssertionSite.of(
            packageRoot: configuration.packageRoot, filePath: filePath, testName: fileTestName, name: name,
            snapshotDirectory: snapshotDirectory,
            pathExtension: followsSwiftSnapshotTesting
                ? strategy.swiftSnapshotTestingPathExtension ?? strategy.pathExtension : strategy.pathExtension,
            placement: configuration.placement ?? (followsSwiftSnapshotTesting ? .besideTestFile : .packageRoot))
    } catch {
        return SnapshotOutcome(kind: .error, snapshotPath: "", message: error.description)
    }
    let path = site.path
    if let snapshotDirectory, !site.file.path.hasPrefix(site.layout.packageRoot.path + "/") {
        return SnapshotOutcome(
            kind: .error, snapshotPath: path,
            message: "snapshotDirectory \"\(snapshotDirectory)\" is outside the package at \(site.layout.packageRoot.path); "
                + "snapshots live inside the package: give a folder in it (relative to its root, or absolute).")
    }
    if name == nil, parameterized {
        return SnapshotOutcome(
            kind: .error, snapshotPath: path,
            message: "\(path) would be shared by every case of this parameterized test. "
                + "Name each snapshot after its arguments, for example named: \"\\(width)\".")
    }
    let mode: SnapshotRecordMode
    do {
        mode = try SnapshotRecordMode.resolve(
            assertion: record, scope: configuration.record ?? ProcessWideSnapshotDefaults.record, environment: environment)
    } catch {
        return SnapshotOutcome(kind: .error, snapshotPath: path, message: error.description)
    }
    var payload: SnapshotPayload
    do {
        payload = try strategy.payload(of: try value(), timeout: timeout)
    } catch {
        return SnapshotOutcome(
            kind: .error, snapshotPath: path,
            message: "Cannot snapshot \(path): \(String(describing: error))")
    }
    var diffTool = configuration.diffTool ?? ProcessWideSnapshotDefaults.diffTool
    if diffTool == nil, let template = environment.variables[SnapshotDiffCommand.environmentVariable], !template.isEmpty {
        diffTool = SnapshotTestingConfiguration.DiffTool(template: template)
    }
    var diffCommand: (@Sendable (String, String) -> String)?
    if let diffTool {
        diffCommand = { expected, actual in diffTool.command(expected: expected, actual: actual) }
    }
    // A filtered run says so in the usage log, for `snapshots check`;
    // a log that cannot be written only weakens orphan detection.
    try? site.usageLog.noteTestSelection()
    var comparison = strategy.comparison
    if followsSwiftSnapshotTesting, case .text(let text) = payload {
        // Written as the strategy gave it, and compared with its carriage
        // returns, as swift-snapshot-testing writes and compares text.
        payload = .encoded(Array(text.utf8))
        comparison = .textAsWritten
    }
    var verifier = SnapshotVerifier(
        layout: site.layout, environment: environment, usageLog: site.usageLog, diffCommand: diffCommand)
    if diffCommand == nil {
        // No tool set: both files as URLs, and how to set one.
        let root = site.layout.packageRoot
        verifier.diffText = { expected, actual in
            SnapshotTestingConfiguration.DiffTool.default(
                currentFilePath: URL(fileURLWithPath: expected, relativeTo: root).standardizedFileURL.path,
                failedFilePath: URL(fileURLWithPath: actual, relativeTo: root).standardizedFileURL.path)
        }
    }
    if followsSwiftSnapshotTesting {
        let tool = diffTool
        verifier.swiftSnapshotTestingWording = SwiftSnapshotTestingWording(
            testName: testName, snapshotName: originalName,
            diffMessage: { snapshotPath, actualPath in
                tool?.command(snapshotPath, actualPath)
                    ?? SnapshotTestingConfiguration.DiffTool.default(currentFilePath: snapshotPath, failedFilePath: actualPath)
            })
    }
    return verifier.verify(
        payload, against: site.file, mode: mode, callSite: callSite, sharedKey: sharedKey, comparison: comparison,
        recordsEveryMatchUnderAll: followsSwiftSnapshotTesting)
}

extension SnapshotOutcome {
    /// Adds the outcome's files to the running test's report, as
    /// swift-snapshot-testing attaches them: a recorded snapshot, or the
    /// output and the difference of a failure.
    func attach(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        TestFailure.attach(
            attachments, activity: kind == .recorded ? "Attached Recorded Snapshot" : "Attached Failure Diff",
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
