import Foundation
import StatefulSnapshot

/// The recordings a flow file uses, found from its text alone (no feature
/// needed): its transcript and every screen or outline it compares with
/// `expect … matches "NAME"`, in the file and in the files it includes.
///
/// A tool counts these as used when it looks for orphaned snapshots, so a
/// recording that a flow in the package uses is never reported or deleted as
/// an orphan, whichever workflow came before.
///
/// ```swift
/// FlowRecordings.paths(ofFlowAt: url, in: layout)
/// // ["__Snapshots__/flows/Flows/save.txt", "__Snapshots__/flows/Flows/save.filled.txt"]
/// ```
public enum FlowRecordings {
    /// How deep includes are followed; deeper ones are ignored here (the
    /// parser reports them when the flow runs).
    public static let includeDepthLimit = 32

    /// The recordings of the flow at `url`, relative to `layout`'s package
    /// root, sorted. A name built from a parameter (`matches "${NAME}"`) cannot
    /// be known without running the flow and is left out.
    public static func paths(ofFlowAt url: URL, in layout: SnapshotLayout) -> [String] {
        let flowName = FlowSnapshotSettings.recordingName(ofFlowAt: url, in: layout)
        var names: Set<String> = []
        var visited: Set<String> = []
        let reader = FlowFileReader(root: layout.packageRoot)
        let rowCount = collectNames(in: url, reader: reader, into: &names, visited: &visited, depth: 0)
        // A flow with rows records each row apart: `NAME.row-1.txt`, `NAME.row-1.filled.txt`, …
        let recordingNames = rowCount == 0 ? [flowName] : (1...rowCount).map { "\(flowName).row-\($0)" }
        let files = recordingNames.flatMap { recording in
            [FlowSnapshotSettings.file(in: layout, flow: recording, named: nil)]
                + names.map { FlowSnapshotSettings.file(in: layout, flow: recording, named: $0) }
        }
        return files.map { layout.relativePath(of: $0) }.sorted()
    }

    /// Every `*.flow` file under `directory`, recursively, sorted by path;
    /// build folders (`.build…`) and hidden folders are skipped.
    public static func flowFiles(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isRegularFileKey],
            options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name.hasPrefix(".build") || name == SnapshotLayout.directoryName {
                enumerator.skipDescendants()
                continue
            }
            guard name.hasSuffix(".flow"),
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            result.append(url.standardizedFileURL)
        }
        return result.sorted { $0.path < $1.path }
    }

    /// Reads as the parser does (`reader` refuses devices, FIFOs, system
    /// files, files over the size limit and includes outside the package,
    /// unread), so a hostile include cannot make a look for orphans hang.
    /// Returns how many rows the file's `rows` block lists (0 without one).
    @discardableResult
    private static func collectNames(
        in url: URL, reader: FlowFileReader, into names: inout Set<String>, visited: inout Set<String>, depth: Int
    ) -> Int {
        let canonical = url.standardizedFileURL.resolvingSymlinksInPath().path
        guard depth <= includeDepthLimit, visited.insert(canonical).inserted,
              let data = try? reader.read(url, requireInsideRoot: depth > 0),
              let source = String(data: data, encoding: .utf8)
        else { return 0 }
        var rowCount = 0
        // Inside a `rows` block (the first), counting its rows.
        var inRows = false
        var rowsSeen = false
        // `isNewline` takes CRLF (one Character) as well as LF.
        for line in source.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            guard case .success(let tokens) = Lexer.tokenize(Array(line)), let firstToken = tokens.first else {
                continue
            }
            if inRows {
                if tokens.count == 1, firstToken.isSymbol("}") {
                    inRows = false
                } else {
                    rowCount = min(rowCount + 1, ScriptLimits.rows)
                }
                continue
            }
            if RowsHeader.opens(tokens) {
                inRows = !rowsSeen && depth == 0
                rowsSeen = true
                continue
            }
            guard let first = firstToken.identifier else { continue }
            if first == "include", tokens.count == 2, let path = literal(tokens[1]) {
                let included = path.hasPrefix("/")
                    ? URL(fileURLWithPath: path) : url.deletingLastPathComponent().appendingPathComponent(path)
                collectNames(in: included, reader: reader, into: &names, visited: &visited, depth: depth + 1)
            } else if first == "expect",
                      let matches = tokens.firstIndex(where: { $0.identifier == "matches" }),
                      matches + 1 < tokens.count, let name = literal(tokens[matches + 1]) {
                names.insert(name)
            }
        }
        return rowCount
    }

    /// A string literal's text, when it holds no parameter.
    private static func literal(_ token: Token) -> String? {
        guard case .string(let parts) = token.kind else { return nil }
        var text = ""
        for part in parts {
            guard case .text(let piece) = part else { return nil }
            text += piece
        }
        return text
    }
}
