import Foundation

/// Compares actual text with an inline snapshot's expected text and applies
/// the record mode: the engine behind `assertInlineSnapshot`, free of any
/// test framework.
///
/// - A missing expectation (no trailing closure) is written into the source
///   unless the mode is ``SnapshotRecordMode/never``.
/// - A wrong one is replaced under ``SnapshotRecordMode/failed`` and
///   ``SnapshotRecordMode/all``.
/// - Under CI nothing is ever written: the failure shows the diff and the
///   command that records it locally.
///
/// Recording fails the assertion too, so a run that rewrote sources never
/// looks green.
package struct InlineSnapshotVerifier: Sendable {
    /// The environment (CI).
    package var environment: SnapshotEnvironment
    /// Where recordings go.
    package var recorder: InlineSnapshotRecorder
    /// Whether failures are worded as swift-snapshot-testing words them
    /// (`compatibility: .swiftSnapshotTesting`); what is written is the same.
    package var followsSwiftSnapshotTesting = false

    /// A verifier writing through `recorder`.
    package init(environment: SnapshotEnvironment, recorder: InlineSnapshotRecorder = .shared) {
        self.environment = environment
        self.recorder = recorder
    }

    /// When a recording reaches the source, as a failure says it.
    package static let writtenWhen = "It is written into the source when the test process ends, "
        + "with the other recordings of the file."

    /// The outcome of comparing `actual` with `expected` (`nil`: no closure)
    /// for the call at `filePath`:`line`:`column`, shown as `displayPath`;
    /// a strategy made with a custom ``Diffing`` compares the two texts' UTF-8
    /// bytes by `comparison` and shows its message.
    package func verify(
        _ actual: String, expected: String?, mode: SnapshotRecordMode, filePath: String, displayPath: String,
        testName: String, line: Int, column: Int,
        syntax: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
        comparison: SnapshotComparison? = nil, packageRoot: URL? = nil
    ) -> SnapshotOutcome {
        let place = "\(displayPath):\(line):\(column)"
        let givenActual = actual
        let actual = SnapshotText.withOneFinalNewline(actual)
        let expectedText = expected.map(SnapshotText.withOneFinalNewline)
        // As swift-snapshot-testing, record mode `all` re-records a match too.
        let rerecordsMatch = followsSwiftSnapshotTesting && mode == .all && !environment.isCI
        if expectedText == actual, !rerecordsMatch {
            return SnapshotOutcome(kind: .matched, snapshotPath: place)
        }
        let filter = SnapshotLayout.functionBaseName(testName)
        var diff = expectedText.map { UnifiedDiff(expected: $0, actual: actual) }
        var shownDiff = diff.map { "\n" + $0.rendered(expectedLabel: "expected (inline)", actualLabel: "actual") } ?? ""
        // swift-snapshot-testing's difference, of the texts as they are.
        var swiftSnapshotTestingDifference = followsSwiftSnapshotTesting
            ? SwiftSnapshotTestingLineDiff.text(from: expected ?? "", to: givenActual).map(VisibleText.escaped) : nil
        if let comparison, let expectedText {
            if let difference = comparison.difference(recorded: Array(expectedText.utf8), actual: Array(actual.utf8)) {
                diff = nil
                shownDiff = "\n" + VisibleText.escaped(difference.message)
                swiftSnapshotTestingDifference = VisibleText.escaped(difference.message)
            } else if mode != .all || environment.isCI {
                // The diffing's own notion of a match; only `all` rewrites the text.
                return SnapshotOutcome(kind: .matched, snapshotPath: place)
            }
        }
        let mayRecord = expectedText == nil ? mode != .never : (mode == .failed || mode == .all)
        if mayRecord, !environment.isCI {
            do throws(InlineSnapshotError) {
                guard let root = packageRoot ?? InlineSnapshotRecorder.packageRoot(forTestFile: filePath) else {
                    throw InlineSnapshotError.outsidePackage(path: filePath, resolvedPath: filePath, packageRoot: "(no Package.swift found)")
                }
                try recorder.record(
                    actual, expected: expected, path: filePath, line: line, column: column, syntax: syntax, packageRoot: root)
            } catch {
                return SnapshotOutcome(kind: .error, snapshotPath: place, diff: diff, message: error.description)
            }
            if followsSwiftSnapshotTesting {
                let message = expectedText == nil || mode == .all
                    ? SwiftSnapshotTestingWording.inlineRecorded(
                        testName: testName, trailingClosureLabel: syntax.trailingClosureLabel,
                        difference: swiftSnapshotTestingDifference)
                    : SwiftSnapshotTestingWording.inlineMismatch(
                        difference: swiftSnapshotTestingDifference ?? "", rerecorded: true)
                return SnapshotOutcome(kind: .recorded, snapshotPath: place, diff: diff, message: message)
            }
            let headline = expectedText == nil
                ? "Recorded a new inline snapshot at \(place)."
                : "Re-recorded the inline snapshot at \(place), which did not match:"
            return SnapshotOutcome(
                kind: .recorded, snapshotPath: place, diff: diff,
                message: headline + shownDiff + "\n" + Self.writtenWhen
                    + " Review the source, commit it, and run the test again.")
        }
        let neededMode: SnapshotRecordMode = expectedText == nil ? .missing : .failed
        let ciNote = environment.isCI
            ? "\nCI is set, so no source file is rewritten\(mode == .never ? "" : " (record mode \"\(mode.rawValue)\" ignored)")."
            : ""
        let record = "\nTo record it, run locally: \(SnapshotRecordMode.environmentVariable)=\(neededMode.rawValue) swift test --filter \(filter)"
        if followsSwiftSnapshotTesting {
            let message = expectedText == nil
                ? SwiftSnapshotTestingWording.inlineMissing(actual: VisibleText.escaped(givenActual))
                : SwiftSnapshotTestingWording.inlineMismatch(difference: swiftSnapshotTestingDifference ?? "", rerecorded: false)
            return SnapshotOutcome(
                kind: expectedText == nil ? .missing : .mismatch, snapshotPath: place, diff: diff,
                message: message + (environment.isCI ? ciNote + record : ""))
        }
        if expectedText == nil {
            return SnapshotOutcome(
                kind: .missing, snapshotPath: place,
                message: "No inline snapshot at \(place) (record mode \"\(mode.rawValue)\"). The actual text:\n"
                    + actual + ciNote.dropFirst() + (ciNote.isEmpty ? String(record.dropFirst()) : record))
        }
        return SnapshotOutcome(
            kind: .mismatch, snapshotPath: place, diff: diff,
            message: "Inline snapshot at \(place) does not match:" + shownDiff + ciNote + record)
    }
}
