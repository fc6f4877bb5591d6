import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, found with `lstat` and `stat` without opening it, so
/// that a FIFO, a device or a directory is recognised before anything could
/// block on it or read from it.
struct FileStatus {
    enum Kind: Equatable {
        case regular
        case directory
        case fifo
        case characterDevice
        case blockDevice
        case socket
        /// A symbolic link whose target does not exist.
        case brokenLink
        /// A symbolic link, not followed (what `lstat` reports).
        case symbolicLink
        case other

        init(mode: mode_t) {
            switch mode & mode_t(S_IFMT) {
            case mode_t(S_IFREG): self = .regular
            case mode_t(S_IFDIR): self = .directory
            case mode_t(S_IFIFO): self = .fifo
            case mode_t(S_IFCHR): self = .characterDevice
            case mode_t(S_IFBLK): self = .blockDevice
            case mode_t(S_IFSOCK): self = .socket
            default: self = .other
            }
        }

        /// The kind in words, as in "… is a directory".
        var description: String {
            switch self {
            case .regular: "a regular file"
            case .directory: "a directory"
            case .fifo: "a FIFO (named pipe)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .brokenLink: "a symbolic link to a file that does not exist"
            case .symbolicLink: "a symbolic link"
            case .other: "an unknown kind of file"
            }
        }
    }

    /// What the path leads to, after following symbolic links.
    var kind: Kind
    /// Whether the path itself is a symbolic link.
    var isSymbolicLink: Bool
    /// The size in bytes, for a regular file.
    var size: Int

    /// The kind in words, naming the link when there is one ("a symbolic
    /// link to a FIFO (named pipe)").
    var description: String {
        isSymbolicLink && kind != .brokenLink ? "a symbolic link to " + kind.description : kind.description
    }

    /// The status of `path`, or `nil` when nothing is there (not even a
    /// broken link).
    static func of(_ path: String) throws(SnapshotError) -> FileStatus? {
        var link = stat()
        guard lstat(path, &link) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .unreadableFile(path: path, reason: systemError())
        }
        guard link.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) else {
            return FileStatus(kind: Kind(mode: link.st_mode), isSymbolicLink: false, size: Int(link.st_size))
        }
        var target = stat()
        guard stat(path, &target) == 0 else {
            if errno == ENOENT || errno == ENOTDIR {
                return FileStatus(kind: .brokenLink, isSymbolicLink: true, size: 0)
            }
            throw .unreadableFile(path: path, reason: systemError())
        }
        return FileStatus(kind: Kind(mode: target.st_mode), isSymbolicLink: true, size: Int(target.st_size))
    }

    /// The canonical path of `url`: symbolic links, `.` and `..` resolved in
    /// the part of it that exists, the rest appended as it is; `nil` when
    /// the existing part cannot be resolved.
    static func resolved(_ url: URL) -> String? {
        var existing = url.standardizedFileURL
        var missing: [String] = []
        while (try? of(existing.path)) == nil {
            let parent = existing.deletingLastPathComponent()
            if parent.path == existing.path { break }
            missing.insert(existing.lastPathComponent, at: 0)
            existing = parent
        }
        guard let resolved = realpath(existing.path, nil) else { return nil }
        defer { free(resolved) }
        let base = String(cString: resolved)
        return missing.reduce(base) { path, component in
            path.hasSuffix("/") ? path + component : path + "/" + component
        }
    }

    /// Throws unless `target` resolves to a place inside `root` (or `root`
    /// itself); errors name `path`.
    static func requireInside(_ target: URL, root: URL, naming path: String) throws(SnapshotError) {
        guard let resolvedRoot = resolved(root) else {
            throw .unreadableFile(path: path, reason: "the package root \(root.path) cannot be resolved")
        }
        guard let resolvedTarget = resolved(target) else {
            throw .unreadableFile(path: path, reason: systemError())
        }
        let prefix = resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/"
        guard resolvedTarget == resolvedRoot || resolvedTarget.hasPrefix(prefix) else {
            throw .outsidePackageRoot(path: path, resolvedPath: resolvedTarget)
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    ///
    /// The file is opened without blocking (a FIFO swapped in after the
    /// check cannot hang the read) and checked again through its descriptor.
    static func contents(of path: String, limit: Int) throws(SnapshotError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadableFile(path: path, reason: systemError())
        }
        defer { close(descriptor) }
        return try contents(ofDescriptor: descriptor, path: path, limit: limit)
    }

    /// The bytes of the regular file open as `descriptor`, at most `limit`
    /// of them; errors name `path`.
    static func contents(ofDescriptor descriptor: Int32, path: String, limit: Int) throws(SnapshotError) -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .unreadableFile(path: path, reason: systemError())
        }
        let kind = Kind(mode: info.st_mode)
        guard kind == .regular else {
            throw .notRegularFile(path: path, kind: kind.description)
        }
        guard Int(info.st_size) <= limit else {
            throw .fileTooLarge(path: path, size: Int(info.st_size), limit: limit)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress, chunkSize)
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadableFile(path: path, reason: systemError())
            }
            // The file grew since it was measured.
            guard bytes.count + count <= limit else {
                throw .fileTooLarge(path: path, size: bytes.count + count, limit: limit)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// The message of the current `errno`, in lower case ("permission denied").
    static func systemError() -> String {
        let message = String(cString: strerror(errno))
        guard let first = message.first else { return "error \(errno)" }
        return first.lowercased() + message.dropFirst()
    }
}
