import Foundation

/// A diff command template, such as `ksdiff {expected} {actual}`: the
/// `{expected}` and `{actual}` placeholders take the two file paths, shell-quoted.
/// A template with neither placeholder gets both paths appended.
///
/// Test assertions show it in failure messages; the review tool runs it.
///
/// ```swift
/// SnapshotDiffCommand(template: "opendiff {expected} {actual}")
///     .command(expected: "a b.txt", actual: "c.txt")   // opendiff 'a b.txt' c.txt
/// ```
public struct SnapshotDiffCommand: Sendable, Equatable {
    /// The environment variable that holds a template for every test and the review tool.
    public static let environmentVariable = "SNAPSHOT_TESTING_DIFF_TOOL"

    /// The template as given.
    public let template: String

    /// A command made from `template`.
    public init(template: String) {
        self.template = template
    }

    /// The command for the two paths.
    ///
    /// - Parameters:
    ///   - expected: The path of the recorded snapshot file.
    ///   - actual: The path of the file holding what the test produced.
    ///   - quoted: Whether the paths still need shell quoting (`true`
    ///     for plain paths, `false` when the caller quoted them).
    public func command(expected: String, actual: String, quoted: Bool = true) -> String {
        let expected = quoted ? Self.quoted(expected) : expected
        let actual = quoted ? Self.quoted(actual) : actual
        guard template.contains("{expected}") || template.contains("{actual}") else {
            return template + " " + expected + " " + actual
        }
        return template.replacingOccurrences(of: "{expected}", with: expected)
            .replacingOccurrences(of: "{actual}", with: actual)
    }

    /// `path` as one shell word: as it is when it holds only safe characters,
    /// else in single quotes (a `'` inside written `'\''`).
    public static func quoted(_ path: String) -> String {
        let safe = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+:@%,=".contains($0)) }
        if safe, !path.isEmpty { return path }
        return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
