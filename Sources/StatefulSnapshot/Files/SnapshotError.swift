import Foundation

/// Everything that can go wrong while locating, reading, writing, reviewing
/// or configuring snapshots.
///
/// Each case's ``description`` says what happened, names the file involved and
/// what to do about it.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `SNAPSHOT_TESTING_RECORD` (or another source of a record mode) holds a
    /// value that is not one of the ``SnapshotRecordMode`` cases.
    case invalidRecordMode(value: String, source: String)
    /// No `Package.swift` was found in `start` or any directory above it.
    case packageRootNotFound(start: String)
    /// The snapshot file exists but could not be read.
    case unreadableFile(path: String, reason: String)
    /// The snapshot file is not valid UTF-8 text.
    case notUTF8(path: String)
    /// The snapshot file starts with a UTF-8 byte-order mark, which Stateful
    /// never writes (or the text to write starts with U+FEFF).
    case byteOrderMark(path: String)
    /// The snapshot file has a carriage return that is not followed by a line
    /// feed, on `line` (1-based, counting line feeds), which Stateful never writes.
    case loneCarriageReturn(path: String, line: Int)
    /// The snapshot file, or the text to write to it, has `size` bytes, more
    /// than `limit` (``SnapshotFile/maximumSize``). The file was not read.
    case fileTooLarge(path: String, size: Int, limit: Int)
    /// Something other than a regular file is at the snapshot path: `kind`
    /// says what (`"a directory"`, `"a FIFO (named pipe)"`, `"a symbolic link
    /// to a character device"`…). It was not opened.
    case notRegularFile(path: String, kind: String)
    /// The snapshot path leads, through a symbolic link, to `resolvedPath`,
    /// outside the package root. It was not read or written.
    case outsidePackageRoot(path: String, resolvedPath: String)
    /// The snapshot file could not be written (or moved into place).
    case writeFailed(path: String, reason: String)
    /// A path given to the review API is not a pending snapshot.
    case notPending(path: String)
    /// A file could not be removed.
    case removeFailed(path: String, reason: String)
    /// A migration would put two files at one place, or a file where one
    /// already is: each destination with what would go there.
    case migrationConflicts([String])
    /// A file could not be moved during a migration; every move before it
    /// was undone.
    case moveFailed(path: String, destination: String, reason: String)
    /// A command would have deleted, moved or written `path` through the
    /// symbolic link `link`. Nothing was changed.
    case throughLink(path: String, link: String)
    /// A command would have crossed from the package into `boundary`, which
    /// is another file system or another package (`reason` says which).
    /// Nothing was changed.
    case acrossBoundary(path: String, boundary: String, reason: String)
    /// A `__Snapshots__` folder holds entries that are neither regular files
    /// nor folders (symbolic links, pipes, devices), each with what it is.
    /// Commands that change snapshot files refuse to run until they are gone.
    case unownedEntries([String])
    /// An earlier migration was interrupted, and finishing or undoing it failed.
    case migrationInterrupted(journal: String, reason: String)

    /// A message that names the file or value and says how to fix it.
    public var description: String {
        switch self {
        case let .invalidRecordMode(value, source):
            let valid = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(source) is \"\(value)\", which is not a record mode. Valid values: \(valid)."
        case let .packageRootNotFound(start):
            return "No Package.swift found in \(start) or any directory above it; "
                + "pass the package root explicitly (for example withSnapshotTesting(packageRoot:))."
        case let .unreadableFile(path, reason):
            return "Cannot read snapshot file \(path): \(reason). "
                + "Check its permissions, or delete it to record it again."
        case let .notUTF8(path):
            return "Snapshot file \(path) is not valid UTF-8 text. "
                + "Delete it (or fix its encoding) and run the test again to record it."
        case let .byteOrderMark(path):
            return "Snapshot file \(path) starts with a byte-order mark (U+FEFF). Snapshot files are UTF-8 "
                + "without one, and Stateful never writes one: delete the file (or run with "
                + "\(SnapshotRecordMode.environmentVariable)=all) to record it again."
        case let .loneCarriageReturn(path, line):
            return "Snapshot file \(path), line \(line), has a carriage return (CR) that is not followed by a "
                + "line feed. Snapshot files have LF line endings (CRLF is read as LF), and Stateful never writes "
                + "a lone CR: delete the file (or run with \(SnapshotRecordMode.environmentVariable)=all) "
                + "to record it again."
        case let .fileTooLarge(path, size, limit):
            return "Snapshot file \(path) is \(size) bytes, more than the \(limit) bytes a snapshot file may hold, "
                + "so it was not read or written. Snapshot a smaller part of the output, or delete the file "
                + "if it is not a snapshot."
        case let .notRegularFile(path, kind):
            return "Snapshot path \(path) is \(kind), not a regular file, so it was not opened. "
                + "A snapshot is a plain text file: remove what is there, and run the test again to record it."
        case let .outsidePackageRoot(path, resolvedPath):
            return "Snapshot path \(path) leads to \(resolvedPath), outside the package root, through a symbolic "
                + "link, so it was not read or written. Snapshots live inside the package: "
                + "replace the link with the file itself."
        case let .writeFailed(path, reason):
            return "Cannot write snapshot file \(path): \(reason)."
        case let .notPending(path):
            return "\(path) is not a pending snapshot (a file ending in "
                + "\(SnapshotLayout.pendingSuffix), or .pending.<extension>, under a \(SnapshotLayout.directoryName)/ folder)."
        case let .migrationConflicts(conflicts):
            return "Nothing was moved: the migration would overwrite files.\n" + conflicts.joined(separator: "\n")
                + "\nRename or remove one file of each pair, then migrate again."
        case let .moveFailed(path, destination, reason):
            return "Cannot move \(path) to \(destination): \(reason). Nothing was moved (the moves before it "
                + "were undone); fix the cause and migrate again."
        case let .throughLink(path, link):
            return "\(path) is reached through the symbolic link \(link), so it was not deleted, moved or written: "
                + "Stateful changes only files inside the package, never through a link. "
                + "Replace the link with the folder or file itself, or remove it."
        case let .acrossBoundary(path, boundary, reason):
            return "\(path) lies past \(boundary), where \(reason), so it was not deleted, moved or written: "
                + "Stateful changes only the package's own files."
        case let .unownedEntries(entries):
            return "Nothing was changed: a __Snapshots__ folder holds entries that are not snapshot files "
                + "(a snapshot is a regular file inside the package):\n" + entries.joined(separator: "\n")
                + "\nRemove them (or replace each link with the file itself), then run the command again."
        case let .migrationInterrupted(journal, reason):
            return "An interrupted migration (recorded in \(journal)) could not be finished or undone: \(reason). "
                + "Fix the cause and run the migration again, which finishes it."
        case let .removeFailed(path, reason):
            return "Cannot remove \(path): \(reason)."
        }
    }
}
