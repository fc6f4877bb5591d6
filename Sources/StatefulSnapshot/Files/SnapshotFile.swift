import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes snapshot text files: UTF-8 without a byte-order mark, LF
/// line endings and exactly one trailing newline
/// (``SnapshotText/normalized(_:)``), every write atomic.
///
/// ```swift
/// import Foundation
///
/// let url = FileManager.default.temporaryDirectory.appendingPathComponent("greeting.txt")
/// try SnapshotFile.write("Hello\r\n", to: url)   // the file holds "Hello\n"
/// try SnapshotFile.read(url)                      // "Hello\n"
/// ```
///
/// ## What a snapshot file may hold
///
/// Stateful writes every snapshot file itself, so reading accepts only what
/// it writes, plus what version control may do to a text file:
///
/// - **CRLF** line endings are read as LF, since git may check files out
///   with CRLF (`core.autocrlf`). A missing or doubled final newline is
///   normalised away too.
/// - **A lone CR** (a carriage return not followed by a line feed) is an
///   error, ``SnapshotError/loneCarriageReturn(path:line:)``, naming the file
///   and the line: Stateful never writes one (a CR in the output is recorded
///   as a line break), so the file was changed by something else, and
///   reading the CR as a line break would hide that.
/// - **A byte-order mark** at the start is an error,
///   ``SnapshotError/byteOrderMark(path:)``: Stateful never writes one, and
///   ignoring it would let a snapshot match output that does not start with
///   it. Writing text that starts with U+FEFF is refused for the same reason.
/// - **Bytes that are not UTF-8** are an error, ``SnapshotError/notUTF8(path:)``.
///
/// Delete such a file, or run with `SNAPSHOT_TESTING_RECORD=all`, to record
/// it again.
///
/// ## What a snapshot path may be
///
/// - A file larger than ``maximumSize`` (64 MiB) is neither read nor
///   written: ``SnapshotError/fileTooLarge(path:size:limit:)``. Its size is
///   checked before a byte is read, so a huge or corrupt file costs no memory.
/// - Only a regular file is read. A directory, a FIFO, a device (such as a
///   link to `/dev/zero`), a socket or a broken symbolic link is reported as
///   ``SnapshotError/notRegularFile(path:kind:)`` without being opened, so
///   reading never blocks and never prints what such a file would produce.
/// - Given the package root (`within:`), a path that leads outside it through
///   a symbolic link is refused, ``SnapshotError/outsidePackageRoot(path:resolvedPath:)``,
///   for reading and for writing. ``SnapshotVerifier`` always passes the root.
public enum SnapshotFile {
    /// The largest snapshot file read or written: 64 MiB (67,108,864 bytes).
    public static let maximumSize = 64 << 20

    /// The normalised text of the file at `url`, or `nil` when there is no file.
    ///
    /// - Parameters:
    ///   - url: The snapshot file to read.
    ///   - root: The package root, when the file must lie inside it after
    ///     symbolic links are resolved.
    /// - Throws: ``SnapshotError/notRegularFile(path:kind:)``,
    ///   ``SnapshotError/outsidePackageRoot(path:resolvedPath:)``,
    ///   ``SnapshotError/fileTooLarge(path:size:limit:)``,
    ///   ``SnapshotError/unreadableFile(path:reason:)`` when the file cannot be
    ///   opened or read, ``SnapshotError/byteOrderMark(path:)``,
    ///   ``SnapshotError/notUTF8(path:)`` and
    ///   ``SnapshotError/loneCarriageReturn(path:line:)``.
    public static func read(_ url: URL, within root: URL? = nil) throws(SnapshotError) -> String? {
        guard let bytes = try readBytes(url, within: root) else { return nil }
        return try text(of: bytes, path: url.path)
    }

    /// The bytes of the file at `url`, as they are, or `nil` when there is
    /// no file: a binary snapshot. The same checks as ``read(_:within:)``
    /// except those of text.
    ///
    /// - Parameters:
    ///   - url: The snapshot file to read.
    ///   - root: The package root, when the file must lie inside it after
    ///     symbolic links are resolved.
    /// - Throws: As ``read(_:within:)``, but never for the bytes themselves.
    public static func readBytes(_ url: URL, within root: URL? = nil) throws(SnapshotError) -> [UInt8]? {
        let path = url.path
        guard let status = try FileStatus.of(path) else { return nil }
        if let root, status.kind != .brokenLink {
            try FileStatus.requireInside(url, root: root, naming: path)
        }
        guard status.kind == .regular else {
            throw .notRegularFile(path: path, kind: status.description)
        }
        guard status.size <= maximumSize else {
            throw .fileTooLarge(path: path, size: status.size, limit: maximumSize)
        }
        return try FileStatus.contents(of: path, limit: maximumSize)
    }

    /// The file at `url` as a person reads it: its text when it is text, a
    /// hex dump (``HexDump``) when it is binary; `nil` when there is no file.
    ///
    /// - Parameters:
    ///   - url: The snapshot or pending file to show.
    ///   - root: As for ``read(_:within:)``.
    /// - Throws: As ``readBytes(_:within:)``.
    public static func readForDisplay(_ url: URL, within root: URL? = nil) throws(SnapshotError) -> String? {
        guard let bytes = try readBytes(url, within: root) else { return nil }
        do {
            return try text(of: bytes, path: url.path)
        } catch {
            return HexDump.text(of: bytes)
        }
    }

    /// The normalised text of a snapshot file's bytes.
    private static func text(of bytes: [UInt8], path: String) throws(SnapshotError) -> String {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw .byteOrderMark(path: path)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .notUTF8(path: path)
        }
        if let line = loneCarriageReturnLine(bytes) {
            throw .loneCarriageReturn(path: path, line: line)
        }
        return SnapshotText.normalized(text)
    }

    /// The line (1-based, counting line feeds) of the first carriage return
    /// not followed by a line feed, or `nil` when there is none.
    private static func loneCarriageReturnLine(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            var line = 1
            for index in bytes.indices {
                switch bytes[index] {
                case 0x0A:
                    line += 1
                case 0x0D where index + 1 == bytes.count || bytes[index + 1] != 0x0A:
                    return line
                default:
                    continue
                }
            }
            return nil
        }
    }

    /// Writes the normalised `text` to `url` atomically, creating missing
    /// directories: the bytes go to a temporary file in the same directory,
    /// which is then renamed over `url`. A reader sees the old file or the new
    /// one, never a part of it; a failed write leaves the old file untouched.
    /// A symbolic link at `url` is replaced, never written through.
    ///
    /// - Parameters:
    ///   - text: The text to write, normalised first.
    ///   - url: The file to write.
    ///   - root: The package root (or artifacts directory), when the file
    ///     must be written inside it after symbolic links are resolved.
    /// - Throws: ``SnapshotError/writeFailed(path:reason:)`` (also for text
    ///   that starts with U+FEFF, which no snapshot file may start with),
    ///   ``SnapshotError/fileTooLarge(path:size:limit:)`` and
    ///   ``SnapshotError/outsidePackageRoot(path:resolvedPath:)``.
    public static func write(_ text: String, to url: URL, within root: URL? = nil) throws(SnapshotError) {
        let path = url.path
        let normalized = SnapshotText.normalized(text)
        guard normalized.utf8.count <= maximumSize else {
            throw .fileTooLarge(path: path, size: normalized.utf8.count, limit: maximumSize)
        }
        if normalized.unicodeScalars.first == "\u{FEFF}" {
            throw .writeFailed(path: path, reason: "the text starts with U+FEFF, a byte-order mark, "
                + "which a snapshot file cannot start with (it could not be read back)")
        }
        try writeBytes(Array(normalized.utf8), to: url, within: root)
    }

    /// Writes `bytes` to `url` as they are, atomically, as
    /// ``write(_:to:within:)`` writes text: a binary snapshot.
    ///
    /// - Parameters:
    ///   - bytes: The bytes to write.
    ///   - url: The file to write.
    ///   - root: As for ``write(_:to:within:)``.
    /// - Throws: ``SnapshotError/writeFailed(path:reason:)``,
    ///   ``SnapshotError/fileTooLarge(path:size:limit:)`` and
    ///   ``SnapshotError/outsidePackageRoot(path:resolvedPath:)``.
    public static func writeBytes(_ bytes: [UInt8], to url: URL, within root: URL? = nil) throws(SnapshotError) {
        let path = url.path
        guard bytes.count <= maximumSize else {
            throw .fileTooLarge(path: path, size: bytes.count, limit: maximumSize)
        }
        let directory = url.deletingLastPathComponent()
        if let root {
            try FileStatus.requireInside(directory, root: root, naming: path)
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: path, reason: "cannot create directory \(directory.path)")
        }
        // The temporary is created here, exclusively, rather than by
        // Foundation (whose own temporary, `.dat.nosync…`, a killed process
        // would leave behind under another name): what an interrupted write
        // leaves is always a `.NAME.PID.N.tmp` that `snapshots check` cleans.
        let folder = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else {
            throw .writeFailed(path: path, reason: "cannot open directory \(directory.path): \(FileStatus.systemError())")
        }
        defer { close(folder) }
        let temporary = TemporaryName.next(for: url.lastPathComponent)
        try AtomicWrite.create(temporary, in: folder, bytes: bytes, mode: 0o666, naming: path)
        guard renameat(folder, temporary, folder, url.lastPathComponent) == 0 else {
            let reason = String(cString: strerror(errno))
            unlinkat(folder, temporary, 0)
            throw .writeFailed(path: path, reason: reason)
        }
    }
}
