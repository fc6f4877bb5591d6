import Foundation

/// Reads flow files, refusing anything that is not a regular file of a
/// sane size: a directory, a device, a FIFO, a socket, a file under `/proc`,
/// `/sys` or `/dev`, a file larger than ``ScriptLimits/fileSize``, or (with a
/// root) a file outside the root, a symlink that leaves it included. The
/// content of a refused file is never read.
struct FlowFileReader {
    /// Includes must resolve, symlinks followed, to a file inside this folder.
    let root: URL?

    struct Refusal: Error {
        let reason: String
    }

    func read(_ url: URL, requireInsideRoot: Bool) throws(Refusal) -> Data {
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
        for system in ["/proc", "/sys", "/dev"] where resolved == system || resolved.hasPrefix(system + "/") {
            throw Refusal(reason: "it is a system file (\(system)), not a flow")
        }
        if requireInsideRoot, let root {
            let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
            let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
            guard resolved.hasPrefix(prefix) else {
                throw Refusal(reason: "it is outside the package (flows include files of their own package only)")
            }
        }
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: resolved)
        } catch {
            throw Refusal(reason: FileManager.default.fileExists(atPath: resolved)
                ? "it cannot be read (check its permissions)" : "no such file")
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?:
            break
        case .typeDirectory?:
            throw Refusal(reason: "it is a directory")
        default:
            throw Refusal(reason: "it is not a regular file (a device, FIFO or socket)")
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > ScriptLimits.fileSize {
            throw Refusal(reason: "it is larger than \(ScriptLimits.fileSize / 1024 / 1024) MiB")
        }
        guard let handle = FileHandle(forReadingAtPath: resolved) else {
            throw Refusal(reason: "it cannot be read (check its permissions)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: ScriptLimits.fileSize + 1) ?? Data()
        } catch {
            throw Refusal(reason: "it cannot be read (check its permissions)")
        }
        guard data.count <= ScriptLimits.fileSize else {
            throw Refusal(reason: "it is larger than \(ScriptLimits.fileSize / 1024 / 1024) MiB")
        }
        return data
    }
}
