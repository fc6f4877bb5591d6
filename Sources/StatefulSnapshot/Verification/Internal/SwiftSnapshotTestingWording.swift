import Foundation

/// A snapshot failure worded as swift-snapshot-testing 1.19 words it, for an
/// assertion under `compatibility: .swiftSnapshotTesting`: a suite moved over
/// keeps the failures it reads (and the tests that match them).
///
/// Only the wording follows swift-snapshot-testing: what is written, kept
/// or refused is Stateful's (CI writes nothing, a mismatch leaves a pending
/// file beside the snapshot), and a note about CI or where the actual output
/// went is added after swift-snapshot-testing's text when there is one.
package struct SwiftSnapshotTestingWording: Sendable {
    /// The test's name as `#function` gives it (`testLogin()`), which the
    /// "Re-run" advice names.
    package var testName: String
    /// The name the assertion was given (`named:`), if any.
    package var snapshotName: String?
    /// The diff tool's text for the snapshot's and the actual output's
    /// absolute paths: the tool's command, or the default text naming both files.
    package var diffMessage: @Sendable (_ snapshotPath: String, _ actualPath: String) -> String

    /// A wording for the test `testName` and the assertion's `snapshotName`.
    package init(
        testName: String, snapshotName: String?,
        diffMessage: @escaping @Sendable (_ snapshotPath: String, _ actualPath: String) -> String
    ) {
        self.testName = testName
        self.snapshotName = snapshotName
        self.diffMessage = diffMessage
    }

    /// The snapshot was written because the record mode is `all`.
    package func recordedUnderAll(_ file: URL) -> String {
        """
        Record mode is on. Automatically recorded snapshot: …

        open "\(file.absoluteString)"

        Turn record mode off and re-run "\(testName)" to assert against the newly-recorded snapshot
        """
    }

    /// A missing snapshot was written.
    package func recordedMissing(_ file: URL) -> String {
        """
        No reference was found on disk. Automatically recorded snapshot: …

        open "\(file.absoluteString)"

        Re-run "\(testName)" to assert against the newly-recorded snapshot.
        """
    }

    /// A missing snapshot was not written.
    package static let missingNotRecorded =
        "No reference was found on disk. New snapshot was not recorded because recording is disabled"

    /// A snapshot that does not match: the headline, the diff tool's text
    /// for the two files, and `difference` without the blank space around it.
    package func mismatch(snapshot: URL, actual: URL, rerecorded: Bool, difference: String) -> String {
        var headline = snapshotName.map { "Snapshot \"\($0)\" does not match reference." }
            ?? "Snapshot does not match reference."
        if rerecorded { headline += " A new snapshot was automatically recorded." }
        return """
            \(headline)

            \(diffMessage(snapshot.path, actual.path))

            \(difference.trimmingCharacters(in: .whitespacesAndNewlines))
            """
    }

    // MARK: Inline snapshots

    /// Each line of `text` that is not empty, indented by two spaces.
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "  " + $0 }
            .joined(separator: "\n")
    }

    /// An inline snapshot that was written: missing, or re-recorded under `all`.
    package static func inlineRecorded(testName: String, trailingClosureLabel: String, difference: String?) -> String {
        var failure = trailingClosureLabel == InlineSnapshotSyntaxDescriptor.defaultTrailingClosureLabel
            ? "Automatically recorded a new snapshot."
            : "Automatically recorded a new snapshot for \"\(trailingClosureLabel)\"."
        if let difference { failure += " Difference: …\n\n" + indented(difference) }
        return failure + "\n\nRe-run \"\(testName)\" to assert against the newly-recorded snapshot."
    }

    /// An inline snapshot with no expected text that was not written.
    package static func inlineMissing(actual: String) -> String {
        "No expected value to assert against. Actual: …\n\n" + indented(actual)
    }

    /// An inline snapshot that does not match; `rerecorded` under `failed`.
    package static func inlineMismatch(difference: String, rerecorded: Bool) -> String {
        "Snapshot did not match. Difference: …\n\n" + indented(difference)
            + (rerecorded ? "\n\nA new snapshot was automatically recorded." : "")
    }
}
