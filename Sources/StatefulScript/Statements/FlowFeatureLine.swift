import Foundation

/// A flow's `feature:` line: which of a tool's features the flow drives.
///
/// ```text
/// # Flows/checkout.flow
/// feature: shop
/// tags: smoke
/// tap "Pay"
/// ```
///
/// A tool with several features reads it before parsing the flow (whose
/// Commands are the feature's), so that `check` on a folder of flows of
/// different features needs no `--feature`. The line comes before the first
/// statement, once, in the flow that is run (not in an included file); the
/// parser reports a misplaced or malformed one where it is, and keeps the
/// name in ``FlowScript/feature``.
public struct FlowFeatureLine: Sendable, Hashable {
    /// The feature's name, as the tool registers it.
    public var name: String
    /// Where the name is written.
    public var location: SourceLocation

    /// Creates a feature line.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// The `feature:` line of `source`, a flow named `file`; `nil` when
    /// it has none before its first statement, or a malformed one (which
    /// the parser reports).
    public static func find(in source: String, file: String) -> FlowFeatureLine? {
        var text = Substring(source)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let characters = Array(line.hasSuffix("\r") ? line.dropLast() : line)
            if FeatureHeader.isFeatureLine(characters) {
                guard case .success(let (name, column)) = FeatureHeader.parse(characters) else { return nil }
                return FlowFeatureLine(name: name, location: SourceLocation(file: file, line: number, column: column))
            }
            if TagsHeader.isBlankOrComment(characters) || TagsHeader.isTagsLine(characters) { continue }
            return nil
        }
        return nil
    }

    /// The `feature:` line of the flow file at `path`, named `displayPath`;
    /// `nil` when it has none, or the file cannot be read as a flow (the
    /// parser reports why).
    public static func read(contentsOf path: RawPath, displayPath: String) -> FlowFeatureLine? {
        guard let data = try? FlowFileReader(root: nil).read(path, requireInsideRoot: false),
              case .success(let source) = UTF8Text.decode(data)
        else { return nil }
        return find(in: source, file: displayPath)
    }
}
