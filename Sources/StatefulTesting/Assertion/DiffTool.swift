import Foundation
import StatefulSnapshot

extension SnapshotTestingConfiguration {
    /// A command that compares two files — the recorded snapshot and the
    /// actual output left beside it — shown in every failure message that
    /// leaves a pending file, ready to paste into a terminal.
    ///
    /// Give it as a template with `{expected}` and `{actual}` where the two
    /// paths go (each is shell-quoted), as a plain command (the two paths are
    /// appended), or as a closure:
    ///
    /// ```swift
    /// @Suite(.snapshots(diffTool: "code --diff {expected} {actual}"))
    /// struct ProfileTests {}
    ///
    /// let tool = SnapshotTestingConfiguration.DiffTool { expected, actual in "opendiff \(expected) \(actual)" }
    /// ```
    ///
    /// The same template in `SNAPSHOT_TESTING_DIFF_TOOL` applies when no scope
    /// sets one, and `stateful snapshots review` opens a pending change with it.
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        /// The command for an expected and an actual file path (both already shell-quoted).
        public let command: @Sendable (_ expected: String, _ actual: String) -> String

        /// For a tool whose text takes the paths as they are (``default``), that text.
        private let unquoted: (@Sendable (_ expected: String, _ actual: String) -> String)?

        /// A tool whose command `command` builds from the two shell-quoted paths.
        public init(_ command: @escaping @Sendable (_ expected: String, _ actual: String) -> String) {
            self.command = command
            self.unquoted = nil
        }

        /// A tool whose text `text` builds from the two paths as they are.
        private init(unquoted text: @escaping @Sendable (_ expected: String, _ actual: String) -> String) {
            self.command = text
            self.unquoted = text
        }

        /// A tool from a template: `{expected}` and `{actual}` are replaced by
        /// the paths; a template with neither gets both appended.
        public init(template: String) {
            let template = SnapshotDiffCommand(template: template)
            self.command = { expected, actual in template.command(expected: expected, actual: actual, quoted: false) }
            self.unquoted = nil
        }

        /// A tool from a template, as ``init(template:)``.
        public init(stringLiteral value: String) {
            self.init(template: value)
        }

        /// Kaleidoscope's `ksdiff`.
        public static let ksdiff: DiffTool = "ksdiff {expected} {actual}"

        /// `git diff --no-index`, which every machine with git has.
        public static let gitDiff: DiffTool = "git diff --no-index {expected} {actual}"

        /// What a failure shows when no diff tool is set, as swift-snapshot-testing's
        /// default shows it: the two files as `file://` URLs (which an editor
        /// or a terminal opens), then how to set a tool.
        ///
        /// ```text
        /// @−
        /// "file:///…/__Snapshots__/ProfileTests/summary.txt"
        /// @+
        /// "file:///…/__Snapshots__/ProfileTests/summary.pending.txt"
        ///
        /// To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:
        /// …
        /// ```
        public static let `default` = DiffTool(unquoted: { expected, actual in
            """
            @\u{2212}
            "file://\(expected)"
            @+
            "file://\(actual)"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }
            """
        })

        /// The command for these two paths.
        public func command(expected: String, actual: String) -> String {
            if let unquoted { return unquoted(expected, actual) }
            return command(SnapshotDiffCommand.quoted(expected), SnapshotDiffCommand.quoted(actual))
        }

        /// The command for these two paths, under swift-snapshot-testing's
        /// labels: `tool(currentFilePath: "old.png", failedFilePath: "new.png")`.
        ///
        /// - Parameters:
        ///   - currentFilePath: The recorded snapshot's path.
        ///   - failedFilePath: The path of the file holding what the test produced.
        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            command(expected: currentFilePath, actual: failedFilePath)
        }
    }
}
