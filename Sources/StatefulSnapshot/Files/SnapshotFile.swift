import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes snapshot text files: UTF-8, LF line endings and exactly
/// one trailing newline (``SnapshotText/normalized(_:)``) on both sides, and
/// every write atomic.
///
/// ```swift
/// try SnapshotFile.write("Hello\r\n", to: url)   // the file holds "Hello\n"
/// try SnapshotFile.read(url)                      // "Hello\n"
/// ```
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
    ///   - root: The package root, when the file must lie inside it after
    ///     symbolic links are resolved.
    /// A UTF-8 byte-order mark at the start is ignored; CRLF and a missing or
    /// doubled final newline are normalised away.
    ///
    /// - Throws: ``SnapshotError/notRegularFile(path:kind:)``,
    ///   ``SnapshotError/outsidePackageRoot(path:resolvedPath:)``,
    ///   ``SnapshotError/fileTooLarge(path:size:limit:)``,
    ///   ``SnapshotError/unreadableFile(path:reason:)`` when the file cannot be
    ///   opened or read, and ``SnapshotError/notUTF8(path:)``.
    public static func read(_ url: URL, within root: URL? = nil) throws(SnapshotError) -> String? {
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
        let bytes = try FileStatus.contents(of: path, limit: maximumSize)
        return try text(of: bytes, path: path)
    }

    /// The normalised text of a snapshot file's bytes.
    private static func text(of bytes: [UInt8], path: String) throws(SnapshotError) -> String {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        guard let text = String(validating: bytes[start...], as: UTF8.self) else {
            throw .notUTF8(path: path)
        }
        return SnapshotText.normalized(text)
    }

    /// Writes the normalised `text` to `url` atomically, creating missing
    /// directories: the bytes go to a temporary file in the same directory,
    /// which is then renamed over `url`. A reader sees the old file or the new
    /// one, never a part of it; a failed write leaves the old file untouched.
    /// A symbolic link at `url` is replaced, never written through.
    ///
    /// - Parameters:
    ///   - root: The package root (or artifacts directory), when the file
    ///     must be written inside it after symbolic links are resolved.
    /// - Throws: ``SnapshotError/writeFailed(path:reason:)``,
    ///   ``SnapshotError/fileTooLarge(path:size:limit:)`` and
    ///   ``SnapshotError/outsidePackageRoot(path:resolvedPath:)``.
    public static func write(_ text: String, to url: URL, within root: URL? = nil) throws(SnapshotError) {
        let path = url.path
        let normalized = SnapshotText.normalized(text)
        guard normalized.utf8.count <= maximumSize else {
            throw .fileTooLarge(path: path, size: normalized.utf8.count, limit: maximumSize)
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
        let temporary = directory.appendingPathComponent(TemporaryName.next(for: url.lastPathComponent))
        let data = Data(normalized.utf8)
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw .writeFailed(path: path, reason: "cannot create a temporary file in \(directory.path)")
        }
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .writeFailed(path: path, reason: reason)
        }
    }
}
