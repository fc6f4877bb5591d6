import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of the package, opened by descriptor from the package root one
/// component at a time, never through a symbolic link, never onto another
/// file system, never into another package: the one way Stateful's commands
/// reach a file they delete, move or write.
///
/// Every operation works relative to the open descriptor (`unlinkat`,
/// `linkat`, `openat` with `O_NOFOLLOW`), so a link swapped in after a check
/// cannot redirect it: the rule holds at the moment of the change, not only
/// when the path was listed.
final class OwnedDirectory {
    /// The open descriptor.
    let descriptor: Int32
    /// The folder's path, for messages.
    let path: String
    /// The file system the package root is on.
    let device: UInt64

    private init(descriptor: Int32, path: String, device: UInt64) {
        self.descriptor = descriptor
        self.path = path
        self.device = device
    }

    deinit {
        close(descriptor)
    }

    /// The package root itself: its own path may go through links (a
    /// person named it), but nothing below it may.
    static func root(_ url: URL) throws(SnapshotError) -> OwnedDirectory {
        let path = url.standardizedFileURL.path
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadableFile(path: path, reason: FileStatus.systemError())
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = FileStatus.systemError()
            close(descriptor)
            throw .unreadableFile(path: path, reason: reason)
        }
        return OwnedDirectory(descriptor: descriptor, path: path, device: UInt64(truncatingIfNeeded: status.st_dev))
    }

    /// What `name` in this folder is, without following a link; `nil` when nothing is there.
    func kind(of name: String) throws(SnapshotError) -> FileStatus.Kind? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw .unreadableFile(path: path + "/" + name, reason: FileStatus.systemError())
        }
        if status.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) { return .symbolicLink }
        return FileStatus.Kind(mode: status.st_mode)
    }

    /// The identity (device and inode) of the regular file `name`.
    func identity(of name: String) throws(SnapshotError) -> FileIdentity? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw .unreadableFile(path: path + "/" + name, reason: FileStatus.systemError())
        }
        return FileIdentity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size))
    }

    /// The subfolder `name`, opened without following a link; created when
    /// missing and `create` is set. Refused when it is a link, not a folder,
    /// on another file system, or another package (it has a `Package.swift`).
    func subfolder(_ name: String, create: Bool, naming shown: String) throws(SnapshotError) -> OwnedDirectory {
        let childPath = path + "/" + name
        guard OwnedDirectory.isPlainName(name) else {
            throw .notRegularFile(path: shown, kind: "a path with a \"\(name)\" component")
        }
        if create, try kind(of: name) == nil {
            if mkdirat(descriptor, name, 0o777) != 0, errno != EEXIST {
                throw .writeFailed(path: shown, reason: "cannot create the folder \(childPath): \(FileStatus.systemError())")
            }
        }
        switch try kind(of: name) {
        case .directory?:
            break
        case .symbolicLink?:
            throw .throughLink(path: shown, link: childPath)
        case nil:
            throw .unreadableFile(path: shown, reason: "the folder \(childPath) does not exist")
        case let other?:
            throw .notRegularFile(path: shown, kind: "inside \(childPath), which is \(other.description)")
        }
        let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard child >= 0 else {
            if errno == ELOOP { throw .throughLink(path: shown, link: childPath) }
            throw .unreadableFile(path: shown, reason: FileStatus.systemError())
        }
        var status = stat()
        guard fstat(child, &status) == 0 else {
            let reason = FileStatus.systemError()
            close(child)
            throw .unreadableFile(path: shown, reason: reason)
        }
        let folder = OwnedDirectory(descriptor: child, path: childPath, device: device)
        guard UInt64(truncatingIfNeeded: status.st_dev) == device else {
            throw .acrossBoundary(path: shown, boundary: childPath, reason: "another file system is mounted there")
        }
        if faccessat(child, "Package.swift", F_OK, AT_SYMLINK_NOFOLLOW) == 0 {
            throw .acrossBoundary(path: shown, boundary: childPath, reason: "it is another package (it has its own Package.swift)")
        }
        return folder
    }

    /// The folder `components` below `root` (each a plain name), each one checked as ``subfolder(_:create:naming:)`` checks it.
    static func folder(
        _ components: [String], under root: OwnedDirectory, create: Bool, naming shown: String
    ) throws(SnapshotError) -> OwnedDirectory {
        var folder = root
        for component in components {
            folder = try folder.subfolder(component, create: create, naming: shown)
        }
        return folder
    }

    /// Requires `name` to be a regular file reached without a link.
    func requireRegularFile(_ name: String, naming shown: String) throws(SnapshotError) {
        switch try kind(of: name) {
        case .regular?:
            return
        case .symbolicLink?:
            throw .throughLink(path: shown, link: path + "/" + name)
        case nil:
            throw .unreadableFile(path: shown, reason: "there is no such file")
        case let other?:
            throw .notRegularFile(path: shown, kind: other.description)
        }
    }

    /// Removes the regular file `name`; refuses anything else.
    func removeFile(_ name: String, naming shown: String) throws(SnapshotError) {
        try requireRegularFile(name, naming: shown)
        guard unlinkat(descriptor, name, 0) == 0 else {
            throw .removeFailed(path: shown, reason: FileStatus.systemError())
        }
    }

    /// Removes the folder `name` if it is empty; `false` when it is not (or is gone).
    @discardableResult
    func removeFolderIfEmpty(_ name: String) -> Bool {
        guard (try? kind(of: name)) == .directory else { return false }
        return unlinkat(descriptor, name, AT_REMOVEDIR) == 0
    }

    /// The bytes of the regular file `name`, opened without following a link.
    func read(_ name: String, naming shown: String, limit: Int) throws(SnapshotError) -> [UInt8] {
        try requireRegularFile(name, naming: shown)
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard file >= 0 else {
            if errno == ELOOP { throw .throughLink(path: shown, link: path + "/" + name) }
            throw .unreadableFile(path: shown, reason: FileStatus.systemError())
        }
        defer { close(file) }
        return try FileStatus.contents(ofDescriptor: file, path: shown, limit: limit)
    }

    /// Writes `bytes` as `name` atomically: a new temporary file in this
    /// folder (created exclusively, never through a link), renamed over
    /// `name`. Something other than a regular file at `name` is refused.
    func write(_ bytes: [UInt8], as name: String, naming shown: String) throws(SnapshotError) {
        if let existing = try kind(of: name), existing != .regular {
            if existing == .symbolicLink { throw .throughLink(path: shown, link: path + "/" + name) }
            throw .notRegularFile(path: shown, kind: existing.description)
        }
        let temporary = TemporaryName.next(for: name)
        try AtomicWrite.create(temporary, in: descriptor, bytes: bytes, mode: 0o666, naming: shown)
        guard renameat(descriptor, temporary, descriptor, name) == 0 else {
            let reason = FileStatus.systemError()
            unlinkat(descriptor, temporary, 0)
            throw .writeFailed(path: shown, reason: reason)
        }
    }

    /// Moves the regular file `name` to `destination`/`newName`, never over
    /// an existing file: a hard link is made first (which fails when the
    /// name is taken), then the old name removed. A file system without hard
    /// links gets a rename after a check that the name is free.
    func move(_ name: String, to destination: OwnedDirectory, as newName: String, naming shown: String) throws(SnapshotError) {
        try requireRegularFile(name, naming: shown)
        if linkat(descriptor, name, destination.descriptor, newName, 0) == 0 {
            guard unlinkat(descriptor, name, 0) == 0 else {
                let reason = FileStatus.systemError()
                unlinkat(destination.descriptor, newName, 0)
                throw .removeFailed(path: shown, reason: reason)
            }
            return
        }
        let linkError = errno
        if linkError == EEXIST {
            throw .writeFailed(path: shown, reason: "\(destination.path)/\(newName) exists")
        }
        guard linkError == EPERM || linkError == ENOTSUP || linkError == EOPNOTSUPP || linkError == EMLINK else {
            throw .writeFailed(path: shown, reason: String(cString: strerror(linkError)))
        }
        guard try destination.kind(of: newName) == nil else {
            throw .writeFailed(path: shown, reason: "\(destination.path)/\(newName) exists")
        }
        guard renameat(descriptor, name, destination.descriptor, newName) == 0 else {
            throw .writeFailed(path: shown, reason: FileStatus.systemError())
        }
    }

    /// Whether `name` is one path component that names a child: not empty, `.` or `..`, and without a slash.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/")
    }
}

/// Which file a path named, so that a move can be checked afterwards.
struct FileIdentity: Equatable, Codable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
}

/// Creating a file that nothing else can have opened: `O_CREAT | O_EXCL |
/// O_NOFOLLOW`, written whole, closed. What an atomic write renames into place.
enum AtomicWrite {
    /// Creates `name` in the folder `directory` (a descriptor) holding `bytes`, with `mode` (less the umask).
    static func create(
        _ name: String, in directory: Int32, bytes: [UInt8], mode: mode_t, naming shown: String
    ) throws(SnapshotError) {
        let file = openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard file >= 0 else {
            throw .writeFailed(path: shown, reason: "cannot create a temporary file: \(FileStatus.systemError())")
        }
        do throws(SnapshotError) {
            try writeAll(bytes, to: file, naming: shown)
        } catch {
            close(file)
            unlinkat(directory, name, 0)
            throw error
        }
        close(file)
    }

    /// Writes every byte of `bytes` to the open `file`, from its current offset.
    static func writeAll(_ bytes: [UInt8], to file: Int32, naming shown: String) throws(SnapshotError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(file, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .writeFailed(path: shown, reason: FileStatus.systemError())
            }
            written += count
        }
    }
}
