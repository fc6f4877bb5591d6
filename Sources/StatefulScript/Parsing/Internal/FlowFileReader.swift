import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads flow files by their bytes (a path need not be UTF-8, see
/// ``RawPath``), refusing anything that is not a regular file of a sane
/// size: a directory, a device, a FIFO, a socket, a file under `/proc`,
/// `/sys` or `/dev`, a file larger than ``ScriptLimits/fileSize``, or (with a
/// root) a file outside the root, a symlink that leaves it included. The
/// content of a refused file is never read.
struct FlowFileReader {
    /// Includes must resolve, symlinks followed, to a file inside this folder.
    let root: RawPath?

    struct Refusal: Error {
        let reason: String
    }

    func read(_ path: RawPath, requireInsideRoot: Bool) throws(Refusal) -> Data {
        let resolved = path.resolved ?? path.standardized
        for system in ["/proc", "/sys", "/dev"] where resolved.starts(with: RawPath(system)) {
            throw Refusal(reason: "it is a system file (\(system)), not a flow")
        }
        if requireInsideRoot, let root {
            let rootPath = root.resolved ?? root.standardized
            guard resolved != rootPath, resolved.starts(with: rootPath) else {
                throw Refusal(reason: "it is outside the package (flows include files of their own package only)")
            }
        }
        guard let info = resolved.status() else {
            throw Refusal(reason: errno == ENOENT || errno == ENOTDIR ? "no such file" : "it cannot be read (check its permissions)")
        }
        switch info.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG):
            break
        case mode_t(S_IFDIR):
            throw Refusal(reason: "it is a directory")
        default:
            throw Refusal(reason: "it is not a regular file (a device, FIFO or socket)")
        }
        guard Int(info.st_size) <= ScriptLimits.fileSize else {
            throw Refusal(reason: "it is larger than \(ScriptLimits.fileSize / 1024 / 1024) MiB")
        }
        let data: Data
        do {
            data = try resolved.contents(limit: ScriptLimits.fileSize + 1)
        } catch {
            throw Refusal(reason: "it cannot be read (check its permissions)")
        }
        guard data.count <= ScriptLimits.fileSize else {
            throw Refusal(reason: "it is larger than \(ScriptLimits.fileSize / 1024 / 1024) MiB")
        }
        return data
    }
}
