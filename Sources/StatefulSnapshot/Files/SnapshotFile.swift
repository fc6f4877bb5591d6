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
public enum SnapshotFile {
    /// The normalised text of the file at `url`, or `nil` when there is no file.
    ///
    /// A UTF-8 byte-order mark at the start is ignored; CRLF and a missing or
    /// doubled final newline are normalised away.
    ///
    /// - Throws: ``SnapshotError/unreadableFile(path:reason:)`` when the file
    ///   exists but cannot be read (or is a directory), and
    ///   ``SnapshotError/notUTF8(path:)`` when its bytes are not UTF-8.
    public static func read(_ url: URL) throws(SnapshotError) -> String? {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return nil
        }
        if isDirectory.boolValue {
            throw .unreadableFile(path: path, reason: "it is a directory")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.isReadableFile(atPath: path)
                ? "the read failed" : "permission denied"
            throw .unreadableFile(path: path, reason: reason)
        }
        var bytes = Array(data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .notUTF8(path: path)
        }
        return SnapshotText.normalized(text)
    }

    /// Writes the normalised `text` to `url` atomically, creating missing
    /// directories: the bytes go to a temporary file in the same directory,
    /// which is then renamed over `url`. A reader sees the old file or the new
    /// one, never a part of it; a failed write leaves the old file untouched.
    ///
    /// - Throws: ``SnapshotError/writeFailed(path:reason:)``.
    public static func write(_ text: String, to url: URL) throws(SnapshotError) {
        let path = url.path
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: path, reason: "cannot create directory \(directory.path)")
        }
        let temporary = directory.appendingPathComponent(TemporaryName.next(for: url.lastPathComponent))
        let data = Data(SnapshotText.normalized(text).utf8)
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
