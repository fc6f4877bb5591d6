import Foundation
import StatefulSnapshot

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The recordings a flow file uses, found from its text alone (no feature
/// needed): its transcript and every screen or outline it compares with
/// `expect … matches "NAME"`, in the file and in the files it includes.
///
/// A tool counts these as used when it looks for orphaned snapshots, so a
/// recording that a flow in the package uses is never reported or deleted as
/// an orphan, whichever workflow came before.
///
/// ```swift
/// let layout = SnapshotLayout(packageRoot: URL(fileURLWithPath: "/src/App"))
/// let url = URL(fileURLWithPath: "/src/App/Flows/save.flow")
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
        paths(ofFlowAt: RawPath(url), in: layout)
    }

    /// The recordings of the flow at `path` (which need not be UTF-8, see
    /// ``RawPath``), relative to `layout`'s package root, sorted.
    /// - Parameters:
    ///   - path: the flow file, as its bytes.
    ///   - layout: the package whose `__Snapshots__/` holds the recordings.
    public static func paths(ofFlowAt path: RawPath, in layout: SnapshotLayout) -> [String] {
        let flowName = FlowSnapshotSettings.recordingName(ofFlowAt: path, in: layout)
        var names: Set<String> = []
        var visited: Set<RawPath> = []
        let reader = FlowFileReader(root: RawPath(layout.packageRoot))
        let rowCount = collectNames(in: path, reader: reader, into: &names, visited: &visited, depth: 0)
        // A flow with rows records each row apart: `NAME.row-1.txt`, `NAME.row-1.filled.txt`, …
        let recordingNames = rowCount == 0 ? [flowName] : (1...rowCount).map { "\(flowName).row-\($0)" }
        let files = recordingNames.flatMap { recording in
            [FlowSnapshotSettings.file(in: layout, flow: recording, named: nil)]
                + names.map { FlowSnapshotSettings.file(in: layout, flow: recording, named: $0) }
        }
        return files.map { layout.relativePath(of: $0) }.sorted()
    }

    /// Every `*.flow` file under `directory`, recursively, sorted by path;
    /// build folders (`.build…`) and hidden folders are skipped. A file
    /// whose path is not UTF-8 is left out: ``flowFilePaths(under:)`` lists
    /// those too.
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

    /// Every `*.flow` file under `directory`, recursively, listed by the
    /// bytes of its names (so a name that is not UTF-8 is found, see
    /// ``RawPath``) and sorted by its bytes; hidden files and folders, build
    /// folders (`.build…`) and `__Snapshots__/` are skipped, and a symbolic
    /// link to a folder is not followed.
    /// - Parameters:
    ///   - directory: the folder to search, such as the package root.
    public static func flowFilePaths(under directory: RawPath) -> [RawPath] {
        var result: [RawPath] = []
        collectFlowFiles(under: directory, into: &result, depth: 0)
        return result.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    }

    private static func collectFlowFiles(under directory: RawPath, into result: inout [RawPath], depth: Int) {
        guard depth < 64, let names = try? directory.names(endingWith: "") else { return }
        for name in names where name.bytes.first != UInt8(ascii: ".") && name.string != SnapshotLayout.directoryName {
            let path = directory.appending(name)
            guard let link = path.status(followingLinks: false) else { continue }
            if link.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) {
                collectFlowFiles(under: path, into: &result, depth: depth + 1)
            } else if name.bytes.count > 5, name.bytes.suffix(5).elementsEqual(".flow".utf8),
                      let file = path.status(), file.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) {
                result.append(path.standardized)
            }
        }
    }

    /// Reads as the parser does (`reader` refuses devices, FIFOs, system
    /// files, files over the size limit and includes outside the package,
    /// unread), so a hostile include cannot make a look for orphans hang.
    /// Returns how many rows the file's `rows` block lists (0 without one).
    @discardableResult
    private static func collectNames(
        in path: RawPath, reader: FlowFileReader, into names: inout Set<String>, visited: inout Set<RawPath>, depth: Int
    ) -> Int {
        let canonical = path.resolved ?? path.standardized
        guard depth <= includeDepthLimit, visited.insert(canonical).inserted,
              let data = try? reader.read(path, requireInsideRoot: depth > 0),
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
            if first == "include", tokens.count == 2, let target = literal(tokens[1]) {
                let included = path.deletingLastComponent.appending(RawPath(target))
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
