import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a package's `__Snapshots__` folders hold, found in one walk that
/// follows the rule every command that changes files keeps: nothing is
/// reached through a symbolic link, on another file system or inside another
/// package (a folder with a `Package.swift` of its own: a side package under
/// `Tools/`, an example). Hidden folders (`.build`, `.git`) are not searched.
///
/// Paths are built from the root's own path, so they compare equal to paths
/// built by ``SnapshotLayout``, and are sorted.
struct SnapshotTree {
    /// The regular files under every `__Snapshots__` folder (hidden ones left out).
    var files: [URL] = []
    /// What interrupted atomic writes left: ``TemporaryName`` files and
    /// Foundation's `.dat.nosync…` files, in `__Snapshots__` folders and
    /// beside the package's Swift sources (an interrupted inline-snapshot write).
    var temporaries: [URL] = []
    /// Entries of `__Snapshots__` folders that are neither regular files nor
    /// folders, or lead out of the package: each with what it is. None is
    /// ever followed, read, moved or deleted.
    var unowned: [(url: URL, kind: String)] = []

    /// The tree under `root`.
    static func scan(_ root: URL) -> SnapshotTree {
        var tree = SnapshotTree()
        var rootStatus = stat()
        let rootPath = root.standardizedFileURL.path
        guard stat(rootPath, &rootStatus) == 0 else { return tree }
        tree.walkPackage(root.standardizedFileURL, device: rootStatus.st_dev)
        tree.files.sort { $0.path < $1.path }
        tree.temporaries.sort { $0.path < $1.path }
        tree.unowned.sort { $0.url.path < $1.url.path }
        return tree
    }

    /// The regular files under every `__Snapshots__` folder below `root`, sorted by path.
    static func snapshotFiles(under root: URL) -> [URL] {
        scan(root).files
    }

    /// `unowned` as lines for an error: `__Snapshots__/x (a symbolic link)`.
    func unownedLines(relativeTo layout: SnapshotLayout) -> [String] {
        unowned.map { "\(layout.relativePath(of: $0.url)) (\($0.kind))" }
    }

    private static func status(_ path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    private static func kind(_ status: stat) -> FileStatus.Kind {
        status.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) ? .symbolicLink : FileStatus.Kind(mode: status.st_mode)
    }

    private static func names(in directory: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    }

    /// A folder of the package outside `__Snapshots__`: looks for
    /// `__Snapshots__` folders and for temporaries beside Swift sources.
    private mutating func walkPackage(_ directory: URL, device: dev_t) {
        for name in Self.names(in: directory) {
            let url = directory.appendingPathComponent(name)
            guard let status = Self.status(url.path) else { continue }
            let kind = Self.kind(status)
            if kind == .regular {
                if name.hasPrefix("."), Self.isInterruptedWrite(name, beside: ".swift") { temporaries.append(url) }
                continue
            }
            // A linked folder is not followed (a link to a parent would never
            // end, and a link out of the package leads to files not its own);
            // nor is another file system, a hidden folder, or another package.
            // A `__Snapshots__` folder that is a link is reported.
            if name == SnapshotLayout.directoryName, kind == .symbolicLink {
                unowned.append((url, "a symbolic link"))
                continue
            }
            if name == SnapshotLayout.directoryName, kind == .directory, status.st_dev != device {
                unowned.append((url, "a folder on another file system"))
                continue
            }
            guard kind == .directory, !name.hasPrefix("."), status.st_dev == device else { continue }
            if name == SnapshotLayout.directoryName {
                walkSnapshots(url, device: device)
            } else if Self.status(url.appendingPathComponent("Package.swift").path) == nil {
                walkPackage(url, device: device)
            }
        }
    }

    /// Inside a `__Snapshots__` folder: every entry is a snapshot file, a
    /// folder of them, a temporary, or something reported as not owned.
    private mutating func walkSnapshots(_ directory: URL, device: dev_t) {
        for name in Self.names(in: directory) {
            let url = directory.appendingPathComponent(name)
            guard let status = Self.status(url.path) else { continue }
            switch Self.kind(status) {
            case .regular:
                if name.hasPrefix(".") {
                    if Self.isInterruptedWrite(name, beside: nil) { temporaries.append(url) }
                } else {
                    files.append(url)
                }
            case .directory:
                if status.st_dev != device {
                    unowned.append((url, "a folder on another file system"))
                } else if Self.status(url.appendingPathComponent("Package.swift").path) != nil {
                    unowned.append((url, "another package's folder"))
                } else if !name.hasPrefix(".") {
                    walkSnapshots(url, device: device)
                }
            case .symbolicLink:
                var target = stat()
                let leadsTo = stat(url.path, &target) == 0 ? " to " + FileStatus.Kind(mode: target.st_mode).description : ""
                unowned.append((url, "a symbolic link" + leadsTo))
            case let other:
                unowned.append((url, other.description))
            }
        }
    }

    /// Whether `name` is what an interrupted atomic write leaves: a
    /// ``TemporaryName`` (of a `.swift` file, when `suffix` says so) or
    /// Foundation's `.dat.nosync…` (anywhere in `__Snapshots__`; beside
    /// sources only).
    static func isInterruptedWrite(_ name: String, beside suffix: String?) -> Bool {
        if name.hasPrefix(".dat.nosync") { return true }
        guard TemporaryName.isTemporary(name) else { return false }
        guard let suffix else { return true }
        return TemporaryName.destination(of: name)?.hasSuffix(suffix) == true
    }
}
