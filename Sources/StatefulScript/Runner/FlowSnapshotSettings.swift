import Foundation
import StatefulSnapshot

/// Where and how a flow's recordings (its transcript, `expect … matches`
/// screens) are compared and recorded: the same files, record modes, CI rule
/// and pending files as `assertSnapshot` (see <doc:/StatefulTesting/SnapshotTestingAndReview>).
///
/// A flow is named by its path relative to the package root, without
/// `.flow` (its *recording name*, ``recordingName(ofFlowAt:)-(URL)``): the flow
/// `Flows/profile/save.flow` records its transcript in
/// `__Snapshots__/flows/Flows/profile/save.txt` and a screen it names
/// `filled` in `__Snapshots__/flows/Flows/profile/save.filled.txt`, so flows in
/// different folders never share a recording.
public struct FlowSnapshotSettings: Sendable {
    /// The package whose `__Snapshots__/` holds the recordings.
    public var layout: SnapshotLayout
    /// Supplies `CI`, `SNAPSHOT_TESTING_RECORD` and `SNAPSHOT_ARTIFACTS`.
    public var environment: SnapshotEnvironment
    /// `--record`: overrides `SNAPSHOT_TESTING_RECORD` (never the CI rule).
    public var record: SnapshotRecordMode?
    /// The command failure messages tell a person to review with, such as
    /// `swift run profile-flows snapshots`; `nil` for plain file commands.
    public var reviewCommand: String?

    /// Why this run writes nothing, such as `"stateful run only compares;
    /// stateful check records"`, or `nil` (the default) to record and leave
    /// pending files as the record mode allows. With a reason, every
    /// recording is only compared: a missing one fails its step saying that
    /// none was recorded and why, and a different one shows its diff; no
    /// recording, pending file or usage note is written, in any record mode.
    public var writesNothingBecause: String?

    /// The folder of `__Snapshots__/` that flow recordings go in.
    public static let folder = "flows"

    /// Creates settings.
    public init(
        layout: SnapshotLayout, environment: SnapshotEnvironment, record: SnapshotRecordMode? = nil,
        reviewCommand: String? = nil
    ) {
        self.layout = layout
        self.environment = environment
        self.record = record
        self.reviewCommand = reviewCommand
    }

    /// The recording of the flow whose recording name is `flowName`: its
    /// transcript when `name` is nil, otherwise its screen `name`.
    public func file(flow flowName: String, named name: String?) -> URL {
        Self.file(in: layout, flow: flowName, named: name)
    }

    /// The recording of flow `flowName` in `layout`'s `__Snapshots__/flows/`.
    public static func file(in layout: SnapshotLayout, flow flowName: String, named name: String?) -> URL {
        var directory = layout.snapshotsDirectory.appendingPathComponent(folder, isDirectory: true)
        let components = flowName.split(separator: "/").map(String.init).filter { !$0.isEmpty && $0 != "." }
        for component in components.dropLast() {
            directory.appendPathComponent(SnapshotPathComponent.sanitized(component), isDirectory: true)
        }
        var base = SnapshotPathComponent.sanitized(components.last ?? "flow")
        if let name { base += "." + SnapshotPathComponent.sanitized(name) }
        // A recording must never be mistaken for a pending file.
        if base.hasSuffix(".pending") { base = String(base.dropLast(".pending".count)) + "_pending" }
        return directory.appendingPathComponent(base + SnapshotLayout.fileSuffix, isDirectory: false)
    }

    /// The recording name of the flow at `url`: its path relative to the
    /// package root without `.flow` (`Flows/profile/save`), or its file name
    /// without `.flow` when it is outside the package.
    public func recordingName(ofFlowAt url: URL) -> String {
        Self.recordingName(ofFlowAt: url, in: layout)
    }

    /// The recording name of the flow at `url` in `layout`'s package.
    public static func recordingName(ofFlowAt url: URL, in layout: SnapshotLayout) -> String {
        let relative = layout.relativePath(of: url.standardizedFileURL)
        let path = relative.hasPrefix("/") ? url.lastPathComponent : relative
        return path.hasSuffix(".flow") ? String(path.dropLast(".flow".count)) : path
    }

    /// The recording name of the flow at `path` in `layout`'s package; a
    /// path that is valid UTF-8 is named as its URL is.
    ///
    /// A path that is not UTF-8 is named from its escaped form
    /// (``RawPath/shown``) with each backslash replaced by `_`:
    /// `Flows/bad\xFF.flow` records as `Flows/bad_xFF`. The name is the
    /// same on every machine; a flow whose UTF-8 name gives the same
    /// recording (`Flows/bad_xFF.flow`) collides with it, which the tool
    /// reports as an error naming both.
    /// - Parameters:
    ///   - path: the flow file, as its bytes (absolute, or relative to the current directory).
    ///   - layout: the package whose recordings are named.
    public static func recordingName(ofFlowAt path: RawPath, in layout: SnapshotLayout) -> String {
        if let text = path.string {
            return recordingName(ofFlowAt: URL(fileURLWithPath: text), in: layout)
        }
        let absolute = path.isAbsolute ? path : RawPath(FileManager.default.currentDirectoryPath).appending(path)
        let standardized = absolute.standardized
        let root = RawPath(layout.packageRoot.standardizedFileURL).standardized
        let named = standardized != root && standardized.starts(with: root)
            ? RawPath(bytes: Array(standardized.bytes.dropFirst(root.bytes.count).drop { $0 == UInt8(ascii: "/") }))
            : standardized.lastComponent
        let shown = named.shown.replacingOccurrences(of: "\\", with: "_")
        return shown.hasSuffix(".flow") ? String(shown.dropLast(".flow".count)) : shown
    }

    /// The recording name of the flow at `path` (which need not be UTF-8).
    /// - Parameters:
    ///   - path: the flow file, as its bytes.
    public func recordingName(ofFlowAt path: RawPath) -> String {
        Self.recordingName(ofFlowAt: path, in: layout)
    }

    /// Compares `text` with the recording, recording or leaving a pending file
    /// as the record mode and environment allow; with `mayRecord` false
    /// (a transcript some of whose steps did not run) it only compares.
    public func verify(
        _ text: String, flow flowName: String, named name: String?, callSite: String, mayRecord: Bool = true
    ) -> SnapshotOutcome {
        verify(text, flow: flowName, named: name, callSite: callSite,
               notRecordedBecause: mayRecord ? nil : "some of the flow's steps did not run")
    }

    /// Compares a flow's transcript with its recording, recording it only
    /// when the run may become its baseline:
    ///
    /// - A run some of whose steps did not run (`isComplete` false) is only
    ///   compared, in every record mode.
    /// - A run with failed steps is not recorded as a new baseline under
    ///   ``/StatefulSnapshot/SnapshotRecordMode/missing`` (the default): the
    ///   failure says that no baseline was written, and how to record one.
    ///   Under `failed` and `all`, which ask to write what differs, it is
    ///   recorded, and the message says it was recorded although steps failed.
    /// - Otherwise, as the record mode allows. Under `CI=true`, nothing is written.
    ///
    /// - Parameters:
    ///   - text: The transcript the flow produced.
    ///   - flowName: The flow's recording name (``recordingName(ofFlowAt:)-(URL)``).
    ///   - callSite: Identifies the comparison (the flow's path).
    ///   - failedSteps: How many of the flow's steps failed, not counting a
    ///     step whose only failure is that it recorded a screen.
    ///   - isComplete: Whether every step of the flow ran.
    public func verifyTranscript(
        _ text: String, flow flowName: String, callSite: String, failedSteps: Int, isComplete: Bool
    ) -> SnapshotOutcome {
        let failed = failedSteps == 1 ? "a step of the flow failed" : "\(failedSteps) steps of the flow failed"
        guard isComplete else {
            return verify(text, flow: flowName, named: nil, callSite: callSite,
                          notRecordedBecause: "some of the flow's steps did not run")
        }
        guard failedSteps > 0, let mode = try? resolvedMode() else {
            return verify(text, flow: flowName, named: nil, callSite: callSite, notRecordedBecause: nil)
        }
        if mode == .missing {
            return verify(text, flow: flowName, named: nil, callSite: callSite, notRecordedBecause: failed
                + ". Fix the flow, then check again: a run whose steps all pass records it "
                + "(or record this run as it is with --record failed)")
        }
        let outcome = verify(text, flow: flowName, named: nil, callSite: callSite, notRecordedBecause: nil)
        guard outcome.kind == .recorded else { return outcome }
        return outcome.appending("Recorded although \(failed) (the record mode is \"\(mode.rawValue)\"): "
            + "review it before committing it.")
    }

    /// Compares `text` with the recording; records it or leaves a pending
    /// file as the record mode and environment allow, unless
    /// `notRecordedBecause` gives a reason not to.
    ///
    /// With a reason, nothing is recorded into the package in any record
    /// mode: the text is compared as under
    /// ``/StatefulSnapshot/SnapshotRecordMode/never`` (a difference leaves a
    /// pending file to review), and where the mode would have recorded, the
    /// failure's message says that nothing was recorded, and why; a missing
    /// recording then leaves no pending file, so nothing offers to accept a
    /// run that must not become a baseline. With ``writesNothingBecause``,
    /// nothing at all is written.
    ///
    /// - Parameters:
    ///   - text: The transcript or screen the flow produced.
    ///   - flowName: The flow's recording name (``recordingName(ofFlowAt:)-(URL)``).
    ///   - name: The screen's name; `nil` for the flow's transcript.
    ///   - callSite: Identifies the comparison (the flow's path, or the step's location).
    ///   - notRecordedBecause: Why the text must not be recorded (`"some of
    ///     the flow's steps did not run"`), or `nil` to record as the mode allows.
    public func verify(
        _ text: String, flow flowName: String, named name: String?, callSite: String, notRecordedBecause: String?
    ) -> SnapshotOutcome {
        let file = file(flow: flowName, named: name)
        let mode: SnapshotRecordMode
        do {
            mode = try resolvedMode()
        } catch {
            return SnapshotOutcome(kind: .error, snapshotPath: layout.relativePath(of: file), message: error.description)
        }
        let verifier = SnapshotVerifier(layout: layout, environment: environment, reviewCommand: reviewCommand)
        // A tool's messages name its own flag, not the environment variable.
        let rerecordAdvice = reviewCommand == nil ? nil : "Or run again with --record failed to re-record."
        if let writesNothingBecause {
            let outcome = verifier.verify(
                .text(text), against: file, mode: .never, callSite: callSite, whyNotRecorded: writesNothingBecause,
                writesNothing: true, rerecordAdvice: rerecordAdvice)
            guard outcome.kind == .mismatch else { return outcome }
            return outcome.appending("Nothing was written: \(writesNothingBecause).")
        }
        // Said only where the mode would have written (never under CI, whose
        // message says already that nothing is written).
        let says = environment.isCI ? nil : notRecordedBecause
        let outcome = verifier.verify(
            .text(text), against: file, mode: notRecordedBecause == nil ? mode : .never, callSite: callSite,
            whyNotRecorded: mode == .never ? nil : says, rerecordAdvice: rerecordAdvice)
        if let reason = says, outcome.kind == .mismatch, mode == .failed || mode == .all {
            return outcome.appending("The recording was not changed: \(reason).")
        }
        return outcome
    }

    /// `--record`, else `SNAPSHOT_TESTING_RECORD`, else the environment's default.
    private func resolvedMode() throws(SnapshotError) -> SnapshotRecordMode {
        try SnapshotRecordMode.resolve(assertion: record, scope: nil, environment: environment)
    }
}

extension SnapshotOutcome {
    /// This outcome with `note` on a line of its own after its message.
    fileprivate func appending(_ note: String) -> SnapshotOutcome {
        SnapshotOutcome(
            kind: kind, snapshotPath: snapshotPath, pendingPath: pendingPath, diff: diff,
            message: message + (message.isEmpty || message.hasSuffix("\n") ? "" : "\n") + note, attachments: attachments)
    }
}
