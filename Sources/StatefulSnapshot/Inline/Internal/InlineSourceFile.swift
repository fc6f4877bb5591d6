import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A test source file the inline-snapshot rewriter may write, checked
/// before anything is read: a `.swift` file (after any symbolic link)
/// inside the package whose tests run, a regular file, writable by this
/// user and not read-only for everyone. Writing it keeps what the file is:
/// its mode (0600 stays 0600), its owner where the system allows, a
/// symbolic link (the file it leads to is written, the link stays), and
/// hard links (a file with several names is written in place, so that every
/// name sees the new text).
struct InlineSourceFile {
    /// The path the test gave (`#filePath`), for messages.
    let path: String
    /// The file itself, after symbolic links.
    let resolved: String

    /// What identifies a version of the file: any write, by anyone, changes it.
    struct Identity: Codable, Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var changed: Int64
    }

    /// Checks `path` against `packageRoot`.
    init(_ path: String, packageRoot: URL) throws(InlineSnapshotError) {
        self.path = path
        guard path.hasSuffix(".swift") else {
            throw .notWritable(path: path, reason: "it is not a Swift source file (a #sourceLocation may point elsewhere); "
                + "only .swift files are rewritten")
        }
        guard let resolved = Self.realPath(path) else {
            throw .fileFailed(path: path, reason: "the file cannot be found (\(FileStatus.systemError()))")
        }
        guard resolved.hasSuffix(".swift") else {
            throw .notWritable(path: path, reason: "it leads to \(resolved), which is not a Swift source file")
        }
        let root = Self.realPath(packageRoot.path) ?? packageRoot.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard resolved.hasPrefix(prefix) else {
            throw .outsidePackage(path: path, resolvedPath: resolved, packageRoot: root)
        }
        var status = stat()
        guard stat(resolved, &status) == 0 else {
            throw .fileFailed(path: path, reason: FileStatus.systemError())
        }
        let kind = FileStatus.Kind(mode: status.st_mode)
        guard kind == .regular else {
            throw .notWritable(path: path, reason: "it is \(kind.description), not a regular file")
        }
        let mode = status.st_mode & 0o7777
        guard mode & 0o222 != 0 else {
            throw .notWritable(path: path, reason: "it is read-only (mode \(String(mode, radix: 8))); "
                + "make it writable to record into it")
        }
        guard access(resolved, W_OK) == 0 else {
            throw .notWritable(path: path, reason: "this user cannot write it (\(FileStatus.systemError()))")
        }
        // A single name is replaced by a renamed temporary, which its folder must take.
        let folder = (resolved as NSString).deletingLastPathComponent
        if status.st_nlink <= 1, access(folder, W_OK | X_OK) != 0 {
            throw .notWritable(path: path, reason: "its folder \(folder) does not take new files (\(FileStatus.systemError()))")
        }
        self.resolved = resolved
    }

    /// The file's identity now, `nil` when it is gone.
    func identity() -> Identity? {
        var status = stat()
        guard stat(resolved, &status) == 0 else { return nil }
        return Self.identity(of: status)
    }

    /// When the file was last modified.
    func modified() -> Date? {
        identity().map { Date(timeIntervalSince1970: Double($0.modified) / 1e9) }
    }

    /// The file's bytes.
    func read() throws(InlineSnapshotError) -> [UInt8] {
        do {
            return try FileStatus.contents(of: resolved, limit: SnapshotFile.maximumSize)
        } catch {
            throw .fileFailed(path: path, reason: error.description)
        }
    }

    /// Replaces the file's bytes, keeping its mode, owner and links; the identity after.
    func write(_ bytes: [UInt8]) throws(InlineSnapshotError) -> Identity {
        var status = stat()
        guard stat(resolved, &status) == 0, FileStatus.Kind(mode: status.st_mode) == .regular else {
            throw .fileFailed(path: path, reason: "the file is gone or is no longer a regular file")
        }
        let folderPath = (resolved as NSString).deletingLastPathComponent
        let name = (resolved as NSString).lastPathComponent
        let folder = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw .fileFailed(path: path, reason: FileStatus.systemError()) }
        defer { close(folder) }
        let temporary = TemporaryName.next(for: name)
        let mode = status.st_mode & 0o7777
        do {
            try AtomicWrite.create(temporary, in: folder, bytes: bytes, mode: 0o600, naming: path)
        } catch {
            throw .fileFailed(path: path, reason: error.description)
        }
        if status.st_nlink > 1 {
            // Several names: written in place, so that every one sees it. The
            // temporary holds the whole new text until then; an interrupted
            // write leaves it for `snapshots check` to report.
            defer { unlinkat(folder, temporary, 0) }
            let file = open(resolved, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
            guard file >= 0 else { throw .fileFailed(path: path, reason: FileStatus.systemError()) }
            defer { close(file) }
            do {
                try AtomicWrite.writeAll(bytes, to: file, naming: path)
            } catch {
                throw .fileFailed(path: path, reason: error.description)
            }
            guard ftruncate(file, off_t(bytes.count)) == 0 else { throw .fileFailed(path: path, reason: FileStatus.systemError()) }
            var after = stat()
            guard fstat(file, &after) == 0 else { throw .fileFailed(path: path, reason: FileStatus.systemError()) }
            return Self.identity(of: after)
        }
        let temporaryFile = openat(folder, temporary, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        if temporaryFile >= 0 {
            fchmod(temporaryFile, mode)
            // The owner, where this user may give the file away (root may).
            _ = fchown(temporaryFile, status.st_uid, status.st_gid)
            close(temporaryFile)
        }
        guard renameat(folder, temporary, folder, name) == 0 else {
            let reason = FileStatus.systemError()
            unlinkat(folder, temporary, 0)
            throw .fileFailed(path: path, reason: reason)
        }
        guard let identity = identity() else { throw .fileFailed(path: path, reason: "the file is gone after writing it") }
        return identity
    }

    static func identity(of status: stat) -> Identity {
        #if canImport(Darwin)
        let modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
        let changed = Int64(status.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(status.st_ctimespec.tv_nsec)
        #else
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        let changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        #endif
        return Identity(
            device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: modified, changed: changed)
    }

    /// `path` with every symbolic link resolved, or `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
