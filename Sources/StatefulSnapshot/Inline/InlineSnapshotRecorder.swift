import Foundation
import Synchronization

/// Writes recorded inline snapshots into test sources, for the whole process.
///
/// The first edit of a file keeps the file's bytes as they were (the source
/// the running test was compiled from); every later edit of that file is
/// added to the list, and the file is rewritten from those original bytes
/// with all edits applied, atomically (a temporary file renamed over it). So
/// the line and column of each call stay right however many calls of a file,
/// or of one line, record in a run, and a reader never sees half a file.
package final class InlineSnapshotRecorder: Sendable {
    /// The recorder every assertion in the process shares.
    package static let shared = InlineSnapshotRecorder()

    private struct Location: Hashable {
        let line: Int
        let column: Int
    }

    private struct FileEdits {
        let original: [UInt8]
        var edits: [Location: (text: String?, syntax: InlineSnapshotSyntaxDescriptor)] = [:]
    }

    private let files = Mutex<[String: FileEdits]>([:])

    /// A recorder with nothing recorded (tests make their own).
    package init() {}

    /// Writes `text` as the expectation of the call at `line`, `column` of
    /// the file at `path` (`nil` removes its closure), together with every edit recorded before in that file.
    package func record(
        _ text: String?, path: String, line: Int, column: Int,
        syntax: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor()
    ) throws(InlineSnapshotError) {
        let result: Result<Void, InlineSnapshotError> = files.withLock { files in
            do throws(InlineSnapshotError) {
                var file: FileEdits
                if let known = files[path] {
                    file = known
                } else {
                    guard let data = FileManager.default.contents(atPath: path) else {
                        throw .fileFailed(path: path, reason: "the file cannot be read")
                    }
                    file = FileEdits(original: Array(data))
                }
                let location = Location(line: line, column: column)
                if let earlier = file.edits[location], earlier.text != text {
                    throw .differentValuesAtOneCall(path: path, line: line, column: column)
                }
                file.edits[location] = (text, syntax)
                let source = InlineSnapshotSource(bytes: file.original, path: path)
                let edits = file.edits
                    .sorted { ($0.key.line, $0.key.column) < ($1.key.line, $1.key.column) }
                    .map {
                        InlineSnapshotRewriter.Edit(
                            line: $0.key.line, column: $0.key.column, text: $0.value.text, syntax: $0.value.syntax)
                    }
                let rewritten = try InlineSnapshotRewriter.rewrite(source, edits: edits)
                do {
                    try Data(rewritten).write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    throw .fileFailed(path: path, reason: error.localizedDescription)
                }
                files[path] = file
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }
}
