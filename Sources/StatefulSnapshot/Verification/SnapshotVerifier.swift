import Foundation

/// Compares actual output with a snapshot file and applies the record mode:
/// the engine behind `assertSnapshot`, free of any test framework so that
/// tools can use it too.
///
/// Under CI (``SnapshotEnvironment/isCI``) nothing is ever written into the
/// package tree, whatever the mode says; pending files then go to
/// `SNAPSHOT_ARTIFACTS` when it is set, and nowhere otherwise.
///
/// Snapshots are read and written with ``SnapshotFile`` inside the layout's
/// package root (pending files inside the artifacts directory when there is
/// one), so a snapshot path that is not a regular file, is too large, or
/// leads outside the package through a symbolic link is an
/// ``SnapshotOutcome/Kind-swift.enum/error`` with a message naming it. A
/// mismatch's diff is cut to ``UnifiedDiff/defaultMaximumLines`` lines; the
/// pending file holds the whole actual output.
///
/// ```swift
/// let layout = SnapshotLayout(packageRoot: URL(fileURLWithPath: "/src/App"))
/// let file = layout.snapshotFile(testFilePath: "/src/App/Tests/AppTests/ProfileTests.swift",
///                                testName: "emptyProfile()", snapshotName: nil)
/// let verifier = SnapshotVerifier(layout: layout, environment: .process)
/// let outcome = verifier.verify("Hello\n", against: file, mode: .missing)
/// if outcome.isFailure { print(outcome.message) }
/// ```
public struct SnapshotVerifier: Sendable {
    /// Where snapshots live.
    public let layout: SnapshotLayout
    /// The environment (CI, artifacts directory).
    public let environment: SnapshotEnvironment
    /// Where used snapshots are noted for orphan detection.
    public let usageLog: SnapshotUsageLog
    /// The review command a failure message tells a person to run, such as
    /// `swift run profile-flows snapshots` (a tool passes its own); with
    /// `nil`, the message gives the plain file commands (`mv`, `rm`) instead.
    public let reviewCommand: String?
    /// Builds the diff-tool command a failure shows, from the snapshot's and
    /// the pending file's paths (relative to the package root); `nil` shows none.
    public let diffCommand: (@Sendable (_ expected: String, _ actual: String) -> String)?
    /// What a failure shows in place of a diff command when there is none
    /// (`assertSnapshot`'s default diff tool: both files as URLs), from the
    /// same two paths; `nil` shows nothing.
    package var diffText: (@Sendable (_ expected: String, _ actual: String) -> String)?
    /// When set, failures are worded as swift-snapshot-testing words them
    /// (`compatibility: .swiftSnapshotTesting`); what is written is the same.
    package var swiftSnapshotTestingWording: SwiftSnapshotTestingWording?

    /// A verifier for `layout`; by default it notes usage in the layout's usage log.
    public init(
        layout: SnapshotLayout, environment: SnapshotEnvironment, usageLog: SnapshotUsageLog? = nil,
        reviewCommand: String? = nil, diffCommand: (@Sendable (_ expected: String, _ actual: String) -> String)? = nil
    ) {
        self.layout = layout
        self.environment = environment
        self.usageLog = usageLog ?? SnapshotUsageLog(layout: layout)
        self.reviewCommand = reviewCommand
        self.diffCommand = diffCommand
    }

    /// Compares `actual` with the snapshot at `snapshot`, recording or leaving
    /// a pending file as `mode` and the environment allow.
    ///
    /// - Parameters:
    ///   - actual: The text the test produced.
    ///   - snapshot: The snapshot file to compare it with.
    ///   - mode: The record mode of the assertion.
    ///   - callSite: Identifies the assertion (for example `file:line:column`); a
    ///     second call site using the same file in this process is an error.
    public func verify(
        _ actual: String, against snapshot: URL, mode: SnapshotRecordMode, callSite: String? = nil
    ) -> SnapshotOutcome {
        verify(.text(actual), against: snapshot, mode: mode, callSite: callSite)
    }

    /// Compares `bytes` with the binary snapshot at `snapshot`, as
    /// ``verify(_:against:mode:callSite:)`` compares text: the file and the
    /// pending file hold the bytes as they are, and a mismatch's diff is of
    /// their ``HexDump``s.
    ///
    /// - Parameters:
    ///   - bytes: The bytes the test produced.
    ///   - snapshot: The snapshot file to compare them with.
    ///   - mode: The record mode of the assertion.
    ///   - callSite: As for ``verify(_:against:mode:callSite:)``.
    public func verify(
        bytes: [UInt8], against snapshot: URL, mode: SnapshotRecordMode, callSite: String? = nil
    ) -> SnapshotOutcome {
        verify(.bytes(bytes), against: snapshot, mode: mode, callSite: callSite)
    }

    /// Compares text or bytes with the snapshot at `snapshot`; bytes a custom
    /// ``Diffing`` wrote are compared by `comparison`. `whyNotRecorded`
    /// (with `mode` `never`) says in a missing snapshot's message why none
    /// was recorded, in place of the record mode, and then no pending file is
    /// left (there is nothing to accept: a run that must not be recorded
    /// leaves no output to accept either). With `writesNothing`, nothing at
    /// all is written: no recording and no pending file, for a mismatch
    /// either. `rerecordAdvice` replaces the closing "Or run again with
    /// SNAPSHOT_TESTING_RECORD=failed" line (a tool names its own flag).
    /// Assertions with the same `sharedKey` may use one file (each compares
    /// with it); without one, only the same `callSite` may. With
    /// `recordsEveryMatchUnderAll`, the mode `all` writes and fails even a
    /// snapshot that matched, as swift-snapshot-testing's does.
    package func verify(
        _ actual: SnapshotPayload, against snapshot: URL, mode: SnapshotRecordMode, callSite: String? = nil,
        sharedKey: String? = nil, comparison: SnapshotComparison? = nil, whyNotRecorded: String? = nil,
        writesNothing: Bool = false, rerecordAdvice: String? = nil, recordsEveryMatchUnderAll: Bool = false
    ) -> SnapshotOutcome {
        let paths = VerifiedPaths.of(snapshot, in: layout)
        let snapshotPath = paths.relative
        if let callSite, let owner = CallSiteRegistry.claim(paths.absolute, for: callSite, key: sharedKey) {
            return SnapshotOutcome(
                kind: .error, snapshotPath: snapshotPath,
                message: "Snapshot \(snapshotPath) is already used by the assertion at \(owner). "
                    + "Give one of the two assertions a distinct name (named: \"…\").")
        }
        // A usage log that cannot be written only weakens orphan detection;
        // it must not fail the comparison.
        // Nothing, not even the log, is written when the caller asks for none.
        if !writesNothing { try? usageLog.note(relativePath: snapshotPath) }

        var actual = actual
        if case .text(let text) = actual { actual = .text(SnapshotText.normalized(text)) }
        let mayWriteTree = !environment.isCI && !writesNothing
        let ignoredMode = mode == .never ? "" : " (record mode \"\(mode.rawValue)\" ignored)"
        let ciNote = environment.isCI
            ? "\nCI is set, so nothing is recorded into the package tree\(ignoredMode). "
                + "Record snapshots locally and commit them."
            : ""

        let expected: SnapshotPayload?
        do {
            // A path that plainly lies inside the root needs no resolution
            // of links; any other is resolved and checked by SnapshotFile.
            let root = paths.isPlainlyInsideRoot ? nil : layout.packageRoot
            switch actual {
            case .text:
                expected = try SnapshotFile.read(snapshot, within: root).map(SnapshotPayload.text)
            case .bytes:
                expected = try SnapshotFile.readBytes(snapshot, within: root).map(SnapshotPayload.bytes)
            case .encoded:
                expected = try SnapshotFile.readBytes(snapshot, within: root).map(SnapshotPayload.encoded)
            }
        } catch {
            let error = error.relative(to: layout)
            guard mode == .all, mayWriteTree else {
                return SnapshotOutcome(kind: .error, snapshotPath: snapshotPath, message: error.description)
            }
            return record(actual, to: snapshot, path: snapshotPath, diff: nil,
                          headline: "Re-recorded snapshot \(snapshotPath), which could not be read (\(error.description)).",
                          swiftSnapshotTestingMessage: swiftSnapshotTestingWording?.recordedUnderAll(paths.absoluteURL))
        }

        guard let expected else {
            if mode != .never, mayWriteTree {
                return record(actual, to: snapshot, path: snapshotPath, diff: nil,
                              headline: "Recorded a new snapshot: \(snapshotPath).",
                              swiftSnapshotTestingMessage: mode == .all
                                  ? swiftSnapshotTestingWording?.recordedUnderAll(paths.absoluteURL)
                                  : swiftSnapshotTestingWording?.recordedMissing(paths.absoluteURL))
            }
            if let whyNotRecorded {
                // Nothing to accept: a stale pending file from an earlier run
                // would offer one, so it goes too.
                if mayWriteTree { removeStalePending(paths) }
                return SnapshotOutcome(
                    kind: .missing, snapshotPath: snapshotPath,
                    message: "No snapshot at \(snapshotPath); none was recorded: \(whyNotRecorded)." + ciNote)
            }
            if swiftSnapshotTestingWording != nil {
                // As swift-snapshot-testing, nothing is left beside the
                // snapshot; under CI the output still goes to the artifacts.
                let pending = writesNothing || !environment.isCI
                    ? (path: nil, advice: "") : leavePending(actual, for: snapshot, rerecordAdvice: rerecordAdvice)
                return SnapshotOutcome(
                    kind: .missing, snapshotPath: snapshotPath, pendingPath: pending.path,
                    message: SwiftSnapshotTestingWording.missingNotRecorded + ciNote
                        + (pending.advice.isEmpty ? "" : "\n" + pending.advice),
                    attachments: [Self.attachment(actual, named: paths.pendingName)])
            }
            let pending = writesNothing
                ? (path: nil, advice: "") : leavePending(actual, for: snapshot, rerecordAdvice: rerecordAdvice)
            return SnapshotOutcome(
                kind: .missing, snapshotPath: snapshotPath, pendingPath: pending.path,
                message: "No snapshot at \(snapshotPath)"
                    + " (record mode \"\(mode.rawValue)\")." + ciNote
                    + (pending.advice.isEmpty ? "" : "\n" + pending.advice),
                attachments: [Self.attachment(actual, named: paths.pendingName)])
        }

        if expected == actual {
            if mode == .all, recordsEveryMatchUnderAll, mayWriteTree {
                return record(actual, to: snapshot, path: snapshotPath, diff: nil,
                              headline: "Record mode is all: re-recorded snapshot \(snapshotPath), which matched.",
                              swiftSnapshotTestingMessage: swiftSnapshotTestingWording?.recordedUnderAll(paths.absoluteURL))
            }
            if mayWriteTree { removeStalePending(paths) }
            return SnapshotOutcome(kind: .matched, snapshotPath: snapshotPath)
        }

        let diff: UnifiedDiff?
        let shownDiff: String
        var attachments: [DiffAttachment] = []
        if let comparison, let recordedBytes = expected.bytes, let actualBytes = actual.bytes {
            guard let difference = comparison.difference(recorded: recordedBytes, actual: actualBytes) else {
                // The diffing's own notion of a match (a tolerance, say):
                // only `all` writes the new bytes.
                if mode == .all, mayWriteTree {
                    return record(actual, to: snapshot, path: snapshotPath, diff: nil,
                                  headline: "Re-recorded snapshot \(snapshotPath), which its diffing matched "
                                      + "but whose bytes changed.",
                                  swiftSnapshotTestingMessage: swiftSnapshotTestingWording?.recordedUnderAll(paths.absoluteURL))
                }
                if mayWriteTree { removeStalePending(paths) }
                return SnapshotOutcome(kind: .matched, snapshotPath: snapshotPath)
            }
            diff = nil
            shownDiff = VisibleText.escaped(difference.message)
            attachments = difference.attachments
        } else {
            let lineDiff = UnifiedDiff(expected: expected.readableText, actual: actual.readableText)
            diff = lineDiff
            shownDiff = lineDiff.rendered(expectedLabel: snapshotPath, actualLabel: "actual")
            attachments = [.data(Data(shownDiff.utf8), name: "difference.patch")]
        }
        let pendingURL = layout.pendingFile(for: snapshot, artifacts: environment.artifactsDirectory)
        if (mode == .all || mode == .failed), mayWriteTree {
            return record(actual, to: snapshot, path: snapshotPath, diff: diff,
                          headline: "Re-recorded snapshot \(snapshotPath), which did not match:\n\(shownDiff)",
                          attachments: attachments,
                          swiftSnapshotTestingMessage: mode == .all
                              ? swiftSnapshotTestingWording?.recordedUnderAll(paths.absoluteURL)
                              : swiftSnapshotTestingWording?.mismatch(
                                  snapshot: paths.absoluteURL, actual: pendingURL, rerecorded: true, difference: shownDiff))
        }
        attachments.append(Self.attachment(actual, named: paths.pendingName))
        let pending = writesNothing
            ? (path: nil, advice: "") : leavePending(actual, for: snapshot, rerecordAdvice: rerecordAdvice)
        if let swiftSnapshotTestingWording {
            // swift-snapshot-testing's diff-tool text names the pending file;
            // only where CI put it is added.
            return SnapshotOutcome(
                kind: .mismatch, snapshotPath: snapshotPath, pendingPath: pending.path, diff: diff,
                message: swiftSnapshotTestingWording.mismatch(
                    snapshot: paths.absoluteURL, actual: pendingURL, rerecorded: false, difference: shownDiff)
                    + ciNote + (environment.isCI && !pending.advice.isEmpty ? "\n" + pending.advice : ""),
                attachments: attachments)
        }
        return SnapshotOutcome(
            kind: .mismatch, snapshotPath: snapshotPath, pendingPath: pending.path, diff: diff,
            message: "Snapshot \(snapshotPath) does not match:\n\(shownDiff)" + ciNote
                + (pending.advice.isEmpty ? "" : "\n" + pending.advice),
            attachments: attachments)
    }

    /// Writes the snapshot; the message is `headline` and the review
    /// advice, or `swiftSnapshotTestingMessage` as it is when there is one.
    private func record(
        _ actual: SnapshotPayload, to snapshot: URL, path: String, diff: UnifiedDiff?, headline: String,
        attachments: [DiffAttachment] = [], swiftSnapshotTestingMessage: String? = nil
    ) -> SnapshotOutcome {
        do {
            try Self.write(actual, to: snapshot, within: layout.packageRoot)
        } catch {
            return SnapshotOutcome(kind: .error, snapshotPath: path, diff: diff, message: error.relative(to: layout).description)
        }
        removeStalePending(VerifiedPaths.of(snapshot, in: layout))
        return SnapshotOutcome(
            kind: .recorded, snapshotPath: path, diff: diff,
            message: swiftSnapshotTestingMessage ?? headline + "\nReview it, commit it, and run the test again.",
            attachments: attachments + [Self.attachment(actual, named: snapshot.lastPathComponent)])
    }

    /// What was recorded or produced, as the test report shows it: the
    /// bytes the file holds (or would hold), under the file's name.
    private static func attachment(_ payload: SnapshotPayload, named name: String) -> DiffAttachment {
        switch payload {
        case .text(let text): .data(Data(text.utf8), name: name)
        case .bytes(let bytes), .encoded(let bytes): .data(Data(bytes), name: name)
        }
    }

    /// Writes the pending file (where allowed) and says how to accept it.
    /// Writes text (normalised) or bytes (as they are).
    private static func write(_ payload: SnapshotPayload, to url: URL, within root: URL) throws(SnapshotError) {
        switch payload {
        case .text(let text): try SnapshotFile.write(text, to: url, within: root)
        case .bytes(let bytes), .encoded(let bytes): try SnapshotFile.writeBytes(bytes, to: url, within: root)
        }
    }

    private func leavePending(
        _ actual: SnapshotPayload, for snapshot: URL, rerecordAdvice: String? = nil
    ) -> (path: String?, advice: String) {
        let artifacts = environment.artifactsDirectory
        guard artifacts != nil || !environment.isCI else {
            return (nil, "The actual output was not kept: set \(SnapshotEnvironment.artifactsVariable) "
                + "to a directory to receive it under CI.")
        }
        let pending = layout.pendingFile(for: snapshot, artifacts: artifacts)
        let pendingPath = layout.relativePath(of: pending)
        do {
            try Self.write(actual, to: pending, within: artifacts ?? layout.packageRoot)
        } catch {
            return (nil, "The actual output could not be kept: \(error.relative(to: layout).description)")
        }
        guard artifacts == nil else {
            return (pendingPath, "The actual output is in \(pendingPath). To accept it, copy it over "
                + "\(layout.relativePath(of: snapshot)) in your checkout, or re-record it locally.")
        }
        let snapshotPath = layout.relativePath(of: snapshot)
        let accept = reviewCommand.map { "\($0) accept \(pendingPath)" } ?? "mv \(pendingPath) \(snapshotPath)"
        let reject = reviewCommand.map { "\($0) reject \(pendingPath)" } ?? "rm \(pendingPath)"
        let compare = diffCommand.map { "Compare: \($0(snapshotPath, pendingPath))\n" }
            ?? diffText.map { $0(snapshotPath, pendingPath) + "\n" } ?? ""
        return (pendingPath, "The actual output is in \(pendingPath).\n"
            + compare
            + "Accept it: \(accept)\n"
            + "Reject it: \(reject)\n"
            + (rerecordAdvice ?? "Or run again with \(SnapshotRecordMode.environmentVariable)=failed to re-record."))
    }

    private func removeStalePending(_ paths: VerifiedPaths) {
        if paths.pendingExists {
            try? FileManager.default.removeItem(atPath: paths.pendingBeside)
        }
    }
}
